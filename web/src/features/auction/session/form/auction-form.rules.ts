import { formatMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { limitedTimeDuration } from '@procura/domain/auction/session/auction-session.rules';
import { AUCTION_RULE_DEFAULTS, type ExtensionFrom, type ExtensionTrigger, type TieRule } from '@procura/domain/auction/session/auction-rules.enums';
import { AUCTION_SESSION_MSG } from '@procura/domain/auction/session/auction-session.messages';
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
  /** The decrement as an amount (minimalDecrement) or a percent of the leading price (minimalDecrementPercent). */
  decrementKind: DecrementKind;
  minimalDecrementPercent: string;
  proxyBidding: boolean;
  /** Which offers extend and from when, as one named preset (trigger and start together). */
  extensionPreset: ExtensionPreset;
  extensionTopRanks: string;
  tieRule: TieRule;
  slipWarningPercent: string;
  maxPauseMinutes: string;
  vendorIds: string[];
  itemIds: string[];
}

export type DecrementKind = 'AMOUNT' | 'PERCENT';

/** The extension presets of the form: the trigger and where the extension counts from. */
export const EXTENSION_PRESETS = ['ANY_OFFER:PLANNED_END', 'ANY_OFFER:OFFER_TIME', 'TOP_RANKS:PLANNED_END', 'TOP_RANKS:OFFER_TIME'] as const satisfies ReadonlyArray<
  `${ExtensionTrigger}:${ExtensionFrom}`
>;
export type ExtensionPreset = (typeof EXTENSION_PRESETS)[number];

/** The trigger and the start a preset stands for. */
export function extensionOfPreset(preset: ExtensionPreset): { extensionTrigger: ExtensionTrigger; extensionFrom: ExtensionFrom } {
  const [extensionTrigger, extensionFrom] = preset.split(':') as [ExtensionTrigger, ExtensionFrom];
  return { extensionTrigger, extensionFrom };
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
  'minimalDecrementPercent',
  'proxyBidding',
  'extensionTopRanks',
  'tieRule',
  'slipWarningPercent',
  'maxPauseMinutes',
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
  decrementKind: 'AMOUNT',
  minimalDecrementPercent: '',
  proxyBidding: AUCTION_RULE_DEFAULTS.proxyBidding,
  extensionPreset: `${AUCTION_RULE_DEFAULTS.extensionTrigger}:${AUCTION_RULE_DEFAULTS.extensionFrom}`,
  extensionTopRanks: '1',
  tieRule: AUCTION_RULE_DEFAULTS.tieRule,
  slipWarningPercent: String(AUCTION_RULE_DEFAULTS.slipWarningPercent),
  maxPauseMinutes: String(AUCTION_RULE_DEFAULTS.maxPauseMinutes),
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
    decrementKind: draft.minimalDecrementPercent === null ? 'AMOUNT' : 'PERCENT',
    minimalDecrementPercent: draft.minimalDecrementPercent === null ? '' : String(Number(draft.minimalDecrementPercent)),
    proxyBidding: draft.proxyBidding,
    extensionPreset: `${draft.extensionTrigger}:${draft.extensionFrom}`,
    extensionTopRanks: String(draft.extensionTopRanks ?? 1),
    tieRule: draft.tieRule,
    slipWarningPercent: String(draft.slipWarningPercent),
    maxPauseMinutes: String(draft.maxPauseMinutes),
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
  const percent = values.decrementKind === 'PERCENT';
  const extension = extensionOfPreset(values.extensionPreset);
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
    // A percent decrement is sent instead of the amount (never both).
    minimalDecrement: percent ? '0.00' : values.minimalDecrement,
    minimalDecrementPercent: percent ? values.minimalDecrementPercent : null,
    proxyBidding: values.proxyBidding,
    ...extension,
    extensionTopRanks: extension.extensionTrigger === 'TOP_RANKS' ? values.extensionTopRanks : null,
    tieRule: values.tieRule,
    slipWarningPercent: values.slipWarningPercent,
    maxPauseMinutes: values.maxPauseMinutes,
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
  AUCTION_SESSION_MSG.extensionTopRanksRequired,
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

/** '1,234.5' -> 123450n (hundredths), or null for text that is not a plain non-negative decimal with at most 2 decimals. */
function hundredths(text: string): bigint | null {
  const plain = text.replace(/,/g, '').trim();
  const match = /^(\d{1,15})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What a percent decrement comes to on the initial price, in whole rupiah (half up), for the form's
 * preview; null until both are typed. The room shows the server's figure on the leading price.
 */
export function percentOfPrice(price: string, percent: string): string | null {
  const amount = hundredths(price);
  const share = hundredths(percent);
  if (amount === null || share === null || amount === 0n || share === 0n) return null;
  return String((amount * share + 500_000n) / 1_000_000n);
}
