import { describe, expect, it } from 'vitest';
import { afterOfferEdit, NO_OFFER_ERRORS, offerFieldErrors } from './offer-field-errors.rules';

const LOWER = 'Your offer should be lower than 340,000,000.00 with minimal decrement 1,000,000.00';

describe('offer field errors', () => {
  it('puts a total offer refusal under the entry', () => {
    expect(offerFieldErrors({}, [{ param: 'totalOffer', msg: LOWER }])).toEqual({ entry: LOWER, items: {} });
  });

  it('puts an item price refusal under the item it names, by the index of the offer sent', () => {
    const sent = { offerItems: [{ auctionItemId: 'a' }, { auctionItemId: 'b' }] };
    const errors = offerFieldErrors(sent, [
      { param: 'offerItems.1.unitOffer', msg: 'too high' },
      { param: 'offerItems.1.unitOffer', msg: 'second message of b' },
      { param: 'offerItems', msg: 'Please offer every item' },
    ]);
    expect(errors).toEqual({ entry: 'Please offer every item', items: { b: 'too high' } });
  });

  it('keeps a message naming an item that was not sent, or another field, under the entry', () => {
    expect(offerFieldErrors({ offerItems: [] }, [{ param: 'offerItems.3.unitOffer', msg: 'x' }])).toEqual({ entry: 'x', items: {} });
    expect(offerFieldErrors({}, [{ param: 'auctionId', msg: "Can't submit offer. Auction has been finished" }]).entry).toBe("Can't submit offer. Auction has been finished");
  });

  it('clears everything when the total is edited', () => {
    expect(afterOfferEdit({ entry: LOWER, items: {} })).toEqual(NO_OFFER_ERRORS);
  });

  it('clears only the edited item and the general message, leaving other items flagged', () => {
    expect(afterOfferEdit({ entry: 'general', items: { a: 'x', b: 'y' } }, 'a')).toEqual({ entry: null, items: { b: 'y' } });
  });

  it('returns the same errors when an edit changes nothing (no re-render)', () => {
    const errors = { entry: null, items: { b: 'y' } };
    expect(afterOfferEdit(errors, 'a')).toBe(errors);
    expect(afterOfferEdit(NO_OFFER_ERRORS)).toBe(NO_OFFER_ERRORS);
  });
});
