import { describe, expect, it } from 'vitest';
import { fingerprintAmount, offerFingerprint, requestFingerprint, sameRequest } from './idempotency.rules';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('request fingerprints', () => {
  it('is the sha256 of the canonical JSON, whatever the key order', () => {
    expect(requestFingerprint({ b: '1', a: '2' })).toBe(requestFingerprint({ a: '2', b: '1' }));
    expect(requestFingerprint({ a: '2' })).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint({ a: '2' })).not.toBe(requestFingerprint({ a: '3' }));
  });

  it('reads one amount written several ways as one request', () => {
    expect(fingerprintAmount('1,000.50')).toBe('1000.5');
    expect(fingerprintAmount(1000.5)).toBe('1000.5');
    expect(fingerprintAmount('1000.500')).toBe('1000.5');
    expect(fingerprintAmount(' 001000.5 ')).toBe('1000.5');
    expect(fingerprintAmount('-0')).toBe('0');
    expect(fingerprintAmount('-5')).toBe('-5');
    expect(fingerprintAmount(undefined)).toBeUndefined();
  });

  it('keeps what is no amount as sent, apart from every amount', () => {
    expect(fingerprintAmount('abc')).toEqual({ sent: 'abc' });
    expect(fingerprintAmount('')).toEqual({ sent: '' });
    expect(fingerprintAmount(true)).toEqual({ sent: 'true' });
  });

  it('tells an offer from every different one under the same key', () => {
    const first = offerFingerprint({ totalOffer: '900000' });
    expect(offerFingerprint({ totalOffer: 900000 })).toBe(first);
    expect(offerFingerprint({ totalOffer: '900,000.00' })).toBe(first);
    for (const other of [{ totalOffer: '899000' }, { totalOffer: 'abc' }, {}, { totalOffer: '900000', offerItems: [] }, { offerItems: [{ auctionItemId: A, unitOffer: '900000' }] }]) {
      expect(offerFingerprint(other)).not.toBe(first);
    }
  });

  it('reads unit prices per item, in any order, and tells other prices apart', () => {
    const first = offerFingerprint({ offerItems: [{ auctionItemId: A, unitOffer: '10' }, { auctionItemId: B, unitOffer: '20' }] });
    expect(offerFingerprint({ offerItems: [{ auctionItemId: B, unitOffer: 20 }, { auctionItemId: A, unitOffer: '10.00' }] })).toBe(first);
    expect(offerFingerprint({ offerItems: [{ auctionItemId: A, unitOffer: '10' }, { auctionItemId: B, unitOffer: '19' }] })).not.toBe(first);
    expect(offerFingerprint({ offerItems: [{ auctionItemId: A, unitOffer: '10' }] })).not.toBe(first);
    expect(offerFingerprint({ offerItems: [{ auctionItemId: A, unitOffer: '10' }, { auctionItemId: B }] })).not.toBe(first);
  });

  it('lets a key stored without a fingerprint answer as before', () => {
    expect(sameRequest(null, 'f')).toBe(true);
    expect(sameRequest('f', 'f')).toBe(true);
    expect(sameRequest('g', 'f')).toBe(false);
  });

  it('tells a confirmed slip from an unconfirmed offer, and keeps the older fingerprint without it', () => {
    const plain = offerFingerprint({ totalOffer: '900000' });
    expect(offerFingerprint({ totalOffer: '900000', confirmSlip: false })).toBe(plain);
    expect(offerFingerprint({ totalOffer: '900000', confirmSlip: true })).not.toBe(plain);
    expect(offerFingerprint({ totalOffer: '900,000.00', confirmSlip: true })).toBe(offerFingerprint({ totalOffer: 900000, confirmSlip: true }));
  });
});
