import { DEFAULT_TIME_ZONE } from '@procura/domain/common/dates';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useRef } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProcurementInfoForm } from './procurement-info-form.rules';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What the form keeps for a picked moment: ISO text, 'invalid' while half typed, null when empty. */
function toFormValue(value: dayjs.Dayjs | null): string | null {
  if (!value) return null;
  return value.isValid() ? value.toISOString() : 'invalid';
}

interface PeriodDateFieldProps {
  control: Control<ProcurementInfoForm>;
  name: 'startDate' | 'endDate';
  label: string;
  /** The earliest moment offered (the end date starts after the start date). */
  min?: string | null;
}

/** A date and time of the procurement period: dd/MM/yyyy HH:mm, 24-hour, in Jakarta time. */
export function PeriodDateField({ control, name, label, min }: PeriodDateFieldProps) {
  const { t } = useTranslation();
  const minimum = min && min !== 'invalid' ? dayjs(min).tz(DEFAULT_TIME_ZONE) : undefined;
  // The picker reports a half-typed date as no date at all; its hidden input still holds the text.
  const typed = useRef<HTMLInputElement | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={label}
          value={field.value && field.value !== 'invalid' ? dayjs(field.value).tz(DEFAULT_TIME_ZONE) : null}
          onChange={(value) => field.onChange(toFormValue(value))}
          timezone={DEFAULT_TIME_ZONE}
          ampm={false}
          format="DD/MM/YYYY HH:mm"
          minDateTime={minimum}
          inputRef={(element: HTMLInputElement | null) => {
            typed.current = element;
            field.ref(element);
          }}
          slotProps={{
            textField: {
              fullWidth: true,
              name: field.name,
              onBlur: () => {
                if (field.value === null && typed.current?.value) field.onChange('invalid');
                field.onBlur();
              },
              error: Boolean(fieldState.error) || field.value === 'invalid',
              helperText:
                field.value === 'invalid'
                  ? t('Please complete the date and time')
                  : fieldState.error?.message
                    ? t(fieldState.error.message)
                    : t('Jakarta time (WIB)'),
            },
            actionBar: { actions: ['clear', 'cancel', 'accept'] },
          }}
        />
      )}
    />
  );
}
