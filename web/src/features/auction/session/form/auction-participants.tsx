import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AuctionFormControl } from './auction-form-resolver';
import { useProcurementItems, useProcurementVendors } from '../auction-session.api';
import { ParticipantPicker } from './participant-picker';
import { useVendorCountToast } from './use-vendor-count-toast';

interface AuctionParticipantsProps {
  control: AuctionFormControl;
  procurementId: string;
  /** Unit-price bidding auctions items one by one, so the items are picked too. */
  unitPrice: boolean;
}

/** The vendors invited to the session (at least 2) and, for unit-price bidding, its items. */
export function AuctionParticipants({ control, procurementId, unitPrice }: AuctionParticipantsProps) {
  const { t } = useTranslation();
  const vendors = useProcurementVendors(procurementId);
  const items = useProcurementItems(procurementId, unitPrice);
  useVendorCountToast(control);

  return (
    <Stack direction={{ xs: 'column', md: unitPrice ? 'row' : 'column' }} spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0 }}>
        <ParticipantPicker
          control={control}
          name="vendorIds"
          title={t('Vendors')}
          hint={t('Choose the vendors taking part in this session (at least 2).')}
          emptyText={t('No vendors are invited to this procurement yet.')}
          options={vendors.data?.map((vendor) => ({ id: vendor._id, primary: vendor.name, secondary: [vendor.email, vendor.city].filter(Boolean).join(' · ') }))}
          loading={vendors.isPending}
          error={vendors.error}
          onRetry={() => void vendors.refetch()}
        />
      </Paper>
      {unitPrice && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0 }}>
          <ParticipantPicker
            control={control}
            name="itemIds"
            title={t('Items')}
            hint={t('Choose the items auctioned by unit price in this session.')}
            emptyText={t('This procurement has no items yet.')}
            options={items.data?.map((item) => ({
              id: item._id,
              primary: item.itemName,
              secondary: [item.itemCode, `${item.quantity} ${item.uom}`].filter(Boolean).join(' · '),
            }))}
            loading={items.isPending}
            error={items.error}
            onRetry={() => void items.refetch()}
          />
        </Paper>
      )}
    </Stack>
  );
}
