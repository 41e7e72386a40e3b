import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { inviteAuditorSchema } from '@procura/domain/company/auditor.schemas';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { payloadResolver } from '../../../components/form/payload-resolver';
import { splitServerErrors } from '../../../components/form/server-errors.rules';
import { announce } from '../../../components/live-announcer';
import { useInviteAuditor } from './auditors.api';

interface InviteForm {
  email: string;
}

const FIELDS = ['email'] as const;
const resolver = payloadResolver<InviteForm>(inviteAuditorSchema, (values) => ({ email: values.email }));

/** The e-mail as the server keeps it (trimmed, lower case); the form checked it already. */
const normalised = (email: string) => inviteAuditorSchema.parse({ email }).email;

/**
 * The owner's invitation of an auditor (docs/decisions.md 244): the e-mail, confirmed first. A refusal
 * of the e-mail (taken: 409, malformed: 400) shows under the field, any other as an alert.
 */
export function InviteAuditorForm() {
  const { t } = useTranslation();
  const fieldId = useId();
  const invite = useInviteAuditor();
  const { control, handleSubmit, setError, reset } = useForm<InviteForm>({ resolver, defaultValues: { email: '' } });
  // The e-mail asked about; it stays while the dialog closes, so its text does not change meanwhile.
  const [asked, setAsked] = useState('');
  const [confirming, setConfirming] = useState(false);
  // Refusals that name no field; they stay until the next attempt.
  const [general, setGeneral] = useState<string[]>([]);

  const onSubmit = handleSubmit((values) => {
    setGeneral([]);
    setAsked(normalised(values.email));
    setConfirming(true);
  });

  const confirm = async () => {
    const email = asked;
    setConfirming(false);
    try {
      await invite.mutateAsync({ email });
      reset({ email: '' });
      announce(t('{{email}} has been invited as an auditor.', { email }), 'auditor-invite');
    } catch (error) {
      if (!isApiError(error)) return setGeneral([GENERIC_ERROR]);
      // A failure that ended the session has been told already.
      if (error.sessionEnded) return;
      const { fields, general: others } = splitServerErrors(error.errors, FIELDS);
      fields.forEach(({ name, msg }, index) => setError(name, { type: 'server', message: msg }, { shouldFocus: index === 0 }));
      setGeneral(others);
    }
  };

  return (
    <>
      <Stack spacing={2}>
        {general.map((msg) => (
          <Alert key={msg} severity="error" closeText={t('Close')} onClose={() => setGeneral([])}>
            {t(msg)}
          </Alert>
        ))}
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <Controller
            control={control}
            name="email"
            render={({ field, fieldState }) => (
              <TextField
                id={fieldId}
                label={t('E-mail')}
                required
                fullWidth
                type="email"
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                // Lower case as typed, as every e-mail field of the product.
                onChange={(event) => field.onChange(event.target.value.toLowerCase())}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                // MUI ties the helper text to the input (aria-describedby).
                helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                // Another person's address: the browser must not offer the owner's own.
                autoComplete="off"
                sx={{ flex: 1, minWidth: 0 }}
              />
            )}
          />
          <Button type="submit" variant="contained" loading={invite.isPending} sx={{ flexShrink: 0, minHeight: 56 }}>
            {t('Invite auditor')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('Invite auditor')}
        message={t("Invite {{email}} as an auditor? They will read all of your company's records.", { email: asked })}
        confirmLabel={t('Invite')}
        busy={invite.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
