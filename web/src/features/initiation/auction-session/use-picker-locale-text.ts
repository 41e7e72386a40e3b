import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';

/** The date-time picker's own texts in the reader's language (MUI X ships no Indonesian set). */
export function usePickerLocaleText(): Partial<PickersLocaleText> {
  const { t } = useTranslation();
  return {
    cancelButtonLabel: t('Cancel'),
    okButtonLabel: t('OK'),
    clearButtonLabel: t('Clear'),
    todayButtonLabel: t('Today'),
    nextStepButtonLabel: t('Next'),
    dateTimePickerToolbarTitle: t('Select date & time'),
    previousMonth: t('Previous month'),
    nextMonth: t('Next month'),
    openDatePickerDialogue: () => t('Choose date'),
    fieldDayPlaceholder: () => 'DD',
    fieldMonthPlaceholder: () => 'MM',
    fieldYearPlaceholder: (params) => 'Y'.repeat(params.digitAmount),
    fieldHoursPlaceholder: () => 'hh',
    fieldMinutesPlaceholder: () => 'mm',
  };
}
