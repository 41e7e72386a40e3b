import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { PickerItemsTable } from './picker-items-table';
import { pickedItemsInput, pickerProblems, serverRowProblems, startingCapableQty, type QtyProblem } from './vendor-item-picker.rules';
import { addVendorItems, useAvailableItems } from './vendors.api';

interface VendorItemPickerDialogProps {
  procurementId: string;
  vendorId: string;
  onClose: () => void;
  /** The items were attached; the caller reloads after the spec's wait. */
  onAdded: () => void;
}

/** Add Item of the Vendor Item dialog: procurement items not yet attached, each with a capable qty. */
export function VendorItemPickerDialog({ procurementId, vendorId, onClose, onAdded }: VendorItemPickerDialogProps) {
  const { t } = useTranslation();
  const available = useAvailableItems(procurementId, vendorId);
  const items = available.data ?? [];
  // Picked item id -> the capable qty as typed.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, QtyProblem>>({});
  const problems = { ...serverProblems, ...pickerProblems(items, picked) };
  const pickedCount = Object.keys(picked).length;

  const select = (ids: string[]) => {
    setServerProblems({});
    setPicked((current) => Object.fromEntries(ids.map((id) => [id, current[id] ?? startingCapableQty(items.find((item) => item._id === id)!)])));
  };

  const add = async () => {
    if (pickedCount === 0) {
      notify('No Items Selected!', 'warning');
      return;
    }
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await addVendorItems(vendorId, pickedItemsInput(procurementId, picked));
      onAdded();
      onClose();
    } catch (error) {
      const rows = isApiError(error) ? serverRowProblems(error.errors, picked) : {};
      setServerProblems(rows);
      if (Object.keys(rows).length === 0) notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppDialog
      open
      maxWidth="lg"
      title={t('Add Item')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" onClick={() => void add()} loading={saving} disabled={available.isPending}>
            {pickedCount > 0 ? t('Add ({{count}})', { count: pickedCount }) : t('Add')}
          </Button>
        </>
      }
    >
      {available.isError && <Alert severity="error">{t('We could not load the items. Please try again.')}</Alert>}
      <PickerItemsTable
        items={items}
        loading={available.isFetching}
        picked={picked}
        problems={problems}
        onSelect={select}
        onQtyChange={(id, value) => {
          setServerProblems({});
          setPicked((current) => ({ ...current, [id]: value }));
        }}
      />
    </AppDialog>
  );
}
