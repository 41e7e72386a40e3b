import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { DevOutboxLink } from './dev-outbox-link';
import { OtpLoginForm } from './otp-login-form';
import { useAutoLogin } from './use-auto-login';
import { useLoginPing } from './use-login-ping';
import { signInEmailFrom } from './sign-in-email.rules';

const FullScreenOverlay = lazy(() => import('../../../components/layout/full-screen-overlay').then((m) => ({ default: m.FullScreenOverlay })));

/** /vendor-login: vendors sign in with a one-time code sent to the invited e-mail. */
export function VendorLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const autoLoginActive = useAutoLogin();
  useLoginPing();

  return (
    <AuthLayout
      title={t('Vendor Sign In')}
      subtitle={t('Sign in with the email address your invitation was sent to.')}
      footer={
        <Stack alignItems="center">
          <DevOutboxLink />
        </Stack>
      }
    >
      {params.get('prev') && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('Please sign in to continue')}
        </Alert>
      )}
      <OtpLoginForm initialEmail={signInEmailFrom(params)} />
      {autoLoginActive && (
        <Suspense fallback={null}>
          <FullScreenOverlay open message={t('Authentication Account')} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
