import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import Button from '@mui/material/Button';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { notify } from '../../../components/notify';
import { StopReasonDialog } from '../session/stop-reason-dialog';
import { changeAuctionStatus, waitingRoomKeys } from '../waiting-room/waiting-room.api';
import { sendStopReason } from './monitor.api';

// The spec's toast when a stop fails (docs/rules/auction.md#notices).
const STOP_FAILED = 'Something wrong with your request';

type Step = 'idle' | 'confirm' | 'reason';

/**
 * Stop Session: a confirmation, then change-status to DONE (the session ends now, the vendors are
 * told), then the stop reason, recorded once and mailed to the vendors. It stays mounted after the
 * stop (the button goes, the reason dialog stays).
 */
export function StopSessionAction({ auctionId, showButton }: { auctionId: string; showButton: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const stop = async () => {
    setBusy(true);
    try {
      const view = await changeAuctionStatus({ auctionId, status: 'DONE' });
      queryClient.setQueryData(waitingRoomKeys.status(auctionId), view);
      notify(AUCTION_MSG.auctionStopped, 'success');
      setStep('reason');
    } catch (error) {
      notify(isApiError(error) && error.status !== 500 ? error.firstMessage : STOP_FAILED, 'error');
      setStep('idle');
    } finally {
      setBusy(false);
    }
  };

  const record = async (stopReason: string) => {
    setBusy(true);
    setReasonError(null);
    try {
      await sendStopReason({ auctionId, stopReason });
      notify('Reason Sent!', 'success');
      setStep('idle');
    } catch (error) {
      setReasonError(isApiError(error) ? error.firstMessage : STOP_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {showButton && (
        <Button variant="contained" color="error" startIcon={<StopCircleOutlinedIcon />} onClick={() => setStep('confirm')} data-testid="stop-session">
          {t('Stop Session')}
        </Button>
      )}
      <ConfirmDialog
        open={step === 'confirm'}
        title={t('Stop Session')}
        message={t('Stop the session now? It ends for every vendor, and no more offers are taken.')}
        confirmLabel={t('Yes')}
        cancelLabel={t('No')}
        destructive
        busy={busy}
        onConfirm={() => void stop()}
        onCancel={() => setStep('idle')}
      />
      <StopReasonDialog
        open={step === 'reason'}
        busy={busy}
        error={reasonError}
        message="The session has been stopped. Please write why: the vendors receive the reason by e-mail."
        onSubmit={(reason) => void record(reason)}
        onCancel={() => setStep('idle')}
      />
    </>
  );
}
