import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/id';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';

/**
 * Every date and date-time picker of the product sits under this provider: dayjs month and day
 * names in the reader's language, and the picker's own texts (Clear, Cancel, OK, the toolbar, the
 * empty-field placeholders) from the catalogue, switching with the language. MUI X ships no
 * Indonesian texts, so they are ours. Pages mount it around their pickers rather than the app
 * around everything, so the sign-in page does not download the pickers.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const localeText = useMemo<PickersInputLocaleText>(
    () => ({
      previousMonth: t('Previous month'),
      nextMonth: t('Next month'),
      cancelButtonLabel: t('Cancel'),
      clearButtonLabel: t('Clear'),
      okButtonLabel: t('OK'),
      todayButtonLabel: t('Today'),
      nextStepButtonLabel: t('Next'),
      fieldClearLabel: t('Clear'),
      datePickerToolbarTitle: t('Select date'),
      dateTimePickerToolbarTitle: t('Select date & time'),
      timePickerToolbarTitle: t('Select time'),
      openDatePickerDialogue: (formatted) => (formatted ? t('Choose date, selected date is {{date}}', { date: formatted }) : t('Choose date')),
      openTimePickerDialogue: (formatted) => (formatted ? t('Choose time, selected time is {{time}}', { time: formatted }) : t('Choose time')),
      fieldDayPlaceholder: () => t('DD'),
      fieldMonthPlaceholder: () => t('MM'),
      fieldYearPlaceholder: ({ digitAmount }) => t('YYYY').charAt(0).repeat(digitAmount),
      fieldHoursPlaceholder: () => t('hh'),
      fieldMinutesPlaceholder: () => 'mm',
    }),
    // t changes with the language, and the texts with it.
    [t],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
