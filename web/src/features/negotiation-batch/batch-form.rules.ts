import { formatLongDate, formatTime } from '@procura/domain/common/dates';
import type { Language } from '@procura/domain/common/i18n';
import type { NegotiationType } from '@procura/domain/negotiation/negotiation.enums';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';

// The batch form's own checks before it is sent (spec 3 section 5 "Negotiation batch and schedule").
// The server judges again with the domain schemas; these only spare a round trip.

export interface BatchFormValues {
  negotiationType: NegotiationType | null;
  /** ISO times, seconds zeroed; null while not chosen. */
  startDate: string | null;
  endDate: string | null;
  itemIds: string[];
  vendorIds: string[];
}

export type BatchFormField = keyof BatchFormValues;

/** A message and the values of its {placeholders}, filled in after translation. */
export interface FormProblem {
  msg: string;
  values?: Record<string, string>;
}
export type BatchFormErrors = Partial<Record<BatchFormField, FormProblem>>;

/** The range messages' date format: dd MMMM yyyy kk:mm. */
export function rangeDate(iso: string, language: Language): string {
  return `${formatLongDate(iso, language)} ${formatTime(iso, false)}`;
}

/** Seconds (and milliseconds) are set to zero (spec 3 section 5). */
export function withoutSeconds(iso: string): string {
  const date = new Date(iso);
  date.setUTCSeconds(0, 0);
  return date.toISOString();
}

/** The start must lie in the procurement's period: between start and end, or after the start when it has no end. */
export function startDateProblem(startDate: string | null, procurement: { startDate: string | null; endDate: string | null }, language: Language): FormProblem | null {
  if (!startDate || !procurement.startDate) return null;
  const at = Date.parse(startDate);
  const from = Date.parse(procurement.startDate);
  const start = rangeDate(procurement.startDate, language);
  if (!procurement.endDate) return at < from ? { msg: NEGOTIATION_MSG.startDateAbove, values: { start } } : null;
  const until = Date.parse(procurement.endDate);
  if (at < from || at > until) return { msg: NEGOTIATION_MSG.startDateBetween, values: { start, end: rangeDate(procurement.endDate, language) } };
  return null;
}

/** The end of the schedule comes after its start. */
export const END_BEFORE_START = 'The end must be after the start';

/** What creating the session (ON_GOING) needs; a draft needs only a valid schedule when one is given. */
export function batchFormErrors(
  values: BatchFormValues,
  procurement: { startDate: string | null; endDate: string | null },
  language: Language,
  creating: boolean,
): BatchFormErrors {
  const errors: BatchFormErrors = {};
  if (creating && !values.negotiationType) errors.negotiationType = { msg: NEGOTIATION_MSG.typeRequired };
  if (creating && !values.startDate) errors.startDate = { msg: NEGOTIATION_MSG.scheduleRequired };
  if (creating && !values.endDate) errors.endDate = { msg: NEGOTIATION_MSG.scheduleRequired };
  const start = startDateProblem(values.startDate, procurement, language);
  if (start) errors.startDate = start;
  if (values.startDate && values.endDate && Date.parse(values.endDate) <= Date.parse(values.startDate)) errors.endDate = { msg: END_BEFORE_START };
  if (creating && values.itemIds.length === 0) errors.itemIds = { msg: NEGOTIATION_MSG.itemsRequired };
  if (creating && values.vendorIds.length === 0) errors.vendorIds = { msg: NEGOTIATION_MSG.vendorsRequired };
  return errors;
}

/** Fills a message's {name} placeholders (the spec's texts use single braces). */
export function fillPlaceholders(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
