import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REASON_MAX } from '@procura/domain/procurement/procurement.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';

const NEW_SESSION_MESSAGE = 'The last auction session was stopped manually. Please tell us why before creating a new session.';

interface StopReasonDialogProps {
  open: boolean;
  busy: boolean;
  /** A refusal of the server, shown under the field. */
  error: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  /** The explanation above the field (English catalogue key); the new-session check's by default. */
  message?: string;
}

/**
 * Asks why a session was stopped by hand: before a new one is created (docs/rules/procurement.md#auction-session-form),
 * and on the buyer monitor right after Stop Session (docs/rules/auction.md#buyer-monitor).
 */
export function StopReasonDialog({ open, busy, error, onSubmit, onCancel, message = NEW_SESSION_MESSAGE }: StopReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const empty = reason.trim() === '';
  const submit = () => !empty && !busy && onSubmit(reason.trim());

  return (
    <AppDialog
      open={open}
      title={t('Stop Reason')}
      onClose={onCancel}
      slotProps={{ transition: { onExited: () => setReason('') } }}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('No')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={empty || busy} data-testid="stop-reason-submit">
            {t('Yes')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(message)}
      </Typography>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        required
        label={t('Reason')}
        slotProps={{ htmlInput: { 'data-testid': 'stop-reason-input' } }}
        value={reason}
        onChange={(event) => setReason(event.target.value.slice(0, REASON_MAX))}
        error={error !== null}
        helperText={error ? t(error) : `${reason.length}/${REASON_MAX}`}
      />
    </AppDialog>
  );
}
