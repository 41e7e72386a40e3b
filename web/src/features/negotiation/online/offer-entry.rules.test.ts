import { describe, expect, it } from 'vitest';
import { anItem, anOffer, aRoomState } from './negotiation-state.testing';
import { currentTerms, draftErrors, draftToOfferItems, draftTotal, entryGates, initialDraft, turnCaption } from './offer-entry.rules';

const items = [anItem('a'), anItem('b', {}, '250.50')];

describe('offer entry', () => {
  it('starts from the latest priced offer, else from the initial terms', () => {
    expect(initialDraft(items, [])).toEqual({ a: { price: '1,000.00', qty: '10' }, b: { price: '250.50', qty: '10' } });
    const offers = [anOffer(1, 'buyer', 'OFFER', [{ negotiationItem: 'a', offer: '900.00', capableQty: '5.00' }]), anOffer(2, 'vendor', 'DEAL')];
    expect(currentTerms(items[0]!, offers)).toEqual({ price: '900.00', qty: '5.00' });
    expect(initialDraft(items, offers).a).toEqual({ price: '900.00', qty: '5' });
  });

  it('totals unit price times capable quantity exactly, and shows nothing while an entry is not a number', () => {
    expect(draftTotal(items, { a: { price: '1,234.56', qty: '3' }, b: { price: '0.10', qty: '2.5' } })).toBe('3703.93');
    expect(draftTotal(items, { a: { price: '', qty: '3' }, b: { price: '1.00', qty: '1' } })).toBeNull();
  });

  it('refuses a zero price and a quantity outside the item range with the spec texts', () => {
    const errors = draftErrors(items, { a: { price: '0.00', qty: '1' }, b: { price: '100.00', qty: '11' } });
    expect(errors.a).toEqual({ price: "Couldn't send 0 offer", qty: 'Your input must be above or equal to 2 and below or equal to 10' });
    expect(errors.b).toEqual({ qty: 'Your input must be above or equal to 2 and below or equal to 10' });
    expect(draftErrors(items, { a: { price: '1.00', qty: '2' }, b: { price: '1,000.00', qty: '10' } })).toEqual({});
  });

  it('sends plain decimals', () => {
    expect(draftToOfferItems(items, { a: { price: '1,500.00', qty: '2' }, b: { price: '3.5', qty: '4.25' } })).toEqual([
      { negotiationItem: 'a', offer: '1500.00', capableQty: '2' },
      { negotiationItem: 'b', offer: '3.50', capableQty: '4.25' },
    ]);
  });

  it('opens entry and buttons only from the server turn, and shows a spectator no buttons', () => {
    const buyer = { ...aRoomState('buyer'), turn: { canOffer: true, canDeal: false, canNotDeal: false, awaitingMyConfirmation: false, turn: 'buyer' as const } };
    expect(entryGates(buyer)).toEqual({ showButtons: true, editable: true, canOffer: true, canDeal: false, canNotDeal: false });
    const spectator = { ...buyer, viewer: 'spectator' as const, turn: { ...buyer.turn, canOffer: true } };
    expect(entryGates(spectator)).toEqual({ showButtons: false, editable: false, canOffer: false, canDeal: false, canNotDeal: false });
  });

  it('says whose move it is from the reader side', () => {
    const state = aRoomState('vendor');
    expect(turnCaption({ ...state, turn: { ...state.turn, turn: 'buyer' } })).toBe('Waiting for the buyer');
    expect(turnCaption({ ...state, turn: { ...state.turn, turn: 'vendor' } })).toBe('It is your turn');
    expect(turnCaption(aRoomState('buyer', { status: 'NOT_STARTED' }))).toBe('The buyer has not started this negotiation yet');
  });
});
