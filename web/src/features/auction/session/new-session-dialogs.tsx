import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { StopReasonDialog } from './stop-reason-dialog';
import type { NewSessionFlow } from './use-new-session-flow';
import { useRetainedValue } from './use-retained-value';

/** The dialogs of the New Session flow: the stop reason, and "Create auction session failed". */
export function NewSessionDialogs({ flow }: { flow: NewSessionFlow }) {
  const { t } = useTranslation();
  const failure = useRetainedValue(flow.failure);
  return (
    <>
      <StopReasonDialog
        open={flow.stopReasonFor !== null}
        busy={flow.busy}
        error={flow.stopReasonError}
        onSubmit={(reason) => void flow.submitStopReason(reason)}
        onCancel={flow.cancelStopReason}
      />
      <AppDialog
        open={flow.failure !== null}
        title={t('Create auction session failed')}
        onClose={flow.closeFailure}
        actions={
          <Button variant="contained" onClick={flow.closeFailure}>
            {t('OK')}
          </Button>
        }
      >
        <Typography role="alert">{failure ? t(failure) : ''}</Typography>
      </AppDialog>
    </>
  );
}
