import { VENDOR_COUNT_TOAST_MS } from '@procura/domain/auction/session/auction-session.rules';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { notify } from '../../../../components/notify';
import type { AuctionFormControl } from './auction-form-resolver';

/**
 * Fewer than 2 vendors picked, whether the form or the server said so: besides the message under
 * the vendor list, the spec's toast of 5 s, once per submit.
 */
export function useVendorCountToast(control: AuctionFormControl): void {
  const { errors, submitCount } = useFormState({ control, name: 'vendorIds' });
  const message = errors.vendorIds?.message;
  useEffect(() => {
    if (message === PROCUREMENT_MSG.auctionNeedsTwoVendors) notify(message, 'error', undefined, 'top-right', VENDOR_COUNT_TOAST_MS);
  }, [message, submitCount]);
}
