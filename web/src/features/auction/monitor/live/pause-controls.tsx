import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR, isApiError } from '../../../../api/api-error';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { notify } from '../../../../components/notify';
import { PauseDialog } from './pause-dialog';
import { pauseAuction, resumeAuction } from './live-controls.api';

/**
 * The buyer's Pause (with a reason) or Resume (confirmed) of a running session (decision 196).
 * The rooms hear the change from the server; the monitor's state follows the same event, and its
 * polite announcer says it once (decision 200): a toast here (role="alert") would say it again.
 */
export function PauseControls({ auctionId, paused }: { auctionId: string; paused: boolean }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'idle' | 'pause' | 'resume'>('idle');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pause = async (reason: string) => {
    setBusy(true);
    setError(null);
    try {
      await pauseAuction(auctionId, { reason });
      setStep('idle');
    } catch (failure) {
      setError(isApiError(failure) ? failure.firstMessage : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };
  const resume = async () => {
    setBusy(true);
    try {
      await resumeAuction(auctionId);
    } catch (failure) {
      notify(isApiError(failure) ? failure.firstMessage : GENERIC_ERROR, 'error');
    } finally {
      setBusy(false);
      setStep('idle');
    }
  };

  return (
    <>
      {paused ? (
        <Button variant="contained" color="success" startIcon={<PlayArrowIcon />} onClick={() => setStep('resume')} data-testid="resume-session">
          {t('Resume Session')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          color="warning"
          startIcon={<PauseIcon />}
          onClick={() => {
            setError(null);
            setStep('pause');
          }}
          data-testid="pause-session"
        >
          {t('Pause Session')}
        </Button>
      )}
      <PauseDialog open={step === 'pause'} busy={busy} error={error} onSubmit={(reason) => void pause(reason)} onCancel={() => setStep('idle')} />
      <ConfirmDialog
        open={step === 'resume'}
        title={t('Resume Session')}
        message={t('Resume the session now? Offers are accepted again, and the end moves by the paused time.')}
        confirmLabel={t('Resume')}
        cancelLabel={t('Cancel')}
        busy={busy}
        onConfirm={() => void resume()}
        onCancel={() => setStep('idle')}
      />
    </>
  );
}
