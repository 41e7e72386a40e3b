import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@procura/domain/auth/auth.messages';
import { registerSchema, type RegisterInput } from '@procura/domain/auth/auth.schemas';
import { SALES_REFERENCES } from '@procura/domain/master-data/master-data.enums';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMasters } from '../../api/masters-query';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { FormSelectField } from '../../components/form/form-select-field';
import { EmailField } from '../../components/form/email-field';
import { FormTextField } from '../../components/form/form-text-field';
import { PasswordField } from '../../components/form/password-field';
import { AuthLayout } from '../../components/layout/auth-layout';
import { notify } from '../../components/notify';
import { RetryWaitNotice, useRetryWait } from '../../components/retry-wait';
import { currentLanguage } from '../../i18n/i18n';
import { register } from './auth.api';
import { referenceOptions } from './reference-options';
import { RegistrationSuccessDialog } from './registration-success-dialog';

// What the form holds while being filled in; the domain schema turns it into RegisterInput.
interface RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  reference: string;
  salesName: string;
  optIn: boolean;
  role: 'buyer_auction';
}

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'reference', 'salesName', 'optIn'] as const;
const resolver = zodResolver(registerSchema) as unknown as Resolver<RegisterFormValues, unknown, RegisterInput>;

/** /register: a buyer creates an account, then verifies the e-mail through a link. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const wait = useRetryWait();
  const navigate = useNavigate();
  const masters = useMasters();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      reference: '',
      salesName: '',
      optIn: false,
      role: 'buyer_auction',
    },
  });

  const values = watch();
  const needsSalesName = SALES_REFERENCES.includes(values.reference);
  const complete =
    [values.firstName, values.lastName, values.email, values.password, values.confirmPassword, values.reference].every((v) => v.trim()) &&
    (!needsSalesName || values.salesName.trim() !== '') &&
    values.optIn;

  useEffect(() => {
    if (!needsSalesName) setValue('salesName', '');
  }, [needsSalesName, setValue]);

  const language = i18n.language === 'id' ? 'id' : currentLanguage();
  const options = referenceOptions(masters.data?.references, language);

  const onSubmit = handleSubmit(
    async (input) => {
      try {
        await register({ ...input, salesName: needsSalesName ? input.salesName : undefined });
        setRegisteredEmail(input.email);
      } catch (error) {
        if (wait.refuse(error)) return;
        applyServerErrors(error, setError, FIELDS);
      }
    },
    () => notify(MSG.completeRegisterForm, 'error'),
  );

  return (
    <AuthLayout
      wide
      title={t('Create your account')}
      subtitle={t('Start your free trial of Procura Auction.')}
      footer={
        <Typography variant="body2" color="text.secondary">
          {t('Already have an account?')}{' '}
          <Link component={RouterLink} to="/buyer-login" fontWeight={600}>
            {t('Login')}
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="firstName" label={t('First Name')} autoComplete="given-name" autoFocus />
          <FormTextField control={control} name="lastName" label={t('Last Name')} autoComplete="family-name" />
        </Stack>
        <EmailField control={control} name="email" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PasswordField control={control} name="password" label={t('Password')} autoComplete="new-password" />
          <PasswordField control={control} name="confirmPassword" label={t('Confirm Password')} autoComplete="new-password" />
        </Stack>
        <FormSelectField control={control} name="reference" label={t('Reference')} options={options} helperText={t('How did you hear about us?')} />
        {needsSalesName && <FormTextField control={control} name="salesName" label={t('Sales Name')} />}
        <Controller
          control={control}
          name="optIn"
          render={({ field, fieldState }) => (
            <div>
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} inputRef={field.ref} />}
                label={t('I agree to be contacted about a free trial')}
                slotProps={{ typography: { variant: 'body2' } }}
              />
              {fieldState.error?.message && <FormHelperText error>{t(fieldState.error.message)}</FormHelperText>}
            </div>
          )}
        />
        <RetryWaitNotice wait={wait} />
        <Button type="submit" variant="contained" size="large" disabled={!complete || formState.isSubmitting || wait.remaining > 0}>
          {t('Register')}
        </Button>
      </Stack>
      <RegistrationSuccessDialog
        open={registeredEmail !== null}
        onContinue={() => void navigate('/buyer-login', { replace: true })}
      />
    </AuthLayout>
  );
}
