import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/id';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';

/**
 * Date pickers in the reader's language: dayjs month and day names, and the picker's own texts
 * from the catalogue (MUI X ships no Indonesian texts).
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
      fieldClearLabel: t('Clear'),
      datePickerToolbarTitle: t('Select date'),
      openDatePickerDialogue: (formatted) => (formatted ? t('Choose date, selected date is {{date}}', { date: formatted }) : t('Choose date')),
      fieldDayPlaceholder: () => t('DD'),
      fieldMonthPlaceholder: () => t('MM'),
      fieldYearPlaceholder: ({ digitAmount }) => t('YYYY').charAt(0).repeat(digitAmount),
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
