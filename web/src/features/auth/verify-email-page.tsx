import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { readAccessToken, storeEmail } from '../../api/auth/token-storage';
import { AuthLayout } from '../../components/layout/auth-layout';
import { verifyEmail } from './auth.api';

const MISSING_TOKEN = 'This link has been used or has expired';

/** /verify-email?token=…: the target of the e-mail verification link. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  // A query, not an effect, so the single-use token is sent once even when the page mounts twice.
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const continueToLogin = () => {
    // The address pre-fills the sign-in form, unless another account is signed in on this browser.
    if (verification.data && !readAccessToken()) storeEmail(verification.data.email);
    void navigate('/buyer-login', { replace: true });
  };

  let content;
  if (token && verification.isPending) {
    content = (
      <Stack alignItems="center" spacing={2} sx={{ py: 3 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{t('Verifying your email…')}</Typography>
      </Stack>
    );
  } else if (verification.data) {
    content = (
      <Stack alignItems="center" spacing={2} sx={{ textAlign: 'center' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="p">
          {t('Email verified')}
        </Typography>
        <Typography color="text.secondary">
          {t('{{email}} is verified. You can now sign in.', { email: verification.data.email })}
        </Typography>
        <Button variant="contained" size="large" fullWidth onClick={continueToLogin}>
          {t('Continue to login')}
        </Button>
      </Stack>
    );
  } else {
    const message = isApiError(verification.error) ? verification.error.firstMessage : MISSING_TOKEN;
    content = (
      <Stack alignItems="center" spacing={2} sx={{ textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
        <Typography color="text.secondary">{t(message)}</Typography>
        <Button component={RouterLink} to="/buyer-login" variant="outlined" fullWidth>
          {t('Back to login')}
        </Button>
      </Stack>
    );
  }

  return <AuthLayout title={t('Email verification')}>{content}</AuthLayout>;
}
