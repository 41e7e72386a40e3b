import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../../components/dialogs/app-dialog';

interface MessageDialogProps {
  open: boolean;
  /** English catalogue key of the title ('Submit Failed'). */
  title: string;
  /** English catalogue key of the message (server messages are English too). */
  message: string;
  onClose: () => void;
}

/** A refusal that needs reading, not a passing toast: Submit Failed, End procurement failed. */
export function MessageDialog({ open, title, message, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      title={
        <Stack direction="row" spacing={1} alignItems="center">
          <ErrorOutlineIcon color="error" />
          <span>{t(title)}</span>
        </Stack>
      }
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('Close')}
        </Button>
      }
    >
      <Typography color="text.secondary">{t(message)}</Typography>
    </AppDialog>
  );
}
