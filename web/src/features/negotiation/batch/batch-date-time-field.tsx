import { DEFAULT_TIME_ZONE } from '@procura/domain/common/dates';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zeroSeconds } from '@procura/domain/negotiation/negotiation-batch.rules';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An ISO time (or null) as a Jakarta day.js value. */
function inJakarta(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.tz(DEFAULT_TIME_ZONE) : null;
}

/** dd/MM/yyyy HH:mm, 24-hour, Jakarta time (docs/rules/realtime-and-platform.md#dates-and-times). */
const FORMAT = 'DD/MM/YYYY HH:mm';

interface BatchDateTimeFieldProps {
  label: string;
  /** ISO time or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
  disabled?: boolean;
  min?: string | null;
  max?: string | null;
  testId: string;
}

/** A date-time picker holding ISO text with seconds zeroed; a half-typed date counts as none. */
export function BatchDateTimeField({ label, value, onChange, error, disabled, min, max, testId }: BatchDateTimeFieldProps) {
  const { t } = useTranslation();
  // The picker keeps its own value so a half-typed date stays on screen.
  const [shown, setShown] = useState<Dayjs | null>(() => inJakarta(value));
  return (
    // The test id sits on a wrapper: the field itself is a group of sections, not one input.
    <Box data-testid={testId}>
    <DateTimePicker
      label={label}
      value={shown}
      disabled={disabled}
      onChange={(next) => {
        setShown(next);
        onChange(next?.isValid() ? zeroSeconds(next.toISOString()).toISOString() : null);
      }}
      timezone={DEFAULT_TIME_ZONE}
      ampm={false}
      format={FORMAT}
      minDateTime={inJakarta(min) ?? undefined}
      maxDateTime={inJakarta(max) ?? undefined}
      desktopModeMediaQuery="@media (pointer: fine) and (min-width: 700px)"
      slotProps={{
        textField: {
          fullWidth: true,
          error: Boolean(error),
          helperText: error ?? t('Jakarta time (WIB), 24-hour'),
        },
        actionBar: { actions: ['cancel', 'accept'] },
      }}
    />
    </Box>
  );
}
