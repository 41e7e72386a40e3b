import type { FieldError } from '@procura/domain/common/errors';
import type { NegotiationType } from '@procura/domain/negotiation/negotiation.enums';
import {
  batchScheduleProblems,
  fillNegotiationMessage,
  formatRangeDate,
  onGoingProblems,
  rangeMessage,
  type DateRange,
} from '@procura/domain/negotiation/negotiation-batch.rules';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';

// The batch form before it is sent (docs/rules/negotiation.md#batch-rules), with the
// domain's rules (negotiation-batch.rules); the server judges again with the same ones.

export interface BatchFormValues {
  negotiationType: NegotiationType | null;
  /** ISO times, seconds zeroed; null while not chosen. */
  startDate: string | null;
  endDate: string | null;
  itemIds: string[];
  vendorIds: string[];
}

export type BatchFormField = keyof BatchFormValues;
export const BATCH_FORM_FIELDS: readonly BatchFormField[] = ['negotiationType', 'startDate', 'endDate', 'itemIds', 'vendorIds'];

/** The first message per field: Create Session checks everything, a draft only the dates it has. */
export function batchFormErrors(values: BatchFormValues, range: DateRange, creating: boolean): Partial<Record<BatchFormField, string>> {
  const problems = creating ? onGoingProblems(values, range) : batchScheduleProblems(values, range);
  return firstPerField(problems);
}

/** The first message of each known field; messages of other params are left out. */
export function firstPerField(problems: readonly FieldError[]): Partial<Record<BatchFormField, string>> {
  const errors: Partial<Record<BatchFormField, string>> = {};
  for (const problem of problems) {
    const field = BATCH_FORM_FIELDS.find((name) => name === problem.param);
    if (field && !errors[field]) errors[field] = problem.msg;
  }
  return errors;
}

/**
 * A message for the reader: the range messages arrive filled in English (the server's and the
 * rule's), so they are rebuilt from the translated template; the others are catalogue keys.
 */
export function translateBatchMessage(msg: string, range: DateRange, translate: (key: string) => string): string {
  if (range.start !== null && msg === rangeMessage(range)) {
    const template = range.end === null ? NEGOTIATION_MSG.startDateAbove : NEGOTIATION_MSG.startDateBetween;
    return fillNegotiationMessage(translate(template), { start: formatRangeDate(range.start), end: range.end === null ? '' : formatRangeDate(range.end) });
  }
  return translate(msg);
}
