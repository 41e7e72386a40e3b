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
 * empty-field placeholders, and what a screen reader hears of the field's parts, the calendar and
 * the clock) from the catalogue, switching with the language. MUI X ships no Indonesian texts, so
 * they are ours. Pages mount it around their pickers rather than the app
 * around everything, so the sign-in page does not download the pickers.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // t changes with the language, and the texts with it.
  const localeText = useMemo<PickersInputLocaleText>(() => {
    // A clock's view named in a sentence ('Select hours'): the view's own text, in lower case.
    const viewName = (view: 'hours' | 'minutes' | 'seconds' | 'meridiem') =>
      ({ hours: t('Hours'), minutes: t('Minutes'), seconds: t('Seconds'), meridiem: t('Meridiem') })[view].toLowerCase();
    return {
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
      // What a screen reader hears: the field's parts, the calendar's and the clock's buttons and lists.
      year: t('Year'),
      month: t('Month'),
      day: t('Day'),
      weekDay: t('Week day'),
      hours: t('Hours'),
      minutes: t('Minutes'),
      seconds: t('Seconds'),
      meridiem: t('Meridiem'),
      empty: t('Empty'),
      openPreviousView: t('Open previous view'),
      openNextView: t('Open next view'),
      calendarViewSwitchingButtonAriaLabel: (view) =>
        view === 'year' ? t('year view is open, switch to calendar view') : t('calendar view is open, switch to year view'),
      dateTableLabel: t('pick date'),
      timeTableLabel: t('pick time'),
      selectViewText: (view) => t('Select {{view}}', { view: viewName(view) }),
      clockLabelText: (view, formattedTime) =>
        formattedTime
          ? t('Select {{view}}. Selected time is {{time}}', { view: viewName(view), time: formattedTime })
          : t('Select {{view}}. No time selected', { view: viewName(view) }),
      hoursClockNumberText: (hours) => (Number(hours) === 1 ? t('{{hours}} hour', { hours }) : t('{{hours}} hours', { hours })),
      minutesClockNumberText: (minutes) => (Number(minutes) === 1 ? t('{{minutes}} minute', { minutes }) : t('{{minutes}} minutes', { minutes })),
      secondsClockNumberText: (seconds) => (Number(seconds) === 1 ? t('{{seconds}} second', { seconds }) : t('{{seconds}} seconds', { seconds })),
    };
  }, [t]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
