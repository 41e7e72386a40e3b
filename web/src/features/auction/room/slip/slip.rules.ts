// The slip guard (decision 183): the server refuses an offer more than the session's share past
// the leading price (param 'confirmSlip') until it is sent again with confirmSlip: true. The second
// confirmation shows how far the offer moves the price, in money and percent, computed here.

/** The refusal's param that asks for the second confirmation. */
export const CONFIRM_SLIP_PARAM = 'confirmSlip';

export function isSlipRefusal(errors: ReadonlyArray<{ param: string | null }>): boolean {
  return errors.some((error) => error.param === CONFIRM_SLIP_PARAM);
}

/** '1,234.5' -> 123450n (hundredths), or null. */
function hundredths(text: string): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d{0,2}))?$/.exec(text.replace(/,/g, '').trim());
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : null;
}

function money(value: bigint): string {
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

export interface SlipDrop {
  /** How far the offer moves from the reference price (never negative), 2 decimals. */
  amount: string;
  /** The same as a percent of the reference, 2 decimals. */
  percent: string;
}

/**
 * How far `offer` is from `reference` (the leading price; the vendor's own last offer where the
 * leading price is hidden): the drop in a reverse auction, the rise in a forward one. Null when
 * either is unknown or the reference is 0.
 */
export function slipDrop(reference: string | null, offer: string | null): SlipDrop | null {
  const from = reference === null ? null : hundredths(reference);
  const to = offer === null ? null : hundredths(offer);
  if (from === null || to === null || from === 0n) return null;
  const moved = from > to ? from - to : to - from;
  // percent in hundredths, half up: moved / from * 100 * 100
  const percent = (moved * 10_000n * 2n + from) / (from * 2n);
  return { amount: money(moved), percent: money(percent) };
}
