import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NEGOTIATION_REASON_MAX } from '@procura/domain/negotiation/negotiation.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';

export interface ConfirmRequest {
  title: string;
  message: string;
  needsReason: boolean;
  destructive: boolean;
}

interface ConfirmActionDialogProps {
  request: ConfirmRequest | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The spec's confirmations: Yes / No, with a required reason for a cancel (Yes disabled while it is empty). */
export function ConfirmActionDialog({ request, busy, onConfirm, onCancel }: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const missingReason = Boolean(request?.needsReason) && reason.trim() === '';
  return (
    <AppDialog
      open={request !== null}
      title={request ? t(request.title) : ''}
      onClose={onCancel}
      data-testid="confirm-dialog"
      slotProps={{ transition: { onExited: () => setReason('') } }}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy} data-testid="confirm-no">
            {t('No')}
          </Button>
          <Button
            variant="contained"
            color={request?.destructive ? 'error' : 'primary'}
            disabled={busy || missingReason}
            onClick={() => onConfirm(reason.trim())}
            data-testid="confirm-yes"
          >
            {t('Yes')}
          </Button>
        </>
      }
    >
      {request && <Typography color="text.secondary">{t(request.message)}</Typography>}
      {request?.needsReason && (
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          sx={{ mt: 2 }}
          label={t('Cancel Reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value.slice(0, NEGOTIATION_REASON_MAX))}
          slotProps={{ htmlInput: { 'data-testid': 'cancel-reason-input' } }}
          helperText={`${reason.length}/${NEGOTIATION_REASON_MAX}`}
        />
      )}
    </AppDialog>
  );
}
