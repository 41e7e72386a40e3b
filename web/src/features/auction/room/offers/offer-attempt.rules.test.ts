import { describe, expect, it } from 'vitest';
import { attemptFor, attemptSignature } from './offer-attempt.rules';

describe('offer attempts and their idempotency key', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('reuses the key when the same offer is sent again', () => {
    const signature = attemptSignature({ totalOffer: '100.00' });
    const first = attemptFor(null, signature, newKey);
    expect(attemptFor(first, attemptSignature({ totalOffer: '100.00' }), newKey)).toBe(first);
  });

  it('makes a new key for a different offer', () => {
    const first = attemptFor(null, attemptSignature({ totalOffer: '100.00' }), newKey);
    const second = attemptFor(first, attemptSignature({ totalOffer: '90.00' }), newKey);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('tells item offers apart by item and price', () => {
    const a = attemptSignature({ offerItems: [{ auctionItemId: 'i1', unitOffer: '5.00' }] });
    const b = attemptSignature({ offerItems: [{ auctionItemId: 'i1', unitOffer: '4.00' }] });
    expect(a).not.toBe(b);
    expect(a).toBe(attemptSignature({ offerItems: [{ auctionItemId: 'i1', unitOffer: '5.00' }] }));
  });
});
