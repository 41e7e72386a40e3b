import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';

// The spec's list date format, dd/MM/yyyy, in dayjs' tokens.
const FORMAT = 'DD/MM/YYYY';
const ISO_DAY = 'YYYY-MM-DD';

interface DateFilterFieldProps {
  label: string;
  /** yyyy-mm-dd or ''. */
  value: string;
  /** Called with a complete, valid day (yyyy-mm-dd) or '' when cleared; half-typed dates wait. */
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}

const toDay = (value: string | undefined) => (value ? dayjs(value) : undefined);

/** A post-date filter: typed or picked as dd/MM/yyyy, reported as yyyy-mm-dd once it is a valid day in range. */
export function DateFilterField({ label, value, onChange, minDate, maxDate }: DateFilterFieldProps) {
  // The picker holds what is being typed; the list's filter changes only on a complete day.
  const [draft, setDraft] = useState<Dayjs | null>(value ? dayjs(value) : null);
  useEffect(() => {
    setDraft((current) => {
      const currentDay = current?.isValid() ? current.format(ISO_DAY) : '';
      if (currentDay === value) return current;
      return value ? dayjs(value) : null;
    });
  }, [value]);

  return (
    <DatePicker
      label={label}
      value={draft}
      format={FORMAT}
      minDate={toDay(minDate)}
      maxDate={toDay(maxDate)}
      onChange={(next, context) => {
        setDraft(next);
        if (next === null) onChange('');
        else if (next.isValid() && context.validationError === null) onChange(next.format(ISO_DAY));
      }}
      slotProps={{
        field: { clearable: true },
        // The label stays above the box, where a long Indonesian label fits.
        textField: { size: 'small', fullWidth: false, sx: { width: { xs: '100%', sm: 180 } }, slotProps: { inputLabel: { shrink: true } } },
      }}
    />
  );
}
