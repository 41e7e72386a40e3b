import { describe, expect, it } from 'vitest';
import { anOffer, aRoomState } from '../../features/negotiation/online/negotiation-state.testing';
import { applyNegotiationEvent, turnFor, withNegotiationOffer } from './negotiation-room.rules';

describe('negotiation turn', () => {
  it('lets the buyer offer first when there is no offer, and nobody before the start', () => {
    expect(turnFor('buyer', 'ON_GOING', [])).toMatchObject({ turn: 'buyer', canOffer: true, canDeal: false });
    expect(turnFor('vendor', 'ON_GOING', [])).toMatchObject({ turn: 'buyer', canOffer: false });
    expect(turnFor('buyer', 'NOT_STARTED', [])).toMatchObject({ turn: null, canOffer: false });
  });

  it('lets the recipient of the latest offer answer with an offer or a deal', () => {
    const offers = [anOffer(1, 'buyer')];
    expect(turnFor('vendor', 'ON_GOING', offers)).toMatchObject({ turn: 'vendor', canOffer: true, canDeal: true, awaitingMyConfirmation: false });
    expect(turnFor('buyer', 'ON_GOING', offers)).toMatchObject({ turn: 'vendor', canOffer: false, canDeal: false });
  });

  it('asks the receiver of a DEAL to confirm it or answer NOT_DEAL', () => {
    const offers = [anOffer(1, 'buyer'), anOffer(2, 'vendor', 'DEAL')];
    expect(turnFor('buyer', 'ON_GOING', offers)).toEqual({ turn: 'buyer', canOffer: false, canDeal: true, canNotDeal: true, awaitingMyConfirmation: true });
    expect(turnFor('vendor', 'ON_GOING', offers).canDeal).toBe(false);
  });

  it('closes the turn once a DEAL is confirmed by a second DEAL', () => {
    const offers = [anOffer(1, 'buyer'), anOffer(2, 'vendor', 'DEAL'), anOffer(3, 'buyer', 'DEAL')];
    expect(turnFor('buyer', 'ON_GOING', offers).turn).toBeNull();
    expect(turnFor('vendor', 'ON_GOING', offers).canOffer).toBe(false);
  });

  it('gives the next offer to the sender of a NOT_DEAL', () => {
    const offers = [anOffer(1, 'buyer'), anOffer(2, 'vendor', 'DEAL'), anOffer(3, 'buyer', 'NOT_DEAL')];
    expect(turnFor('buyer', 'ON_GOING', offers)).toMatchObject({ turn: 'buyer', canOffer: true, canDeal: false });
    expect(turnFor('vendor', 'ON_GOING', offers).canOffer).toBe(false);
  });

  it('never lets a spectator act', () => {
    for (const offers of [[], [anOffer(1, 'buyer')], [anOffer(1, 'buyer'), anOffer(2, 'vendor', 'DEAL')]]) {
      const turn = turnFor('spectator', 'ON_GOING', offers);
      expect([turn.canOffer, turn.canDeal, turn.canNotDeal]).toEqual([false, false, false]);
    }
  });
});

describe('negotiation room events', () => {
  it('puts an offer in place once, however often it arrives, and notes the vendor offered', () => {
    const state = aRoomState('buyer');
    const event = { type: 'NEGOTIATION_OFFER' as const, payload: { negotiationId: 'n1', offer: anOffer(1, 'vendor'), dealFinal: false, finalPrice: null } };
    const once = applyNegotiationEvent(state, event)!;
    const twice = applyNegotiationEvent(once, event)!;
    expect(twice.offers).toHaveLength(1);
    expect(twice.negotiation.vendorHasOffered).toBe(true);
    expect(twice.turn).toMatchObject({ turn: 'buyer', canOffer: true });
    expect(withNegotiationOffer([anOffer(2, 'buyer')], anOffer(1, 'buyer')).map((o) => o.sequence)).toEqual([1, 2]);
  });

  it('applies a status change with the cancel details and closes the turn', () => {
    const state = aRoomState('vendor', {}, [anOffer(1, 'buyer')]);
    const next = applyNegotiationEvent(state, {
      type: 'NEGOTIATION_STATUS',
      payload: { negotiationId: 'n1', status: 'CANCELED', serverNow: '2026-11-25T05:00:00.000Z', cancelReason: '<p>No budget</p>', canceledBy: 'Budi', canceledAt: '2026-11-25T05:00:00.000Z' },
    })!;
    expect(next.negotiation).toMatchObject({ status: 'CANCELED', canceledBy: 'Budi', cancelReason: '<p>No budget</p>' });
    expect(next.turn.canOffer).toBe(false);
  });

  it('replaces the spectator list and ignores another negotiation', () => {
    const state = aRoomState('buyer');
    const spectator = { accountId: 's1', name: 'Sari', email: 's@x.test', companyName: 'PT Buyer', online: true };
    expect(applyNegotiationEvent(state, { type: 'SPECTATOR_LIST', payload: { negotiationId: 'n1', spectators: [spectator] } })!.spectators).toEqual([spectator]);
    expect(applyNegotiationEvent(state, { type: 'SPECTATOR_LIST', payload: { negotiationId: 'other', spectators: [spectator] } })).toBe(state);
    expect(applyNegotiationEvent(null, { type: 'SPECTATOR_LIST', payload: { negotiationId: 'n1', spectators: [] } })).toBeNull();
  });
});
