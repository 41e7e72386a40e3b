import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ResultDialog, type ActionResult } from '../../../components/result-dialog';
import { deleteItems } from './items.api';

/** Bulk delete of the checked items: a confirmation, the call, then the self-closing result. */
export function useDeleteItems(procurementId: string, onDeleted: () => void): { ask: (ids: string[]) => void; dialogs: ReactNode } {
  const { t } = useTranslation();
  const [pending, setPending] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const closeResult = useCallback(() => setResult(null), []);

  const confirm = async (ids: string[]) => {
    setBusy(true);
    try {
      await deleteItems(procurementId, ids);
      setResult({ ok: true, message: PROCUREMENT_MSG.itemDeleted });
      onDeleted();
    } catch (error) {
      if (!(isApiError(error) && error.sessionEnded)) setResult({ ok: false, message: PROCUREMENT_MSG.deleteFailed });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={pending !== null}
        destructive
        busy={busy}
        title={t('Delete Items')}
        message={t('Delete the {{count}} selected items? This cannot be undone.', { count: pending?.length ?? 0 })}
        confirmLabel={t('Delete')}
        onConfirm={() => pending && void confirm(pending)}
        onCancel={() => setPending(null)}
      />
      <ResultDialog result={result} onClose={closeResult} />
    </>
  );
  return { ask: setPending, dialogs };
}
