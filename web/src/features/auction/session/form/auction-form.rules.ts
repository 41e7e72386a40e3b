import { formatMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { limitedTimeDuration } from '@procura/domain/auction/session/auction-session.rules';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { AuctionSessionView } from '@procura/domain/procurement/procurement.views';

// What the Auction Evaluation Methods form holds and how it becomes the session payload
// (docs/rules/procurement.md#auction-session-form). Pure: the page and its tests share it.

/** The form's values: text as typed (money masked), times as ISO strings, picked ids. */
export interface AuctionFormValues {
  auctionType: string;
  auctionModel: string;
  periodType: string;
  startTime: string | null;
  endTime: string | null;
  duration: string;
  timeExtension: string;
  injuryTimeBeforeEnd: string;
  maxSessionExtension: string;
  initialPrice: string;
  minimalDecrement: string;
  vendorIds: string[];
  itemIds: string[];
}

export type AuctionFormField = keyof AuctionFormValues;

export const AUCTION_FORM_FIELDS = [
  'auctionType',
  'auctionModel',
  'periodType',
  'startTime',
  'endTime',
  'duration',
  'timeExtension',
  'injuryTimeBeforeEnd',
  'maxSessionExtension',
  'initialPrice',
  'minimalDecrement',
  'vendorIds',
  'itemIds',
] as const satisfies readonly AuctionFormField[];

/** A new session: the spec's defaults of 0 for minimal decrement, time extension, injury time and max extension. */
export const EMPTY_AUCTION_FORM: AuctionFormValues = {
  auctionType: '',
  auctionModel: '',
  periodType: '',
  startTime: null,
  endTime: null,
  duration: '',
  timeExtension: '0',
  injuryTimeBeforeEnd: '0',
  maxSessionExtension: '0',
  initialPrice: '',
  minimalDecrement: '0.00',
  vendorIds: [],
  itemIds: [],
};

/** A saved draft reopened in the form. */
export function formValuesOfDraft(draft: AuctionSessionView): AuctionFormValues {
  const limited = draft.periodType === 'LIMITED_TIME';
  return {
    auctionType: draft.auctionType,
    auctionModel: draft.auctionModel,
    periodType: draft.periodType,
    startTime: draft.startTime,
    endTime: limited ? draft.endTime : null,
    duration: limited ? '' : draft.duration,
    timeExtension: draft.timeExtension,
    injuryTimeBeforeEnd: draft.injuryTimeBeforeEnd,
    maxSessionExtension: String(draft.maxSessionExtension),
    initialPrice: formatMoneyInput(draft.initialPrice),
    minimalDecrement: formatMoneyInput(draft.minimalDecrement),
    vendorIds: [...draft.vendorIds],
    itemIds: [...draft.itemIds],
  };
}

/** The read-only duration of a limited-time session, or '' until both times make sense. */
export function computedDuration(startTime: string | null, endTime: string | null): string {
  const start = startTime ? new Date(startTime).getTime() : Number.NaN;
  const end = endTime ? new Date(endTime).getTime() : Number.NaN;
  // NaN (missing or half-typed) fails this comparison too.
  if (!(end > start)) return '';
  return limitedTimeDuration(startTime!, endTime!);
}

/** What auctionSessionFormSchema reads: the end only for LIMITED_TIME, the duration only for INJURY_TIME. */
export function toSchemaInput(values: AuctionFormValues, procurementId: string, unitPrice: boolean): Record<string, unknown> {
  const limited = values.periodType === 'LIMITED_TIME';
  return {
    procurementId,
    status: 'DRAFT',
    auctionType: values.auctionType,
    auctionModel: values.auctionModel,
    periodType: values.periodType,
    startTime: values.startTime ?? '',
    endTime: limited ? values.endTime : null,
    duration: limited ? computedDuration(values.startTime, values.endTime) : values.duration,
    timeExtension: values.timeExtension,
    injuryTimeBeforeEnd: limited ? '0' : values.injuryTimeBeforeEnd,
    maxSessionExtension: limited ? '0' : values.maxSessionExtension,
    initialPrice: values.initialPrice,
    minimalDecrement: values.minimalDecrement,
    vendorIds: values.vendorIds,
    itemIds: unitPrice ? values.itemIds : [],
  };
}

/** The field a server or schema path names: its last segment that is not a list index ('vendorIds.0' -> vendorIds). */
export function fieldOfPath(path: string | readonly PropertyKey[] | null | undefined): AuctionFormField | null {
  if (path === null || path === undefined) return null;
  const segments = (typeof path === 'string' ? path.split(/[.[\]]/) : path.map(String)).filter((s) => s !== '' && !/^\d+$/.test(s));
  const last = segments.at(-1);
  return (AUCTION_FORM_FIELDS as readonly string[]).includes(last ?? '') ? (last as AuctionFormField) : null;
}

export interface PathMessage {
  path: string | readonly PropertyKey[] | null;
  message: string;
}

/** One message per field, the first one found; messages naming no field are returned apart. */
export function messagesByField(issues: readonly PathMessage[]): { fields: Partial<Record<AuctionFormField, string>>; general: string[] } {
  const fields: Partial<Record<AuctionFormField, string>> = {};
  const general: string[] = [];
  for (const { path, message } of issues) {
    const field = fieldOfPath(path);
    if (field === null) {
      if (!general.includes(message)) general.push(message);
    } else {
      fields[field] ??= message;
    }
  }
  return { fields, general };
}

const [RANGE_HEAD = '', RANGE_MIDDLE = ''] = PROCUREMENT_MSG.auctionTimeRange.split(/\{\{\w+\}\}/);

/** The dates of a filled time-range message ("Please input auction start and end time between … and …"), or null. */
export function parseTimeRangeMessage(message: string): { start: string; end: string } | null {
  if (!message.startsWith(RANGE_HEAD)) return null;
  const rest = message.slice(RANGE_HEAD.length);
  const cut = rest.lastIndexOf(RANGE_MIDDLE);
  if (cut <= 0) return null;
  return { start: rest.slice(0, cut), end: rest.slice(cut + RANGE_MIDDLE.length) };
}

const MINUTES_INTEGER_DIGITS = 5;

/** Minutes as typed: digits and one dot, at most 2 decimals, so no minus sign can be typed. */
export function maskMinutesTyping(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const integer = (dot === -1 ? cleaned : cleaned.slice(0, dot)).slice(0, MINUTES_INTEGER_DIGITS);
  if (dot === -1) return integer;
  return `${integer || '0'}.${cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** A whole number as typed (max session extension): digits only, at most 3. */
export function maskWholeNumberTyping(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 3);
}

/** The messages of a value not given yet: they raise the spec's "Error: Uncomplete Form" banner. */
const MISSING_VALUE_MESSAGES: ReadonlySet<string> = new Set([
  PROCUREMENT_MSG.auctionTypeRequired,
  PROCUREMENT_MSG.auctionModelRequired,
  PROCUREMENT_MSG.periodTypeRequired,
  PROCUREMENT_MSG.startTimeRequired,
  PROCUREMENT_MSG.endTimeRequired,
  PROCUREMENT_MSG.durationRequired,
  PROCUREMENT_MSG.initialPriceRequired,
  PROCUREMENT_MSG.auctionNeedsTwoVendors,
  PROCUREMENT_MSG.auctionNeedsItem,
]);

/** The title of the banner of a form holding a wrong value (not a missing one). */
export const INVALID_FORM_TITLE = 'Error: Invalid Form';

export type FormProblem =
  /** A start or end outside the procurement's dates: the spec's own banner. */
  | { kind: 'timeRange' }
  /** The first refused field is empty ('incomplete') or holds a wrong value ('invalid'); its message names it. */
  | { kind: 'incomplete' | 'invalid'; field: AuctionFormField | null; message: string };

type ErrorsByField = Partial<Record<AuctionFormField | 'root', { type?: string | number; message?: string } | undefined>>;

/**
 * What the refused form's banner names: its first refused field in the form's order (a message of
 * no field last), so a start time in the past is named as such rather than as an incomplete form.
 */
export function firstFormProblem(errors: ErrorsByField, timeRangeType: string): FormProblem | null {
  for (const field of [...AUCTION_FORM_FIELDS, 'root'] as const) {
    const error = errors[field];
    if (!error?.message) continue;
    if (error.type === timeRangeType) return { kind: 'timeRange' };
    const name = field === 'root' ? null : field;
    return { kind: MISSING_VALUE_MESSAGES.has(error.message) ? 'incomplete' : 'invalid', field: name, message: error.message };
  }
  return null;
}
