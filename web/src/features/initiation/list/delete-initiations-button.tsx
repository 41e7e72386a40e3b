import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { ResultDialog, type ActionResult } from '../../../components/result-dialog';
import { useDeleteInitiations } from './initiation-list.api';

interface DeleteInitiationsButtonProps {
  /** Ids of the checked rows (drafts only: other rows have no checkbox). */
  selected: readonly string[];
  onDeleted: () => void;
}

/** Bulk delete of the checked drafts: a confirmation, the call, then a result that closes itself. */
export function DeleteInitiationsButton({ selected, onDeleted }: DeleteInitiationsButtonProps) {
  const { t } = useTranslation();
  const remove = useDeleteInitiations();
  // The ids are fixed when the confirmation opens, so what it names is what gets deleted.
  // They stay after it closes, so its text does not change while it fades out.
  const [pending, setPending] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const closeResult = useCallback(() => setResult(null), []);

  const start = () => {
    if (selected.length === 0) notify(PROCUREMENT_MSG.noItemsSelected, 'warning');
    else {
      setPending([...selected]);
      setConfirming(true);
    }
  };

  const confirm = async (ids: string[]) => {
    try {
      await remove.mutateAsync(ids);
      setResult({ ok: true, message: PROCUREMENT_MSG.procurementDeleted });
      onDeleted();
    } catch (error) {
      if (isApiError(error) && error.sessionEnded) return;
      const detail = isApiError(error) ? error.firstMessage : undefined;
      setResult({ ok: false, message: PROCUREMENT_MSG.deleteFailed, ...(detail && detail !== PROCUREMENT_MSG.deleteFailed ? { detail } : {}) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={start}>
        {selected.length > 0 ? t('Delete ({{count}})', { count: selected.length }) : t('Delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('Delete Procurement')}
        message={t('Delete the {{count}} selected draft procurement(s)? This cannot be undone.', { count: pending.length })}
        confirmLabel={t('Delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirm(pending)}
        onCancel={() => setConfirming(false)}
      />
      <ResultDialog result={result} onClose={closeResult} />
    </>
  );
}
