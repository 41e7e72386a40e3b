import { describe, expect, it } from 'vitest';
import { applyEvent, initialStanding, isBetterPrice, replay, type AuctionEvent } from './auction-standing.rules';

const at = '2026-03-01T09:00:00.000Z';
const auctionId = 'a1';
const start: AuctionEvent = { kind: 'START', sequence: 1, auctionId, at, payload: { startTime: at, endTime: '2026-03-01T10:00:00.000Z' } };
const offer = (sequence: number, vendor: string, totalOffer: string, items: { auctionItemId: string; unitOffer: string }[] = []): AuctionEvent => ({
  kind: 'OFFER',
  sequence,
  auctionId,
  at,
  payload: { offerId: `o${sequence}`, vendorId: vendor, totalOffer, items, priceTooLow: false },
});
const disqualify = (sequence: number, offerId: string): AuctionEvent => ({
  kind: 'DISQUALIFICATION',
  sequence,
  auctionId,
  at,
  payload: { offerId, vendorId: 'unused', reason: 'typo' },
});

describe('auction standing', () => {
  it('starts with no offers, no end and no extensions', () => {
    expect(replay('REVERSE', [])).toEqual(initialStanding('REVERSE'));
    expect(replay('REVERSE', [])).toMatchObject({ phase: 'NOT_STARTED', sequence: 0, endTime: null, extensionsUsed: 0, leadingPrice: null });
  });

  it('runs from the start with its end time', () => {
    expect(replay('REVERSE', [start])).toMatchObject({ phase: 'ON_GOING', endTime: '2026-03-01T10:00:00.000Z', sequence: 1 });
  });

  it('keeps each vendor its last offer and leads with the best one', () => {
    const state = replay('REVERSE', [start, offer(2, 'v1', '900.00'), offer(3, 'v2', '800.00'), offer(4, 'v1', '850.00')]);
    expect(state.leadingPrice).toBe('800.00');
    expect(state.vendors.v1!.lastOffer).toMatchObject({ offerId: 'o4', totalOffer: '850.00' });
    expect(state.vendors.v1!.lastSequence).toBe(4);
    expect(state.vendors.v2!.validOffers).toHaveLength(1);
    expect(state.sequence).toBe(4);
  });

  it('leads with the highest offer in a forward auction', () => {
    expect(replay('FORWARD', [start, offer(2, 'v1', '900.00'), offer(3, 'v2', '950.00')]).leadingPrice).toBe('950.00');
    expect(isBetterPrice('FORWARD', '2', '1')).toBe(true);
    expect(isBetterPrice('REVERSE', '2', '1')).toBe(false);
  });

  it('keeps per item the last unit price of each vendor and the best per item', () => {
    const state = replay('REVERSE', [
      start,
      offer(2, 'v1', '100.00', [{ auctionItemId: 'a', unitOffer: '10.00' }, { auctionItemId: 'b', unitOffer: '20.00' }]),
      offer(3, 'v2', '90.00', [{ auctionItemId: 'a', unitOffer: '9.00' }]),
      offer(4, 'v1', '80.00', [{ auctionItemId: 'b', unitOffer: '18.00' }]),
    ]);
    expect(state.vendors.v1!.lastUnitOffers).toEqual({ a: '10.00', b: '18.00' });
    expect(state.itemLeadingPrices).toEqual({ a: '9.00', b: '18.00' });
  });

  it("falls a disqualified vendor back to its previous valid offer and recomputes the leading price", () => {
    const state = replay('REVERSE', [start, offer(2, 'v1', '900.00'), offer(3, 'v2', '850.00'), offer(4, 'v1', '800.00'), disqualify(5, 'o4')]);
    expect(state.vendors.v1!.lastOffer).toMatchObject({ offerId: 'o2', totalOffer: '900.00' });
    expect(state.leadingPrice).toBe('850.00');
    expect(state.offers.o4).toEqual({ procurementVendorId: 'v1', disqualified: true });
    expect(state.sequence).toBe(5);
  });

  it('leaves a vendor with no standing when its only offer is disqualified', () => {
    const state = replay('REVERSE', [start, offer(2, 'v1', '900.00'), disqualify(3, 'o2')]);
    expect(state.vendors.v1).toMatchObject({ lastOffer: null, lastSequence: null, validOffers: [], lastUnitOffers: {} });
    expect(state.leadingPrice).toBeNull();
  });

  it('brings back the per-item price of an earlier offer when the later one is disqualified', () => {
    const state = replay('REVERSE', [
      start,
      offer(2, 'v1', '10.00', [{ auctionItemId: 'a', unitOffer: '10.00' }]),
      offer(3, 'v1', '9.00', [{ auctionItemId: 'a', unitOffer: '9.00' }]),
      disqualify(4, 'o3'),
    ]);
    expect(state.itemLeadingPrices).toEqual({ a: '10.00' });
  });

  it('ignores a second disqualification of the same offer and one of an unknown offer', () => {
    const once = replay('REVERSE', [start, offer(2, 'v1', '900.00'), offer(3, 'v1', '800.00'), disqualify(4, 'o3')]);
    const twice = applyEvent(once, disqualify(5, 'o3'));
    expect({ ...twice, sequence: 4 }).toEqual(once);
    expect(applyEvent(once, disqualify(5, 'nope')).vendors).toEqual(once.vendors);
  });

  it('moves the end with extensions; only injury time counts towards the cap', () => {
    const state = replay('REVERSE', [
      start,
      { kind: 'EXTENSION', sequence: 2, auctionId, at, payload: { previousEndTime: '2026-03-01T10:00:00.000Z', endTime: '2026-03-01T10:01:00.000Z', extensionsUsed: 1, cause: 'INJURY_TIME' } },
      { kind: 'EXTENSION', sequence: 3, auctionId, at, payload: { previousEndTime: '2026-03-01T10:01:00.000Z', endTime: '2026-03-01T10:05:00.000Z', extensionsUsed: 1, cause: 'OUTAGE' } },
    ]);
    expect(state).toMatchObject({ endTime: '2026-03-01T10:05:00.000Z', extensionsUsed: 1 });
  });

  it('ends DONE when stopped and CANCELED when canceled', () => {
    expect(replay('REVERSE', [start, { kind: 'STOP', sequence: 2, auctionId, at, payload: { endTime: at } }]).phase).toBe('DONE');
    expect(replay('REVERSE', [start, { kind: 'CANCEL', sequence: 2, auctionId, at, payload: { reason: 'late' } }]).phase).toBe('CANCELED');
  });

  it('changes nothing but the sequence on a disqualification request', () => {
    const before = replay('REVERSE', [start, offer(2, 'v1', '900.00')]);
    const after = applyEvent(before, { kind: 'DISQUALIFICATION_REQUEST', sequence: 3, auctionId, at, payload: { offerId: 'o2', vendorId: 'v1', reason: 'typo' } });
    expect(after).toEqual({ ...before, sequence: 3 });
  });

  it('does not change the state it is given', () => {
    const before = replay('REVERSE', [start, offer(2, 'v1', '900.00')]);
    const copy = structuredClone(before);
    applyEvent(before, offer(3, 'v1', '800.00'));
    applyEvent(before, disqualify(3, 'o2'));
    expect(before).toEqual(copy);
  });

  it('replays a ledger to the state its entries give one by one, leaving every earlier state as it was', () => {
    const item = (unitOffer: string) => [{ auctionItemId: 'i1', unitOffer }];
    const entries = [start, offer(2, 'v1', '900.00', item('90.00')), offer(3, 'v2', '850.00', item('85.00')), offer(4, 'v1', '800.00', item('80.00')), disqualify(5, 'o4'), offer(6, 'v2', '840.00'), disqualify(7, 'o3')];
    const states = [initialStanding('REVERSE')];
    const snapshots = [structuredClone(states[0])];
    for (const entry of entries) {
      states.push(applyEvent(states.at(-1)!, entry));
      snapshots.push(structuredClone(states.at(-1)!));
    }
    expect(replay('REVERSE', entries)).toEqual(states.at(-1));
    states.forEach((state, i) => expect(state, `state ${i}`).toEqual(snapshots[i]));
    expect(replay('REVERSE', entries)).toMatchObject({ leadingPrice: '840.00', itemLeadingPrices: { i1: '90.00' } });
  });
});
