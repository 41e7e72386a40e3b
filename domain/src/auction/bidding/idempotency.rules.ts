import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { toMoney } from '../../common/money/money';
import { readDecimal } from '../../common/money/decimal-input.rules';
import { canonicalJson } from '../../common/hash-chain';

// An idempotency key answers only for the request it was made for (as Stripe's do): the key is
// stored with a fingerprint of the request, sha256 of the canonical JSON of its parameters without
// the key. The same key with other parameters is refused (409) and writes nothing; the same key
// with the same parameters answers the first result.

export const IDEMPOTENCY_MSG = {
  keyReused: 'This idempotency key was already used for a different request.',
} as const;

/** sha256 (hex) of the canonical JSON of a request's parameters; amounts must be strings (canonicalJson takes no fractions). */
export function requestFingerprint(params: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(params))));
}

/**
 * An amount as the request meant it: a readable decimal in one spelling ('1,000.50', 1000.5 and
 * '1000.500' are the same request), anything else kept as sent (a different request than any amount).
 * Absent stays absent.
 */
export function fingerprintAmount(raw: unknown): string | { sent: string } | undefined {
  if (raw === undefined) return undefined;
  const parts = readDecimal(raw);
  if (!parts) return { sent: typeof raw === 'string' ? raw : JSON.stringify(raw) };
  const value = toMoney(`${parts.integer || '0'}.${parts.fraction || '0'}`);
  return `${parts.negative && !value.isZero() ? '-' : ''}${value.toFixed()}`;
}

/**
 * What an offer asks for (POST …/offers and MAKE_OFFER without the key): the total, or each item's unit
 * price (the items in id order), and confirmSlip when it is true (a confirmed slip is another request
 * than an unconfirmed one; without it the fingerprint is the one kept before confirmSlip existed).
 */
export function offerFingerprint(input: {
  totalOffer?: unknown;
  offerItems?: ReadonlyArray<{ auctionItemId: string; unitOffer?: unknown }> | undefined;
  confirmSlip?: boolean | undefined;
}): string {
  const items = input.offerItems?.map((item) => ({ auctionItemId: item.auctionItemId, unitOffer: fingerprintAmount(item.unitOffer) ?? null }));
  items?.sort((a, b) => (a.auctionItemId < b.auctionItemId ? -1 : a.auctionItemId > b.auctionItemId ? 1 : 0));
  const asked = { totalOffer: fingerprintAmount(input.totalOffer) ?? null, offerItems: items ?? null };
  return requestFingerprint(input.confirmSlip === true ? { ...asked, confirmSlip: true } : asked);
}

/**
 * Whether a stored key may answer this request: the same fingerprint, or none stored (an offer
 * written before fingerprints were kept answers its retries as it always did).
 */
export function sameRequest(storedFingerprint: string | null, fingerprint: string): boolean {
  return storedFingerprint === null || storedFingerprint === fingerprint;
}
