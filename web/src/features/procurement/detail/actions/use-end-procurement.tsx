import { PROCUREMENT_STATE_MSG } from '@procura/domain/procurement/procurement-state.messages';
import type { ClosePreviewView as ClosePreview } from '@procura/domain/procurement/procurement.views';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GENERIC_ERROR, isApiError } from '../../../../api/api-error';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { notify } from '../../../../components/notify';
import { MessageDialog } from './message-dialog';
import { closePreview, closeProcurement } from '../procurement-detail.api';

type EndStep = { name: 'idle' } | { name: 'winner' | 'drafts'; preview: ClosePreview } | { name: 'failed'; message: string };

const failureMessage = (error: unknown) => (isApiError(error) ? error.firstMessage : GENERIC_ERROR);

/**
 * End (docs/rules/procurement.md#statuses-and-actions): the close preview names the winner for a first confirmation; when draft
 * sessions or batches exist a second one warns they will be removed; then the procurement is
 * closed and the user goes back to the list. A refusal shows End procurement failed.
 */
export function useEndProcurement(procurementId: string): { start: () => void; busy: boolean; dialogs: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<EndStep>({ name: 'idle' });
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => {
    setBusy(false);
    if (isApiError(error) && error.sessionEnded) setStep({ name: 'idle' });
    else setStep({ name: 'failed', message: failureMessage(error) });
  };

  const start = async () => {
    setBusy(true);
    try {
      const preview = await closePreview(procurementId);
      setBusy(false);
      // Scheduled or running sessions must be stopped first: the close would be refused anyway.
      if (preview.liveAuctionSessions > 0) setStep({ name: 'failed', message: PROCUREMENT_STATE_MSG.liveAuctionSessions });
      else setStep({ name: 'winner', preview });
    } catch (error) {
      fail(error);
    }
  };

  const close = async () => {
    setBusy(true);
    try {
      await closeProcurement(procurementId);
      notify('The procurement has been ended', 'success');
      void navigate('/initiation');
    } catch (error) {
      fail(error);
    }
  };

  const confirmWinner = (preview: ClosePreview) => {
    if (preview.draftAuctionSessions > 0 || preview.draftNegotiationBatches > 0) setStep({ name: 'drafts', preview });
    else void close();
  };

  const cancel = () => setStep({ name: 'idle' });
  const dialogs = (
    <>
      {step.name === 'winner' && (
        <ConfirmDialog
          open
          busy={busy}
          title={t('End Procurement')}
          message={
            step.preview.winner
              ? t('{{name}} is ranked first and will be the winner of this procurement. Do you want to end it now?', { name: step.preview.winner.name })
              : t('No vendor is ranked first, so this procurement will end without a winner. Do you want to end it now?')
          }
          confirmLabel={t('End')}
          onConfirm={() => confirmWinner(step.preview)}
          onCancel={cancel}
        />
      )}
      {step.name === 'drafts' && (
        <ConfirmDialog
          open
          destructive
          busy={busy}
          title={t('Remove draft sessions?')}
          message={t(
            'This procurement still has {{sessions}} draft auction sessions and {{batches}} draft negotiation batches. They will be removed when it ends. Continue?',
            { sessions: step.preview.draftAuctionSessions, batches: step.preview.draftNegotiationBatches },
          )}
          confirmLabel={t('End')}
          onConfirm={() => void close()}
          onCancel={cancel}
        />
      )}
      <MessageDialog open={step.name === 'failed'} title="End procurement failed" message={step.name === 'failed' ? step.message : ''} onClose={cancel} />
    </>
  );
  return { start: () => void start(), busy, dialogs };
}
