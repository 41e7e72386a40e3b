import type { LoginInput } from '@procura/domain/auth/auth.schemas';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { readStoredEmail } from '../../../api/auth/token-storage';
import { applyServerErrors, notifyError } from '../../../components/form/apply-server-errors';
import { EmailField } from '../../../components/form/email-field';
import { PasswordField } from '../../../components/form/password-field';
import { RetryWaitNotice, useRetryWait } from '../../../components/retry-wait';
import { login } from '../auth.api';
import { lazyLogin } from './login-resolver';
import { useCompleteSignIn } from './use-complete-sign-in';

const FIELDS = ['email', 'password'] as const;

/** Reading B of the sign-in: e-mail, password, Remember Me, Forgot Password and Login. */
export function PasswordLoginForm({ initialEmail }: { initialEmail?: string | null }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  // Unchecked keeps the session in this tab only (sessionStorage); it ends when the tab closes.
  const [remember, setRemember] = useState(true);
  const wait = useRetryWait();
  const { control, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: lazyLogin.resolver,
    defaultValues: { email: initialEmail ?? readStoredEmail() ?? '', password: '' },
  });

  useEffect(() => {
    void lazyLogin.preload();
  }, []);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const tokens = await login(input);
      await completeSignIn(tokens, { email: input.email, remember });
    } catch (error) {
      if (wait.refuse(error)) return;
      if (isApiError(error) && error.status === 429) notifyError(error);
      else applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
      <EmailField control={control} name="email" autoComplete="username" autoFocus />
      <PasswordField control={control} name="password" label={t('Password')} autoComplete="current-password" />
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} size="small" />}
          label={t('Remember Me')}
          slotProps={{ typography: { variant: 'body2' } }}
        />
        {/* A target of at least 24 px on a phone (WCAG 2.5.8). */}
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ minHeight: 24, display: 'inline-flex', alignItems: 'center' }}>
          {t('Forgot Password?')}
        </Link>
      </Stack>
      <RetryWaitNotice wait={wait} />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting || wait.remaining > 0}>
        {t('Login')}
      </Button>
    </Stack>
  );
}
