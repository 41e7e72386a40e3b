import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pauseReasonField } from '@procura/domain/auction/session/auction-pause.schemas';
import { PAUSE_REASON_MIN } from '@procura/domain/auction/session/auction-pause.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../../components/dialogs/app-dialog';

interface PauseDialogProps {
  open: boolean;
  busy: boolean;
  /** The server's refusal, shown under the reason. */
  error: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Pause: the reason every room reads (at least 10 characters, the domain's rule), then Pause confirms. */
export function PauseDialog({ open, busy, error, onSubmit, onCancel }: PauseDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = pauseReasonField.safeParse(reason);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const shown = error ?? (touched ? problem : null);
  const submit = () => {
    setTouched(true);
    if (parsed.success && !busy) onSubmit(parsed.data);
  };
  return (
    <AppDialog
      open={open}
      maxWidth="sm"
      title={t('Pause Session')}
      onClose={onCancel}
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setTouched(false);
          },
        },
      }}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" color="warning" onClick={submit} disabled={busy} data-testid="pause-confirm">
            {t('Pause')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('Every vendor sees the session paused with your reason, and no offer is accepted until you resume. The paused time is added to the end.')}
      </Typography>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label={t('Reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(shown)}
        helperText={shown ? t(shown) : t('At least {{min}} characters', { min: PAUSE_REASON_MIN })}
        slotProps={{ htmlInput: { 'data-testid': 'pause-reason-input', maxLength: 1000 } }}
      />
    </AppDialog>
  );
}
