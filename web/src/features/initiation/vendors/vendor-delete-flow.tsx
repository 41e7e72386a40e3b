import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ResultDialog, type ActionResult } from '../../../components/result-dialog';
import { deleteVendors, useRefreshVendorData } from './vendors.api';

interface VendorDeleteFlowProps {
  procurementId: string;
  /** The confirmation is shown while true. */
  open: boolean;
  vendorIds: readonly string[];
  /** The confirmation was answered; `deleted` when the vendors are gone. */
  onFinished: (deleted: boolean) => void;
}

/** Bulk delete of vendors: a confirmation, the call, then the self-closing result dialog. */
export function VendorDeleteFlow({ procurementId, open, vendorIds, onFinished }: VendorDeleteFlowProps) {
  const { t } = useTranslation();
  const refresh = useRefreshVendorData(procurementId);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const closeResult = useCallback(() => setResult(null), []);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteVendors(procurementId, [...vendorIds]);
      setResult({ ok: true, message: PROCUREMENT_MSG.vendorDeleted });
      onFinished(true);
      await refresh();
    } catch {
      setResult({ ok: false, message: PROCUREMENT_MSG.deleteFailed });
      onFinished(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ConfirmDialog
        open={open}
        title={t('Delete Vendor')}
        message={t('Delete {{count}} selected vendor(s)? Their items and scores are removed too.', { count: vendorIds.length })}
        confirmLabel={t('Delete')}
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => onFinished(false)}
      />
      <ResultDialog result={result} onClose={closeResult} />
    </>
  );
}
