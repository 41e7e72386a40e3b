import KeyIcon from '@mui/icons-material/Key';
import PasswordIcon from '@mui/icons-material/Password';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { DevOutboxLink } from './dev-outbox-link';
import { PasswordLoginForm } from './password-login-form';
import { useAutoLogin } from './use-auto-login';
import { useLoginPing } from './use-login-ping';
import { signInEmailFrom } from './sign-in-email.rules';

// The code form (with its dialog) loads only when chosen, keeping the first download small.
const OtpLoginForm = lazy(() => import('./otp-login-form').then((m) => ({ default: m.OtpLoginForm })));

const FullScreenOverlay = lazy(() => import('../../../components/layout/full-screen-overlay').then((m) => ({ default: m.FullScreenOverlay })));

type Mode = 'password' | 'code';

/** /buyer-login: the password form (reading B) with a switch to the one-time code (reading A). */
export function BuyerLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'code' ? 'code' : 'password');
  const autoLoginActive = useAutoLogin();
  useLoginPing();
  const linkEmail = signInEmailFrom(params);

  return (
    <AuthLayout
      title={t('Sign in to Procura Auction')}
      subtitle={mode === 'password' ? t('Welcome back. Please enter your account details.') : t('We will send a one-time code to your email.')}
      footer={
        <Stack spacing={1} alignItems="center">
          <Typography variant="body2" color="text.secondary">
            {t("Don't have an account?")}{' '}
            <Link component={RouterLink} to="/register" fontWeight={600}>
              {t('Register Now')}
            </Link>
          </Typography>
          <DevOutboxLink />
        </Stack>
      }
    >
      {params.get('err') === '1' && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('Please sign in to continue')}
        </Alert>
      )}
      {mode === 'password' ? (
        <PasswordLoginForm initialEmail={linkEmail} />
      ) : (
        <Suspense fallback={<LoadingScreen fullHeight={false} />}>
          <OtpLoginForm initialEmail={linkEmail} />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2.5, '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' } }}>
        <Typography variant="caption" color="text.secondary">
          {t('or')}
        </Typography>
      </Box>
      <Button
        fullWidth
        variant="outlined"
        startIcon={mode === 'password' ? <KeyIcon /> : <PasswordIcon />}
        onClick={() => setMode(mode === 'password' ? 'code' : 'password')}
      >
        {mode === 'password' ? t('Sign in with a one-time code') : t('Sign in with a password')}
      </Button>
      {autoLoginActive && (
        <Suspense fallback={null}>
          <FullScreenOverlay open message={t('Authentication Account')} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
