import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../common/dates';
import { sumMoney } from '../common/money/money';
import { savingAgainstBaseline } from '../procurement/evaluation/saving.rules';
import { DASHBOARD_MAX_YEAR, DASHBOARD_MIN_YEAR, DASHBOARD_MSG } from './dashboard.messages';

/** The year it is now in Asia/Jakarta (the dashboard's default). */
export function currentJakartaYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric' }).format(now));
}

/**
 * GET …/dashboard/estimated-budget and …/final-price: `?year=2026`; absent or blank means the
 * current year in Asia/Jakarta (filled in by the server, which knows the time).
 */
export const dashboardYearQuerySchema = z.object({
  year: z
    .union([z.string(), z.number()], { error: DASHBOARD_MSG.yearInvalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || String(value).trim() === '') return undefined;
      const text = String(value).trim();
      const year = Number(text);
      if (!/^\d{4}$/.test(text) || year < DASHBOARD_MIN_YEAR || year > DASHBOARD_MAX_YEAR) {
        ctx.addIssue({ code: 'custom', message: DASHBOARD_MSG.yearInvalid });
        return z.NEVER;
      }
      return year;
    }),
});
export type DashboardYearQuery = z.infer<typeof dashboardYearQuerySchema>;

/** The four counters' answer: `{ data: { total } }`. */
export const dashboardCountSchema = z.object({ total: z.number().int().nonnegative() });
export type DashboardCount = z.infer<typeof dashboardCountSchema>;

/** A monthly series: twelve 2-decimal amounts, January first. */
export const dashboardSeriesSchema = z.object({
  year: z.number().int(),
  months: z.array(z.string()).length(12),
});
export type DashboardSeries = z.infer<typeof dashboardSeriesSchema>;

/** GET …/dashboard/last-login: the sign-in before the current one (null on a first sign-in). */
export interface DashboardLastLogin {
  /** ISO 8601. */
  lastLogin: string | null;
}

/** The counters of the dashboard, in the spec's order; each names its endpoint. */
export const DASHBOARD_COUNTERS = ['total-initiation', 'new-auction', 'on-going-auction', 'negotiation'] as const;
export type DashboardCounter = (typeof DASHBOARD_COUNTERS)[number];
export const DASHBOARD_SERIES = ['estimated-budget', 'final-price'] as const;
export type DashboardSeriesName = (typeof DASHBOARD_SERIES)[number];

/**
 * docs/rules/reports-dashboard-help.md#dashboard: the saving is the sum of the estimated budgets minus the sum of the final
 * prices. Both series hold only the procurements that have a final price (and an estimate), so
 * this is what those procurements saved against their estimate (savingAgainstBaseline); 0.00
 * while none has a final price.
 */
export function potentialSaving(estimatedBudget: readonly string[], finalPrice: readonly string[]): string {
  return savingAgainstBaseline(sumMoney(estimatedBudget), sumMoney(finalPrice))?.amount ?? '0.00';
}
