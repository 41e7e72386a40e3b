import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { scoringPercentageSchema } from '@procura/domain/procurement/procurement.schemas';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { notify } from '../../../components/notify';
import { maskScoreTyping, percentageTotal } from './evaluation-display.rules';
import { saveScoringPercentage } from './evaluation.api';
import { FormDialogActions } from '../../../components/dialogs/form-dialog-actions';

interface ScoringValues {
  administrationValue: string;
  technicalValue: string;
  priceValue: string;
}

const FIELDS = ['administrationValue', 'technicalValue', 'priceValue'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = { administrationValue: 'Administration', technicalValue: 'Technical', priceValue: 'Price' };
const percent = <InputAdornment position="end">%</InputAdornment>;

/** The Scoring Percentage dialog: three weights and their read-only Total (docs/rules/procurement.md#evaluation-score). */
export function ScoringPercentageDialog({ procurementId, onSaved, onClose }: { procurementId: string; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [totalError, setTotalError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ScoringValues>({
    defaultValues: { administrationValue: '', technicalValue: '', priceValue: '' },
  });
  const values = useWatch({ control });
  const total = percentageTotal(FIELDS.map((field) => values[field] ?? ''));

  const onSubmit = handleSubmit(async (input) => {
    setTotalError(null);
    const parsed = scoringPercentageSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field) setError(field, { type: 'validate', message: issue.message });
        else setTotalError(issue.message);
      }
      return;
    }
    try {
      await saveScoringPercentage(procurementId, parsed.data);
      notify(PROCUREMENT_MSG.scoringConfigured, 'success');
      onSaved();
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <AppDialog
      open
      title={t('Scoring Percentage')}
      onClose={onClose}
      actions={<FormDialogActions formId={formId} busy={formState.isSubmitting} onCancel={onClose} />}
    >
      <Stack component="form" id={formId} noValidate spacing={2.5} onSubmit={onSubmit} sx={{ pt: 1 }}>
        {FIELDS.map((field, index) => (
          <FormTextField key={field} control={control} name={field} label={t(LABELS[field])} autoFocus={index === 0} transform={maskScoreTyping} endAdornment={percent} />
        ))}
        <TextField
          label={t('Total')}
          value={total}
          error={Boolean(totalError)}
          helperText={totalError ? t(totalError) : t('The three percentages add up to 100.')}
          slotProps={{ input: { readOnly: true, endAdornment: percent }, htmlInput: { 'aria-readonly': true } }}
        />
      </Stack>
    </AppDialog>
  );
}
