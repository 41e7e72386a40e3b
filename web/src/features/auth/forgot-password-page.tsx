import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@procura/domain/auth/auth.schemas';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { EmailField } from '../../components/form/email-field';
import { AuthLayout } from '../../components/layout/auth-layout';
import { RetryWaitNotice, useRetryWait } from '../../components/retry-wait';
import { resetPassword } from './auth.api';

/** /forgot-password: sends a link to create a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const wait = useRetryWait();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const answer = await resetPassword(email);
      setSentMessage(answer.message);
    } catch (error) {
      if (wait.refuse(error)) return;
      applyServerErrors(error, setError, ['email'], { firstOnly: true });
    }
  });

  const backToLogin = (
    <Button component={RouterLink} to="/buyer-login" startIcon={<ArrowBackIcon />} fullWidth>
      {t('Back to login')}
    </Button>
  );

  if (sentMessage !== null) {
    return (
      <AuthLayout title={t('Check your email')}>
        <Stack alignItems="center" spacing={2} sx={{ textAlign: 'center' }}>
          <MarkEmailReadOutlinedIcon color="success" sx={{ fontSize: 56 }} />
          <Typography color="text.secondary">{t(sentMessage)}</Typography>
          {backToLogin}
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('Forgot Password')} subtitle={t('Enter the email address of your account and we will send you a link to create a new password.')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <EmailField control={control} name="email" autoFocus />
        <RetryWaitNotice wait={wait} />
        <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || formState.isSubmitting || wait.remaining > 0}>
          {t('Reset My Password')}
        </Button>
        {backToLogin}
      </Stack>
    </AuthLayout>
  );
}
