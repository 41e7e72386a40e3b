import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { RetryWaitNotice, type RetryWait } from '../../../components/retry-wait';

interface OtpSentNoticeProps {
  open: boolean;
  email: string;
  /** Seconds before Resend Email may be used again. */
  resendWait: number;
  resending: boolean;
  /** A code request refused for a limit: Resend Email waits it out too. */
  retryWait: RetryWait;
  /** Whether that refusal shows here, beside Resend Email (it was refused), or beside Request OTP. */
  showRetryWait: boolean;
  onResend: () => void;
  onClose: () => void;
}

/**
 * Says the one-time code was sent, with Close and Resend Email (the spec's success notice). It sits
 * under the code boxes instead of over them, so the vendor can type the code while it shows. A resend
 * refused for a limit keeps its reason and countdown under the buttons until it may be asked again.
 */
export function OtpSentNotice({ open, email, resendWait, resending, retryWait, showRetryWait, onResend, onClose }: OtpSentNoticeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box role="status" aria-labelledby={open ? titleId : undefined}>
      {open && (
        <Paper variant="outlined" sx={{ p: 2, borderColor: 'success.main' }}>
          <Stack direction="row" spacing={1.5} alignItems="flex-start">
            <MarkEmailReadOutlinedIcon color="success" sx={{ fontSize: 32 }} aria-hidden />
            <Stack spacing={0.5} flex={1}>
              <Typography id={titleId} fontWeight={600}>
                {t('Check your email')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans i18nKey="We have sent the OTP to <b>{{email}}</b>. Enter the 4 characters to sign in." values={{ email }} components={{ b: <strong /> }} />
              </Typography>
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                <Button size="small" onClick={onResend} disabled={resendWait > 0 || retryWait.remaining > 0 || resending}>
                  {resendWait > 0 ? t('Resend Email ({{seconds}}s)', { seconds: resendWait }) : t('Resend Email')}
                </Button>
                <Button size="small" variant="outlined" onClick={onClose}>
                  {t('Close')}
                </Button>
              </Stack>
              <RetryWaitNotice wait={retryWait} shown={showRetryWait} />
            </Stack>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
