import { OTP_LENGTH, OTP_REQUEST_WAIT_SECONDS } from '@procura/domain/auth/auth.rules';
import type { LoginInput } from '@procura/domain/auth/auth.schemas';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { readStoredEmail } from '../../../api/auth/token-storage';
import { applyServerErrors, notifyError } from '../../../components/form/apply-server-errors';
import { EmailField } from '../../../components/form/email-field';
import { RetryWaitNotice, useRetryWait } from '../../../components/retry-wait';
import { useCooldown } from '../../../components/use-cooldown';
import { login, requestOtp } from '../auth.api';
import { lazyLogin, loadOtpRequestCheck } from './login-resolver';
import { OtpBoxes } from './otp-boxes';
import { OtpSentNotice } from './otp-sent-notice';
import { useCompleteSignIn } from './use-complete-sign-in';

const FIELDS = ['email', 'password'] as const;

/**
 * Reading A of the sign-in: the e-mail (remembered from the last sign-in), a Request OTP link with
 * a 30 s wait, four code boxes and Login. The code is sent as the password. A refusal for a limit
 * stays beside the control it holds back, counting down, until it may be used again.
 */
export function OtpLoginForm({ initialEmail }: { initialEmail?: string | null }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const rememberedEmail = useRef(initialEmail ?? readStoredEmail()).current;
  const [emailLocked, setEmailLocked] = useState(Boolean(rememberedEmail));
  const [sentNoticeOpen, setSentNoticeOpen] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [focusCode, setFocusCode] = useState(0);
  const cooldown = useCooldown(OTP_REQUEST_WAIT_SECONDS);
  const codeWait = useRetryWait();
  // Request OTP and Resend Email make the same call: a refusal holds both back and shows beside the one refused.
  const [refusedFrom, setRefusedFrom] = useState<'request' | 'resend'>('request');
  const loginWait = useRetryWait();

  const form = useForm<LoginInput>({
    resolver: lazyLogin.resolver,
    defaultValues: { email: rememberedEmail ?? '', password: '' },
  });
  const { control, handleSubmit, setError, clearErrors, getValues, setFocus, watch, formState } = form;
  const code = watch('password');
  const email = watch('email');

  useEffect(() => {
    void lazyLogin.preload();
  }, []);

  const sendCode = async (from: 'request' | 'resend') => {
    const checkOtpRequest = await loadOtpRequestCheck();
    const checked = checkOtpRequest(getValues('email'));
    if ('error' in checked) {
      setError('email', { type: 'validate', message: checked.error });
      if (!emailLocked) setFocus('email');
      return;
    }
    clearErrors('email');
    setRequesting(true);
    try {
      await requestOtp(checked.email);
      // The 30 s wait is between codes sent: a refused request (unknown e-mail, a 5xx) starts none.
      cooldown.start();
      setSentNoticeOpen(true);
      setFocusCode((n) => n + 1);
    } catch (error) {
      if (codeWait.refuse(error)) {
        setRefusedFrom(from);
        return;
      }
      // 5xx answers come as a toast, 4xx ones under their fields (docs/rules/accounts-and-sign-in.md#calls).
      if (isApiError(error) && error.status >= 500) notifyError(error);
      else applyServerErrors(error, setError, FIELDS);
    } finally {
      setRequesting(false);
    }
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      const tokens = await login(input);
      await completeSignIn(tokens, { email: input.email });
    } catch (error) {
      if (loginWait.refuse(error)) return;
      if (isApiError(error) && error.status === 429) notifyError(error);
      else applyServerErrors(error, setError, FIELDS);
    }
  });

  // Beside Resend Email while it shows and was the one refused; otherwise beside Request OTP.
  const waitBesideResend = sentNoticeOpen && refusedFrom === 'resend';

  const editEmail = () => {
    setEmailLocked(false);
    window.setTimeout(() => setFocus('email'), 0);
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <Stack spacing={0.75}>
        <EmailField control={control} name="email" disabled={emailLocked} />
        {emailLocked && (
          <Link component="button" type="button" variant="body2" onClick={editEmail} sx={{ alignSelf: 'flex-start' }}>
            {t('Use another e-mail')}
          </Link>
        )}
      </Stack>

      <Stack spacing={1}>
        <Stack direction="row" justifyContent="space-between" alignItems="baseline">
          <Typography variant="body2" fontWeight={600}>
            {t('One-time code')}
          </Typography>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => void sendCode('request')}
            disabled={cooldown.remaining > 0 || codeWait.remaining > 0 || requesting}
            sx={{ '&:disabled': { color: 'text.disabled', cursor: 'default', textDecoration: 'none' } }}
          >
            {cooldown.remaining > 0 ? t('Request OTP ({{seconds}}s)', { seconds: cooldown.remaining }) : t('Request OTP')}
          </Link>
        </Stack>
        <RetryWaitNotice wait={codeWait} shown={!waitBesideResend} />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <OtpBoxes
              key={focusCode}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              autoFocus={emailLocked || focusCode > 0}
            />
          )}
        />
        <Typography variant="caption" color="text.secondary">
          {t('Request a code, then enter the 4 characters we sent to your email.')}
        </Typography>
        <OtpSentNotice
          open={sentNoticeOpen}
          email={email}
          resendWait={cooldown.remaining}
          resending={requesting}
          retryWait={codeWait}
          showRetryWait={waitBesideResend}
          onResend={() => void sendCode('resend')}
          onClose={() => setSentNoticeOpen(false)}
        />
      </Stack>

      <RetryWaitNotice wait={loginWait} />

      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting || code.length < OTP_LENGTH || !email || loginWait.remaining > 0}
      >
        {t('Login')}
      </Button>
    </Stack>
  );
}
