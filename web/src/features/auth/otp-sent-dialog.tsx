import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/app-dialog';

interface OtpSentDialogProps {
  open: boolean;
  email: string;
  /** Seconds before Resend Email may be used again. */
  resendWait: number;
  resending: boolean;
  onResend: () => void;
  onClose: () => void;
}

/** Says the one-time code was sent, with Close and Resend Email. */
export function OtpSentDialog({ open, email, resendWait, resending, onResend, onClose }: OtpSentDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('Check your email')}
      actions={
        <>
          <Button onClick={onResend} disabled={resendWait > 0 || resending}>
            {resendWait > 0 ? t('Resend Email ({{seconds}}s)', { seconds: resendWait }) : t('Resend Email')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('Close')}
          </Button>
        </>
      }
    >
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography color="text.secondary">
          <Trans i18nKey="We have sent the OTP to <b>{{email}}</b>. Enter the 4 characters to sign in." values={{ email }} components={{ b: <strong /> }} />
        </Typography>
      </Stack>
    </AppDialog>
  );
}
