import { DEFAULT_TIME_ZONE } from '@procura/domain/common/dates';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useState } from 'react';
import { Controller, type ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuctionFormControl } from './auction-form-resolver';
import type { AuctionFormValues } from './auction-form.rules';

// The picker shows and edits Jakarta time whatever the computer's zone, as every time of the
// product is shown (docs/rules/realtime-and-platform.md#dates-and-times: 24-hour).
dayjs.extend(utc);
dayjs.extend(timezone);

/** What a half-typed date is held as: the schema refuses it as not a date and time. */
const HALF_TYPED = 'invalid';
export const AUCTION_DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';

/** An ISO time (or null) as a Jakarta day.js value. */
export function inJakarta(value: string | number | Date | null | undefined): Dayjs | null {
  if (value === null || value === undefined) return null;
  const date = dayjs(value);
  return date.isValid() ? date.tz(DEFAULT_TIME_ZONE) : null;
}

interface AuctionDateTimeFieldProps {
  control: AuctionFormControl;
  name: 'startTime' | 'endTime';
  label: string;
  /** Days and times before it are disabled. */
  min: Dayjs | null;
  /** Days and times after it are disabled. */
  max: Dayjs | null;
}

/** A date-time picker bound to the form: dd-MM-yyyy HH:mm, 24-hour, Jakarta time. */
export function AuctionDateTimeField({ control, name, label, min, max }: AuctionDateTimeFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <PickerInput field={field} error={fieldState.error?.message} label={label} min={min} max={max} />}
    />
  );
}

interface PickerInputProps {
  field: ControllerRenderProps<AuctionFormValues, 'startTime' | 'endTime'>;
  error: string | undefined;
  label: string;
  min: Dayjs | null;
  max: Dayjs | null;
}

function PickerInput({ field, error, label, min, max }: PickerInputProps) {
  const { t } = useTranslation();
  // The picker keeps its own value so a half-typed date stays on screen; the form gets ISO text.
  const [value, setValue] = useState<Dayjs | null>(() => inJakarta(field.value === HALF_TYPED ? null : field.value));
  return (
    <DateTimePicker
      label={label}
      value={value}
      onChange={(next) => {
        setValue(next);
        field.onChange(next === null ? null : next.isValid() ? next.toISOString() : HALF_TYPED);
      }}
      timezone={DEFAULT_TIME_ZONE}
      ampm={false}
      format={AUCTION_DATE_TIME_FORMAT}
      minDateTime={min ?? undefined}
      maxDateTime={max ?? undefined}
      inputRef={field.ref}
      // The desktop popper needs about 700 px; narrower windows get the full-screen mobile picker.
      desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
      slotProps={{
        textField: {
          fullWidth: true,
          name: field.name,
          onBlur: field.onBlur,
          error: Boolean(error),
          helperText: error ? t(error) : t('Jakarta time (WIB), 24-hour'),
        },
        actionBar: { actions: ['cancel', 'accept'] },
      }}
    />
  );
}
