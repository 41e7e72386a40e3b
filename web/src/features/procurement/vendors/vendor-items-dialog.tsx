import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canGiveScores } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import { canEditItemsAndVendors } from '@procura/domain/procurement/procurement.rules';
import type { ProcurementVendorItemView, ProcurementView } from '@procura/domain/procurement/procurement.views';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { useItemTechnicalScores } from './use-item-technical-scores';
import { VendorItemPickerDialog } from './vendor-item-picker-dialog';
import { VendorItemsTable } from './vendor-items-table';
import { removeVendorItems, useRefreshVendorData, useVendorItems } from './vendors.api';

/** After adding vendor items the list is read again 3 s later (docs/rules/procurement.md#calls). */
export const RELOAD_AFTER_ADD_MS = 3000;

interface VendorItemsDialogProps {
  procurement: ProcurementView;
  vendor: { _id: string; name: string };
  onClose: () => void;
}

/** The Vendor Item dialog: what one vendor offers, items added and removed in DRAFT, item scores in unit price. */
export function VendorItemsDialog({ procurement, vendor, onClose }: VendorItemsDialogProps) {
  const { t } = useTranslation();
  const editable = canEditItemsAndVendors(procurement.status);
  const meritPoint = procurement.evaluationMethod === 'MERIT_POINT';
  const items = useVendorItems(procurement._id, vendor._id);
  const rows = items.data ?? [];
  const refresh = useRefreshVendorData(procurement._id);
  const scores = useItemTechnicalScores(procurement._id, vendor._id);
  const itemScoring = meritPoint && procurement.biddingType === 'UNIT_PRICE' && canGiveScores(procurement) && rows.some((row) => row.technicalScore === null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [removing, setRemoving] = useState<ProcurementVendorItemView | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  useEffect(() => {
    if (!reloading) return undefined;
    const timer = setTimeout(() => void refresh().finally(() => setReloading(false)), RELOAD_AFTER_ADD_MS);
    return () => clearTimeout(timer);
  }, [reloading, refresh]);

  const remove = async (row: ProcurementVendorItemView) => {
    setRemoveBusy(true);
    try {
      await removeVendorItems([row._id]);
      notify('Item has been removed from the vendor', 'success');
      setRemoving(null);
      await refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setRemoveBusy(false);
    }
  };

  return (
    <AppDialog
      open
      maxWidth="lg"
      title={t('Vendor Item')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('Close')}</Button>
          {itemScoring && (
            <Button variant="contained" onClick={() => void scores.save()} loading={scores.saving}>
              {t('Save Technical Score')}
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ xs: 'stretch', sm: 'center' }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              {t('Vendor')}
            </Typography>
            <Typography fontWeight={650}>{vendor.name}</Typography>
          </div>
          {editable && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPickerOpen(true)} disabled={reloading}>
              {t('Add Item')}
            </Button>
          )}
        </Stack>
        {reloading && <Alert severity="info">{t('The items were added. Updating the list…')}</Alert>}
        {itemScoring && <Alert severity="info">{t('Give each item a technical score from 0 to 100, then save. A score can be given only once.')}</Alert>}
        {items.isError && <Alert severity="error">{t('We could not load the items. Please try again.')}</Alert>}
        <VendorItemsTable
          rows={rows}
          loading={items.isFetching || reloading}
          currency={procurement.currency}
          meritPoint={meritPoint}
          scoreInputs={itemScoring ? scores.inputs : null}
          onRemove={editable ? setRemoving : null}
        />
      </Stack>
      {pickerOpen && (
        <VendorItemPickerDialog procurementId={procurement._id} vendorId={vendor._id} onClose={() => setPickerOpen(false)} onAdded={() => setReloading(true)} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('Remove Item')}
        message={t('Remove {{name}} from this vendor?', { name: removing?.item.itemName ?? '' })}
        confirmLabel={t('Remove')}
        destructive
        busy={removeBusy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </AppDialog>
  );
}
