import { toMoney } from '../../common/money/money';
import type { BiddingType, PriceDirection } from '../procurement.enums';

// Saving against a baseline (decision 163): the one rule the buyer's auction monitor, the two auction
// reports and the dashboard measure a price by. The baseline is the procurement's estimate (the
// items' grand total, what the buyer expected to pay); a saving is only stated when both the
// baseline and the price exist, never made up from a missing one.

type Amount = string | number;
type Maybe<T> = T | null | undefined;

const HUNDRED = 100;

export interface Saving {
  /** In money, 2 decimals: baseline - price (reverse); price - baseline (forward, the buyer sells). Negative: worse than the baseline. */
  amount: string;
  /** The amount in percent of the baseline, 2 decimals, rounded half up. */
  percent: string;
}

const positive = (value: Maybe<Amount>) => {
  if (value === null || value === undefined || value === '') return null;
  const amount = toMoney(value);
  return amount.greaterThan(0) ? amount : null;
};

/**
 * What the price saves against the baseline, or null when there is no baseline (none, or 0) or no
 * price (none, or 0: no offer). A reverse auction or a purchase saves what the price is below the
 * baseline; a forward auction (the buyer sells) gains what it is above.
 */
export function savingAgainstBaseline(baseline: Maybe<Amount>, price: Maybe<Amount>, direction: PriceDirection = 'REVERSE'): Saving | null {
  const base = positive(baseline);
  const paid = positive(price);
  if (!base || !paid) return null;
  const amount = direction === 'REVERSE' ? base.minus(paid) : paid.minus(base);
  return { amount: amount.toFixed(2), percent: amount.dividedBy(base).times(HUNDRED).toFixed(2) };
}

/**
 * The baseline of an auction session's total offers: the procurement's estimated total. A
 * UNIT_PRICE session has none: its vendors price items one by one, so a vendor's total may cover
 * only some of the items and is not comparable with the estimate of all of them.
 */
export function auctionSavingBaseline(biddingType: BiddingType | string, estimatedTotal: string | null): string | null {
  return biddingType === 'UNIT_PRICE' ? null : estimatedTotal;
}
