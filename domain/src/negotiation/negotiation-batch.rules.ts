import { formatLongDate, formatTime } from '../common/dates';
import type { FieldError } from '../common/errors';
import { multiplyMoney, sumMoney, toMoney, type MoneyInput } from '../common/money/money';
import type { BiddingType } from '../procurement/procurement.enums';
import { NEGOTIATION_MSG as MSG } from './negotiation.messages';

// The batch's and the offline price dialog's rules (docs/rules/negotiation.md#offline-prices). Pure: the server judges with
// them and the web forms show the same messages before sending.

type When = Date | string | number;

/** Fills the `{name}` placeholders of a negotiation message. */
export function fillNegotiationMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
const time = (value: When) => new Date(value).getTime();

/** Times are kept to the minute: the pickers show no seconds (docs/rules/negotiation.md#batch-rules). */
export function zeroSeconds(value: When): Date {
  const date = new Date(value);
  date.setUTCSeconds(0, 0);
  return date;
}

/** `dd MMMM yyyy HH:mm` in Jakarta, the range messages' format (24 h, English month names). */
export function formatRangeDate(value: When): string {
  return `${formatLongDate(value, 'en')} ${formatTime(value, false)}`;
}

/** The range a start date must fall in: from `start`, up to `end` when there is one. */
export interface DateRange {
  start: When | null;
  end: When | null;
}

/** The spec's message for a date out of its range. */
export function rangeMessage(range: DateRange): string {
  const start = range.start === null ? '' : formatRangeDate(range.start);
  if (range.end === null) return fillNegotiationMessage(MSG.startDateAbove, { start });
  return fillNegotiationMessage(MSG.startDateBetween, { start, end: formatRangeDate(range.end) });
}

/** True when the date (seconds zeroed) lies within the range, bounds included. */
export function isWithin(value: When, range: DateRange): boolean {
  const at = time(zeroSeconds(value));
  if (range.start !== null && at < time(zeroSeconds(range.start))) return false;
  if (range.end !== null && at > time(range.end)) return false;
  return true;
}

export interface BatchScheduleInput {
  startDate: When | null | undefined;
  endDate: When | null | undefined;
}

/**
 * The batch schedule against the procurement's period: the start, and the end when set, within
 * it; the end after the start. Empty dates are judged only when the batch is created (see below).
 */
export function batchScheduleProblems(batch: BatchScheduleInput, procurement: DateRange): FieldError[] {
  const problems: FieldError[] = [];
  const message = rangeMessage(procurement);
  if (batch.startDate != null && !isWithin(batch.startDate, procurement)) problems.push({ param: 'startDate', msg: message });
  if (batch.endDate != null) {
    const afterStart = batch.startDate == null || time(zeroSeconds(batch.endDate)) > time(zeroSeconds(batch.startDate));
    if (!afterStart || !isWithin(batch.endDate, procurement)) problems.push({ param: 'endDate', msg: message });
  }
  return problems;
}

export interface BatchCreationInput extends BatchScheduleInput {
  negotiationType: string | null | undefined;
  itemIds: readonly string[];
  vendorIds: readonly string[];
}

/** What a batch needs before Create Session (ON_GOING), in the form's order. */
export function onGoingProblems(batch: BatchCreationInput, procurement: DateRange): FieldError[] {
  const problems: FieldError[] = [];
  if (!batch.negotiationType) problems.push({ param: 'negotiationType', msg: MSG.typeRequired });
  if (batch.startDate == null || batch.endDate == null) problems.push({ param: batch.startDate == null ? 'startDate' : 'endDate', msg: MSG.scheduleRequired });
  problems.push(...batchScheduleProblems(batch, procurement));
  if (batch.itemIds.length === 0) problems.push({ param: 'itemIds', msg: MSG.itemsRequired });
  if (batch.vendorIds.length === 0) problems.push({ param: 'vendorIds', msg: MSG.vendorsRequired });
  return problems;
}

/** A vendor's schedule: required, from the batch's start up to the procurement's end. */
export function vendorScheduleProblem(startDate: When | null | undefined, batchStart: When | null, procurementEnd: When | null): string | null {
  if (startDate == null || startDate === '') return MSG.negotiationDateRequired;
  const range = { start: batchStart, end: procurementEnd };
  return isWithin(startDate, range) ? null : rangeMessage(range);
}

