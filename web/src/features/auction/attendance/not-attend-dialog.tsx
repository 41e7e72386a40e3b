import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PLAIN_REASON_MAX } from '@procura/domain/auction/auction.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';

interface NotAttendDialogProps {
  open: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Not Attend asks why (required). */
export function NotAttendDialog({ open, busy, onSubmit, onCancel }: NotAttendDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const empty = reason.trim() === '';
  return (
    <AppDialog
      open={open}
      title={t('Not Attend')}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" color="error" disabled={empty || busy} onClick={() => onSubmit(reason.trim())}>
            {t('Submit')}
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label={t('Reason')}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: PLAIN_REASON_MAX } }}
        helperText={empty ? t('Please tell us why you will not attend') : undefined}
        sx={{ mt: 1 }}
      />
    </AppDialog>
  );
}
