import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { notify } from '../notify';
import { ResultDialog, type ActionResult } from '../dialogs/result-dialog';
import { bulkDeleteFailure } from './bulk-delete.rules';

export interface BulkDeleteButtonProps {
  /** Ids of the checked rows. */
  selected: readonly string[];
  /** The warning when nothing is checked: 'No Items Selected!' or 'No Vendors Selected' (docs/rules/procurement.md#messages). */
  noneSelectedMessage: string;
  /** The confirmation, already translated. */
  confirmTitle: string;
  confirmMessage: (count: number) => string;
  /** The result on success, e.g. 'Item has been deleted' (an English catalogue key). */
  deletedMessage: string;
  /** The DELETE call with the checked ids (all or none on the server). */
  remove: (ids: string[]) => Promise<unknown>;
  /**
   * Reloads what the delete changed. After a refusal too, since a refusal means the page is stale
   * (e.g. the procurement left DRAFT), but only once its result dialog has closed: the reload may
   * take this button, and the dialog with it, off the page.
   */
  refresh: () => unknown;
  /** The rows are gone: the caller clears its checked ids. */
  onDeleted: () => void;
}

/**
 * The bulk delete of a table: a warning when nothing is checked, a confirmation, the call, then
 * the result dialog that closes itself, with the server's reason when it refused.
 */
export function BulkDeleteButton(props: BulkDeleteButtonProps) {
  const { selected, noneSelectedMessage, confirmTitle, confirmMessage, deletedMessage, remove, refresh, onDeleted } = props;
  const { t } = useTranslation();
  // The ids are fixed when the confirmation opens, so what it names is what gets deleted. They stay
  // after it closes, so its text does not change while it fades out.
  const [pending, setPending] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const refreshOnClose = useRef<(() => unknown) | null>(null);
  const closeResult = useCallback(() => {
    setResult(null);
    const stale = refreshOnClose.current;
    refreshOnClose.current = null;
    if (stale) void stale();
  }, []);

  const start = () => {
    if (selected.length === 0) {
      notify(noneSelectedMessage, 'warning');
      return;
    }
    setPending([...selected]);
    setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await remove(pending);
      onDeleted();
      setResult({ ok: true, message: deletedMessage });
      void refresh();
    } catch (error) {
      const failure = bulkDeleteFailure(error);
      if (failure) {
        refreshOnClose.current = refresh;
        setResult(failure);
      }
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={start} sx={{ whiteSpace: 'nowrap' }}>
        {selected.length > 0 ? t('Delete ({{count}})', { count: selected.length }) : t('Delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={confirmTitle}
        message={confirmMessage(pending.length)}
        confirmLabel={t('Delete')}
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
      <ResultDialog result={result} onClose={closeResult} />
    </>
  );
}
