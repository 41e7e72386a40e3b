import { zodResolver } from '@hookform/resolvers/zod';
import type { MasterListName } from '@procura/domain/master-data/master-data.enums';
import { createMasterValueSchema, type MasterValueAdmin } from '@procura/domain/master-data/master-data.schemas';
import Stack from '@mui/material/Stack';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/dialogs/app-dialog';
import { applyServerErrors } from '../../components/form/apply-server-errors';
import { FormTextField } from '../../components/form/form-text-field';
import { notify } from '../../components/notify';
import { useAddMasterValue, useUpdateMasterValue } from './master-data.api';
import { SwitchField } from './master-value-fields';
import { FormDialogActions } from '../../components/dialogs/form-dialog-actions';

interface MasterValueForm {
  code: string;
  labelEn: string;
  labelId: string;
  active: boolean;
}

const FIELDS = ['code', 'labelEn', 'labelId', 'active'] as const;

// Lists whose codes have their own shape (see codeRuleOf in domain).
const CODE_HINTS: Partial<Record<MasterListName, string>> = {
  currencies: 'Three capital letters, as in ISO 4217 (e.g. EUR); records store this code.',
  phonePrefix: '+ followed by 1 to 4 digits; records store this code.',
};

interface MasterValueDialogProps {
  list: MasterListName;
  /** The page's title, e.g. 'Currencies' (an English catalogue key). */
  listLabel: string;
  /** The value being edited, or null to add one (it goes after the last; the arrows of the table move it). */
  value: MasterValueAdmin | null;
  onClose: () => void;
}

/** Adds a value to a list or edits one; the code of a rule-bound value cannot be changed. */
export function MasterValueDialog({ list, listLabel, value, onClose }: MasterValueDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const add = useAddMasterValue(list);
  const update = useUpdateMasterValue(list);
  // The form always holds every field, so one schema (the add one, with active required) checks both cases.
  const schema = useMemo(() => createMasterValueSchema(list).required({ active: true }), [list]);
  const { control, handleSubmit, setError, formState } = useForm<MasterValueForm>({
    resolver: zodResolver(schema),
    defaultValues: value
      ? { code: value.code, labelEn: value.labelEn, labelId: value.labelId, active: value.active }
      : { code: '', labelEn: '', labelId: '', active: true },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (value) {
        // The code is sent only when it changes: an unchanged code is not a rename.
        const { code, ...rest } = input;
        const saved = await update.mutateAsync({ code: value.code, input: { ...rest, ...(code !== value.code ? { code } : {}) } });
        notify('{{code}} saved', 'success', { code: saved.code });
      } else {
        const saved = await add.mutateAsync(input);
        notify('{{code}} added', 'success', { code: saved.code });
      }
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  const codeLocked = value?.ruleBound === true;
  const title = value ? t('Edit {{code}}', { code: value.code }) : t('Add a value to {{list}}', { list: t(listLabel) });
  return (
    <AppDialog
      open
      maxWidth="sm"
      title={title}
      onClose={onClose}
      actions={<FormDialogActions formId={formId} busy={formState.isSubmitting} onCancel={onClose} />}
    >
      <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={onSubmit} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="code"
          label={t('Code')}
          autoFocus={!value}
          disabled={codeLocked}
          transform={(typed) => typed.toUpperCase()}
          helperText={
            codeLocked
              ? t('The product rules depend on this code, so it cannot be changed.')
              : t(CODE_HINTS[list] ?? 'Capital letters, digits and underscores; records store this code.')
          }
        />
        <FormTextField control={control} name="labelEn" label={t('English label')} autoFocus={Boolean(value)} />
        <FormTextField control={control} name="labelId" label={t('Indonesian label')} />
        <SwitchField control={control} name="active" label={t('Active')} />
      </Stack>
    </AppDialog>
  );
}
