import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { REASON_MAX } from '@procura/domain/procurement/procurement.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { AppDialog } from '../../../../components/dialogs/app-dialog';
import { notify } from '../../../../components/notify';
import { cancelProcurement } from '../procurement-detail.api';

interface CancelProcurementDialogProps {
  procurementId: string;
  onCanceled: () => void;
  onClose: () => void;
}

/**
 * Cancel asks why (docs/rules/procurement.md#statuses-and-actions): the confirming button (the spec's Yes) stays disabled while
 * the reason is empty. The buttons say what they do, since 'No' under 'Cancel procurement?' is ambiguous.
 */
export function CancelProcurementDialog({ procurementId, onCanceled, onClose }: CancelProcurementDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = reason.trim();

  const confirm = async () => {
    setBusy(true);
    try {
      await cancelProcurement(procurementId, trimmed);
      notify(PROCUREMENT_MSG.initiationCanceled, 'success');
      onCanceled();
      onClose();
    } catch (error) {
      if (!(isApiError(error) && error.sessionEnded)) notify(PROCUREMENT_MSG.cancelFailed, 'error');
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open
      title={t('Cancel procurement')}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('Keep procurement')}
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy || trimmed === ''}>
            {t('Cancel procurement')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('Are you sure you want to cancel this initiation? Please tell the reason.')}
      </Typography>
      <TextField
        label={t('Reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={3}
        autoFocus
        required
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        helperText={`${reason.length}/${REASON_MAX}`}
      />
    </AppDialog>
  );
}
