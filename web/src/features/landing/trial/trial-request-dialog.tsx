import { zodResolver } from '@hookform/resolvers/zod';
import { trialRequestSchema, type TrialRequestInput } from '@procura/domain/landing/landing.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { EmailField } from '../../../components/form/email-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhoneField } from '../../../components/form/phone-field';
import { RetryWaitNotice, useRetryWait } from '../../../components/retry-wait';
import { splitServerErrors } from '../../../components/form/server-errors.rules';
import { sendTrialRequest } from '../landing.api';
import { EMPTY_TRIAL_FORM, TRIAL_FIELDS, type TrialFormValues } from './trial-request.rules';

const resolver = zodResolver(trialRequestSchema) as unknown as Resolver<TrialFormValues, unknown, TrialRequestInput>;

interface TrialRequestDialogProps {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}

/** The free-trial form (docs/rules/shell-and-landing.md#free-trial-request). Loaded on demand, so the landing page stays light. */
export function TrialRequestDialog({ open, onClose, onSent }: TrialRequestDialogProps) {
  const { t } = useTranslation();
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const wait = useRetryWait();
  const { control, handleSubmit, reset, setError, formState } = useForm<TrialFormValues, unknown, TrialRequestInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_TRIAL_FORM,
  });
  const sending = formState.isSubmitting;

  const onSubmit = handleSubmit(async (input) => {
    setGeneralErrors([]);
    let failure: unknown = null;
    try {
      await sendTrialRequest(input);
    } catch (error) {
      failure = error;
    }
    // The spec resets the form after sending, whatever the answer.
    reset(EMPTY_TRIAL_FORM);
    if (failure === null) {
      onSent();
      return;
    }
    // Refused for the limit: the reason and the time left stay above the buttons, and Send request waits.
    if (wait.refuse(failure)) return;
    // The refusal stays readable after the reset: under the field it names, or above the buttons.
    const { fields, general } = isApiError(failure) ? splitServerErrors(failure.errors, TRIAL_FIELDS) : { fields: [], general: [GENERIC_ERROR] };
    fields.forEach(({ name, msg }, index) => setError(name, { type: 'server', message: msg }, { shouldFocus: index === 0 }));
    setGeneralErrors(general);
  });

  const close = () => {
    if (sending) return;
    setGeneralErrors([]);
    onClose();
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      maxWidth="sm"
      title={t('Try Procura Auction for free')}
      actions={
        <>
          <Button onClick={close} disabled={sending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form="trial-request-form" variant="contained" loading={sending} disabled={wait.remaining > 0}>
            {t('Send request')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('Leave your details and our sales team will contact you to set up your free trial and a demo.')}
      </Typography>
      <Stack component="form" id="trial-request-form" noValidate spacing={2.25} onSubmit={onSubmit}>
        <FormTextField control={control} name="name" label={t('Name')} autoComplete="name" autoFocus />
        <EmailField control={control} name="email" />
        <PhoneField control={control} prefixName="phonePrefix" numberName="phone" />
        <FormTextField control={control} name="companyName" label={t('Company name')} autoComplete="organization" />
        {generalErrors.map((msg) => (
          <Alert key={msg} severity="error">
            {t(msg)}
          </Alert>
        ))}
        <RetryWaitNotice wait={wait} />
        <Typography variant="body2" color="text.secondary">
          {t('By sending this form you agree to be contacted by our sales team.')}
        </Typography>
      </Stack>
    </AppDialog>
  );
}
