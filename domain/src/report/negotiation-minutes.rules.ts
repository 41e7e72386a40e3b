import { multiplyMoney, sumMoney, toMoney, type MoneyInput } from '../common/money/money';

// The figures of the negotiation minutes (Berita Acara Klarifikasi dan Negosiasi), a document both
// parties sign, so every total is computed from the rows printed above it: each line is its unit
// price x its quantity, each table's total the sum of its lines, the saving the difference of the
// two totals. The vendor's last total offer is printed beside them only when it is a different
// figure (a total offered without unit prices, whose items start from the buyer's estimate).

export interface MinutesItem {
  /** The starting unit price and the quantity it was offered for. */
  unitBefore: MoneyInput;
  quantityBefore: MoneyInput;
  /** The agreed unit price (null while none) and the quantity agreed. */
  unitAfter: MoneyInput | null;
  quantityAfter: MoneyInput;
}

export interface MinutesLine {
  unitPrice: string | null;
  quantity: string;
  total: string | null;
}

export interface MinutesSaving {
  /** base - final, 2 decimals (negative when the price rose). */
  amount: string;
  /** The amount as a percentage of the base, 2 decimals; null against a base of 0. */
  percent: string | null;
}

export interface MinutesFigures {
  before: { lines: MinutesLine[]; total: string };
  after: { lines: MinutesLine[]; total: string };
  /** Total before negotiation minus total after. */
  saving: MinutesSaving;
  /** The vendor's last total offer and the saving against it, when it differs from the total before. */
  vendorOffer: { total: string; saving: MinutesSaving } | null;
}

function savingOf(base: string, final: string): MinutesSaving {
  const amount = toMoney(base).minus(toMoney(final));
  const percent = toMoney(base).isZero() ? null : amount.times(100).dividedBy(toMoney(base)).toFixed(2);
  return { amount: amount.toFixed(2), percent };
}

function line(unitPrice: MoneyInput | null, quantity: MoneyInput): MinutesLine {
  const unit = unitPrice === null ? null : toMoney(unitPrice).toFixed(2);
  return { unitPrice: unit, quantity: toMoney(quantity).toFixed(2), total: unit === null ? null : multiplyMoney(unit, quantity) };
}

const totalOf = (lines: MinutesLine[]) => sumMoney(lines.flatMap((l) => (l.total === null ? [] : [l.total])));

/** Every figure of the minutes from the items; vendorLastTotal is the negotiation's price before (its last price). */
export function minutesFigures(items: readonly MinutesItem[], vendorLastTotal: MoneyInput | null): MinutesFigures {
  const beforeLines = items.map((item) => line(item.unitBefore, item.quantityBefore));
  const afterLines = items.map((item) => line(item.unitAfter, item.quantityAfter));
  const before = { lines: beforeLines, total: totalOf(beforeLines) };
  const after = { lines: afterLines, total: totalOf(afterLines) };
  const vendorTotal = vendorLastTotal === null ? null : toMoney(vendorLastTotal);
  const vendorOffer =
    vendorTotal !== null && vendorTotal.greaterThan(0) && !vendorTotal.equals(toMoney(before.total))
      ? { total: vendorTotal.toFixed(2), saving: savingOf(vendorTotal.toFixed(2), after.total) }
      : null;
  return { before, after, saving: savingOf(before.total, after.total), vendorOffer };
}
