import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../../../api/server-time';
import { FormSelectField, type SelectOption } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { AuctionDateTimeField, inJakarta } from './auction-date-time-field';
import type { AuctionFormControl } from './auction-form-resolver';
import { computedDuration, maskMinutesTyping, maskWholeNumberTyping, type AuctionFormValues } from './auction-form.rules';

interface AuctionPeriodFieldsProps {
  control: AuctionFormControl;
  setValue: UseFormSetValue<AuctionFormValues>;
  periodOptions: readonly SelectOption[];
  procurementStart: string | null;
  procurementEnd: string | null;
}

/** Period type, start and end, duration and the injury-time settings (docs/rules/procurement.md#auction-session-form). */
export function AuctionPeriodFields({ control, setValue, periodOptions, procurementStart, procurementEnd }: AuctionPeriodFieldsProps) {
  const { t } = useTranslation();
  const [periodType, startTime, endTime] = useWatch({ control, name: ['periodType', 'startTime', 'endTime'] });
  const limited = periodType === 'LIMITED_TIME';
  const injury = periodType === 'INJURY_TIME';
  useClearDurationOnPeriodChange(periodType, setValue);

  // Days outside the procurement, and times the server's clock has passed, cannot be picked.
  const opens = inJakarta(procurementStart);
  const now = inJakarta(serverNow());
  const earliest = opens && now && opens.isAfter(now) ? opens : now;
  const latest = inJakarta(procurementEnd);
  const start = inJakarta(startTime);
  const minutes = <InputAdornment position="end">{t('minutes')}</InputAdornment>;

  return (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelectField control={control} name="periodType" label={t('Period Type')} options={periodOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <AuctionDateTimeField control={control} name="startTime" label={t('Start Time')} min={earliest} max={latest} />
      </Grid>
      {limited && (
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <AuctionDateTimeField control={control} name="endTime" label={t('End Time')} min={start && start.isAfter(earliest) ? start : earliest} max={latest} />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        {limited ? (
          <TextField
            fullWidth
            label={t('Duration')}
            value={computedDuration(startTime, endTime)}
            slotProps={{ input: { readOnly: true, endAdornment: minutes } }}
            helperText={t('Counted from the start and end time')}
          />
        ) : (
          <FormTextField
            control={control}
            name="duration"
            label={t('Duration')}
            disabled={!injury}
            transform={maskMinutesTyping}
            endAdornment={minutes}
            helperText={injury ? t('Minutes, up to 2 decimals') : t('Choose a period type first')}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormTextField
          control={control}
          name="timeExtension"
          label={t('Time Extension')}
          transform={maskMinutesTyping}
          endAdornment={minutes}
          helperText={t('Minutes, up to 2 decimals')}
        />
      </Grid>
      {injury && (
        <>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField
              control={control}
              name="injuryTimeBeforeEnd"
              label={t('Injury Time Before End')}
              transform={maskMinutesTyping}
              endAdornment={minutes}
              helperText={t('An offer in these last minutes extends the session')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField
              control={control}
              name="maxSessionExtension"
              label={t('Max Session Extension')}
              transform={maskWholeNumberTyping}
              endAdornment={<InputAdornment position="end">{t('times')}</InputAdornment>}
              helperText={t('A whole number')}
            />
          </Grid>
        </>
      )}
    </>
  );
}

/** Changing the period type clears the duration (docs/rules/procurement.md#auction-session-form); the first value is the loaded one. */
function useClearDurationOnPeriodChange(periodType: string, setValue: UseFormSetValue<AuctionFormValues>) {
  const previous = useRef(periodType);
  useEffect(() => {
    if (previous.current === periodType) return;
    previous.current = periodType;
    setValue('duration', '');
  }, [periodType, setValue]);
}
