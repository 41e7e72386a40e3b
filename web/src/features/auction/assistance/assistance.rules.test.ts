import { describe, expect, it } from 'vitest';
import { placeableRequestIds, placementSignature, requestStage, withRequest } from './assistance.rules';
import { confirmed, helpRequest, placed, VENDOR_TWO } from './assistance.testing';

// docs/rules/auction-bidding.md#assisted-offers: one placement per request, the latest unused one.

describe('assisted offers rules', () => {
  it('puts an answered request in place, or adds it', () => {
    const one = helpRequest();
    const updated = { ...one, offer: placed() };
    const other = helpRequest({ requestId: 'req-2', sequence: 22 });
    expect(withRequest([one], updated)).toEqual([updated]);
    expect(withRequest([one], other)).toEqual([one, other]);
  });

  it('offers a placement on each vendor’s latest request without an offer', () => {
    const used = helpRequest({ requestId: 'a', sequence: 10, offer: placed() });
    const older = helpRequest({ requestId: 'b', sequence: 11 });
    const newer = helpRequest({ requestId: 'c', sequence: 15 });
    const otherVendor = helpRequest({ requestId: 'd', sequence: 12, procurementVendorId: VENDOR_TWO });
    expect([...placeableRequestIds([used, newer, older, otherVendor])].sort()).toEqual(['c', 'd']);
  });

  it('names what became of a request', () => {
    expect(requestStage(helpRequest())).toBe('waiting');
    expect(requestStage(helpRequest({ offer: placed() }))).toBe('placed');
    expect(requestStage(helpRequest({ offer: confirmed() }))).toBe('confirmed');
  });

  it('tells a confirmed slip from the first attempt of the same offer', () => {
    expect(placementSignature('v', '1.00', false)).toBe(placementSignature('v', '1.00', false));
    expect(placementSignature('v', '1.00', true)).not.toBe(placementSignature('v', '1.00', false));
    expect(placementSignature('w', '1.00', false)).not.toBe(placementSignature('v', '1.00', false));
  });
});
