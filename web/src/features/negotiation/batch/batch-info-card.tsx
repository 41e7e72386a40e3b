import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { NEGOTIATION_TYPES, type NegotiationType } from '@procura/domain/negotiation/negotiation.enums';
import { useTranslation } from 'react-i18next';
import { BatchCard } from './batch-card';
import { BatchDateTimeField } from './batch-date-time-field';
import type { BatchFormValues } from './batch-form.rules';

interface BatchInfoCardProps {
  values: BatchFormValues;
  onChange: (patch: Partial<BatchFormValues>) => void;
  /** Translated messages per field. */
  errors: Partial<Record<'negotiationType' | 'startDate' | 'endDate', string>>;
  readOnly: boolean;
  procurement: { startDate: string | null; endDate: string | null };
}

/** Negotiation info: the type (ONLINE / OFFLINE) and the schedule (docs/rules/negotiation.md#batch-screen). */
export function BatchInfoCard({ values, onChange, errors, readOnly, procurement }: BatchInfoCardProps) {
  const { t } = useTranslation();
  return (
    <BatchCard title={t('Negotiation Info')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <FormControl error={Boolean(errors.negotiationType)} disabled={readOnly}>
            <FormLabel id="negotiation-type-label">{t('Negotiation Type')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="negotiation-type-label"
              value={values.negotiationType ?? ''}
              onChange={(event) => onChange({ negotiationType: event.target.value as NegotiationType })}
            >
              {NEGOTIATION_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio slotProps={{ input: { 'data-testid': `negotiation-type-${type}` } as object }} />}
                  label={type === 'ONLINE' ? t('Online') : t('Offline')}
                />
              ))}
            </RadioGroup>
            {errors.negotiationType && <FormHelperText>{errors.negotiationType}</FormHelperText>}
          </FormControl>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BatchDateTimeField
            label={t('Start Date')}
            value={values.startDate}
            onChange={(startDate) => onChange({ startDate })}
            error={errors.startDate}
            disabled={readOnly}
            min={procurement.startDate}
            max={procurement.endDate}
            testId="negotiation-start-date"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BatchDateTimeField
            label={t('End Date')}
            value={values.endDate}
            onChange={(endDate) => onChange({ endDate })}
            error={errors.endDate}
            disabled={readOnly}
            min={values.startDate ?? procurement.startDate}
            testId="negotiation-end-date"
          />
        </Grid>
      </Grid>
    </BatchCard>
  );
}
