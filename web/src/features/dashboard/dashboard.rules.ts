import { formatLongDate, formatTime } from '@procura/domain/common/dates';
import type { Language } from '@procura/domain/common/i18n';
import { formatMoney } from '@procura/domain/common/money/money';
import type { DashboardSeries } from '@procura/domain/dashboard/dashboard.schemas';

// The chart's month labels: the spec's 'Jan to Des' are the Indonesian short names.
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

export function monthLabels(language: Language): readonly string[] {
  return SHORT_MONTHS[language];
}

/** How many years back the year selector offers (this year first). */
export const YEARS_OFFERED = 5;

export function yearOptions(currentYear: number): number[] {
  return Array.from({ length: YEARS_OFFERED }, (_, i) => currentYear - i);
}

export interface SavingChartRow {
  month: string;
  estimatedBudget: number;
  finalPrice: number;
  /** The exact amounts, for the tooltip. */
  estimatedBudgetText: string;
  finalPriceText: string;
}

/** One bar pair per month; the bars' heights are numbers, the texts stay exact. */
export function savingChartRows(budget: DashboardSeries, final: DashboardSeries, language: Language): SavingChartRow[] {
  return monthLabels(language).map((month, i) => ({
    month,
    estimatedBudget: Number(budget.months[i] ?? 0),
    finalPrice: Number(final.months[i] ?? 0),
    estimatedBudgetText: formatMoney(budget.months[i] ?? '0'),
    finalPriceText: formatMoney(final.months[i] ?? '0'),
  }));
}

/** True when neither series has a single amount: the chart shows its empty state. */
export function isEmptyYear(budget: DashboardSeries, final: DashboardSeries): boolean {
  return [...budget.months, ...final.months].every((amount) => Number(amount) === 0);
}

/** docs/rules/realtime-and-platform.md#dates-and-times: 'DD MMMM YYYY HH:mm' in Asia/Jakarta, the month in the reader's language. */
export function formatLastLogin(at: string, language: Language): string {
  return `${formatLongDate(at, language)} ${formatTime(at, false)}`;
}

/** Axis labels: short (1.5 M, 1,5 jt), the tooltip keeps the exact amount. */
export function compactAmount(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