/** The items a new batch starts with: only the first for unit-price bidding, else all (docs/rules/negotiation.md#limits). */
export function defaultItemIds<T>(biddingType: BiddingType, itemIds: readonly T[]): T[] {
  return biddingType === 'UNIT_PRICE' ? itemIds.slice(0, 1) : [...itemIds];
}

/** The starting unit price of an item: the vendor's last auction price, else its quoted price, else the estimate. */
export function initialUnitPrice(auctionPrice: string | null, quotedPrice: string | null, estimate: string): string {
  for (const price of [auctionPrice, quotedPrice]) if (price !== null && toMoney(price).greaterThan(0)) return toMoney(price).toFixed(2);
  return toMoney(estimate).toFixed(2);
}

const isZero = (value: MoneyInput | null | undefined) => value === null || value === undefined || value === '' || toMoney(value).isZero();

export interface FinalPriceItem {
  /** The agreed unit price. */
  finalPrice: MoneyInput | null | undefined;
  /** The quantity it is multiplied by (the capable quantity typed, else the item's). */
  quantity: MoneyInput;
  /** The vendor's last unit price for the item (auction, else quotation); null or 0 when none. */
  lastPrice: MoneyInput | null;
}

/** The negotiated total: sum of quantity x unit price. */
export function finalTotal(items: readonly FinalPriceItem[]): string {
  return sumMoney(items.map((item) => (isZero(item.finalPrice) ? '0' : multiplyMoney(item.finalPrice!, item.quantity))));
}

/**
 * The offline final prices (docs/rules/negotiation.md#offline-prices). Every item needs a price above 0 ('Couldn't send 0
 * offer'). TOTAL_PRICE and TOTAL_PRICE_BY_UNIT: the total must be strictly lower than the vendor's
 * last total when it has one. UNIT_PRICE has no total check: each unit price must be lower than the
 * item's last auction price, unless that price is 0 or missing. Params name the item's row.
 */
export function finalPriceProblems(biddingType: BiddingType, items: readonly FinalPriceItem[], vendorLastTotal: MoneyInput | null): FieldError[] {
  const zero = items.flatMap((item, index) => (isZero(item.finalPrice) ? [{ param: `items.${index}.finalPrice`, msg: MSG.zeroOffer }] : []));
  if (zero.length > 0) return zero;
  if (biddingType === 'UNIT_PRICE') {
    return items.flatMap((item, index) =>
      !isZero(item.lastPrice) && !toMoney(item.finalPrice!).lessThan(toMoney(item.lastPrice!))
        ? [{ param: `items.${index}.finalPrice`, msg: MSG.finalBelowAuctionLast }]
        : [],
    );
  }
  if (!isZero(vendorLastTotal) && !toMoney(finalTotal(items)).lessThan(toMoney(vendorLastTotal!))) return [{ param: 'items', msg: MSG.finalBelowVendorLast }];
  return [];
}

/** A log value as stored: zero and empty become null (docs/rules/negotiation.md#offline-prices). */
export function logValue(value: MoneyInput | null | undefined): string | null {
  return isZero(value) ? null : toMoney(value!).toFixed(2);
}

/** A log row as typed: the buyer's and the vendor's price of one round. */
export interface LogRow {
  buyerOffer?: MoneyInput | null;
  vendorOffer?: MoneyInput | null;
}

/**
 * One log row against the negotiation's final total: the buyer's price at most the final, the
 * vendor's at least. No final yet: nothing to compare with.
 */
export function logRowProblems(row: LogRow, final: MoneyInput | null): FieldError[] {
  const problems: FieldError[] = [];
  if (isZero(final)) return problems;
  const buyer = logValue(row.buyerOffer);
  const vendor = logValue(row.vendorOffer);
  if (buyer !== null && toMoney(buyer).greaterThan(toMoney(final!))) problems.push({ param: 'buyerOffer', msg: MSG.buyerLogTooHigh });
  if (vendor !== null && toMoney(vendor).lessThan(toMoney(final!))) problems.push({ param: 'vendorOffer', msg: MSG.vendorLogTooLow });
  return problems;
}

/** Every row's problems, params prefixed by the row (`logs.2.buyerOffer`); saving waits for none. */
export function logProblems(rows: readonly LogRow[], final: MoneyInput | null): FieldError[] {
  return rows.flatMap((row, index) => logRowProblems(row, final).map((p) => ({ param: `logs.${index}.${p.param}`, msg: p.msg })));
}
