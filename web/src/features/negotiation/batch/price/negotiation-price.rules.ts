import type { FieldError } from '@procura/domain/common/errors';
import { multiplyMoney } from '@procura/domain/common/money/money';
import { finalPriceProblems, finalTotal, type FinalPriceItem } from '@procura/domain/negotiation/negotiation-batch.rules';
import type { SubmitPriceInput } from '@procura/domain/negotiation/negotiation.schemas';
import type { NegotiationItemView } from '@procura/domain/negotiation/negotiation.views';
import type { BiddingType } from '@procura/domain/procurement/procurement.enums';
import { formatMoneyInput, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { isBatchRunning, isNegotiationRunning, type BatchFrom } from '@procura/domain/negotiation/negotiation-status.rules';
import type { NegotiationStatus } from '@procura/domain/negotiation/negotiation.enums';

// The Negotiation Price dialog (docs/rules/negotiation.md#offline-prices), with the
// domain's final-price rules (negotiation-batch.rules).

/** Price errors stay 10 s (docs/rules/negotiation.md#limits). */
export const PRICE_ERROR_MS = 10_000;

/** What is typed per negotiation item: the final unit price (masked) and the capable quantity. */
export interface PriceEntry {
  finalPrice: string;
  capableQty: string;
}
export type PriceEntries = Record<string, PriceEntry>;

export function initialEntries(items: readonly NegotiationItemView[]): PriceEntries {
  return Object.fromEntries(
    items.map((item) => [
      item._id,
      { finalPrice: item.finalPrice === null ? '' : formatMoneyInput(item.finalPrice), capableQty: item.capableQty ?? item.initialCapableQty },
    ]),
  );
}

/** A quantity as typed: digits and one dot. */
export function cleanQuantity(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** The quantity the price multiplies: the capable quantity typed, else the item's. */
function quantityOf(item: NegotiationItemView, entry: PriceEntry | undefined): string {
  const typed = entry?.capableQty.trim();
  return typed && Number(typed) > 0 ? typed : item.procurementItem.quantity;
}

function priceItems(items: readonly NegotiationItemView[], entries: PriceEntries): FinalPriceItem[] {
  return items.map((item) => ({
    finalPrice: parseMoneyInput(entries[item._id]?.finalPrice ?? ''),
    quantity: quantityOf(item, entries[item._id]),
    lastPrice: item.lastPrice,
  }));
}

/** Final unit price times quantity, or null while the price is empty. */
export function subtotalOf(item: NegotiationItemView, entry: PriceEntry | undefined): string | null {
  const price = parseMoneyInput(entry?.finalPrice ?? '');
  return price === null ? null : multiplyMoney(price, quantityOf(item, entry));
}

export const totalOf = (items: readonly NegotiationItemView[], entries: PriceEntries) => finalTotal(priceItems(items, entries));

/**
 * The problems of the typed prices, params naming the item (`items.2.finalPrice`) or the whole
 * (`items`): the domain's rules with the vendor's last total.
 */
export function pricesProblems(biddingType: string, items: readonly NegotiationItemView[], entries: PriceEntries, vendorLastTotal: string | null): FieldError[] {
  return finalPriceProblems(biddingType as BiddingType, priceItems(items, entries), vendorLastTotal);
}

/** The message shown under an item's input, by its row and field. */
export function itemProblem(problems: readonly FieldError[], index: number, field: 'finalPrice' | 'capableQty' = 'finalPrice'): string | null {
  return problems.find((problem) => problem.param === `items.${index}.${field}`)?.msg ?? null;
}

/** The message about the whole (the total, or the server's without a row): shown above the table. */
export function generalProblem(problems: readonly FieldError[]): string | null {
  return problems.find((problem) => !/^items\.\d+\./.test(problem.param ?? ''))?.msg ?? null;
}

export function pricePayload(negotiation: string, items: readonly NegotiationItemView[], entries: PriceEntries): SubmitPriceInput {
  return {
    negotiation,
    items: items.map((item) => {
      const entry = entries[item._id];
      const capableQty = entry?.capableQty.trim();
      return { _id: item._id, finalPrice: parseMoneyInput(entry?.finalPrice ?? '') ?? '0.00', ...(capableQty ? { capableQty } : {}) };
    }),
  };
}

/** The dialog acts only when both the negotiation and its batch run (docs/rules/negotiation.md#offline-prices). */
export function priceActionsAllowed(batchStatus: BatchFrom, negotiationStatus: NegotiationStatus): boolean {
  return isBatchRunning(batchStatus) && isNegotiationRunning(negotiationStatus);
}
