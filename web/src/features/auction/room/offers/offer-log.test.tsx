// @vitest-environment happy-dom
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../../../components/retry-wait.testing';
import { OfferLog } from './offer-log';

// The vendor's own offer in its log says where its disqualification request stands (decision 231):
// waiting, then kept by the buyer (still valid) or disqualified.

afterEach(cleanup);

const own = (values: Partial<AuctionOfferLogView>): AuctionOfferLogView => ({
  sequence: 3,
  offerId: 'offer-3',
  vendorId: null,
  label: '(You)',
  you: true,
  totalOffer: '300000000.00',
  offerItems: [],
  createdAt: '2026-11-29T13:44:39.000Z',
  priceDisqualified: false,
  priceTooLow: false,
  disqualificationRequested: true,
  disqualificationDeclined: false,
  disqualifyReason: null,
  ...values,
});

describe("the vendor's offer log", () => {
  it('marks a request waiting for the decision', () => {
    renderIn('en', <OfferLog log={[own({})]} currency="IDR" />);
    expect(screen.getByTestId('offer-disqualification-requested').textContent).toBe('Disqualification requested');
    expect(screen.queryByTestId('offer-kept')).toBeNull();
  });

  it('marks an offer the buyer kept as still valid, in Indonesian too, and no longer as requested', () => {
    renderIn('id', <OfferLog log={[own({ disqualificationDeclined: true })]} currency="IDR" />);
    expect(screen.getByTestId('offer-kept').textContent).toBe('Dipertahankan pembeli: tetap sah');
    expect(screen.queryByTestId('offer-disqualification-requested')).toBeNull();
  });

  it('marks a disqualified offer as disqualified alone', () => {
    renderIn('en', <OfferLog log={[own({ priceDisqualified: true })]} currency="IDR" />);
    expect(screen.getByTestId('offer-disqualified').textContent).toBe('Disqualified');
    expect(screen.queryByTestId('offer-kept')).toBeNull();
    expect(screen.queryByTestId('offer-disqualification-requested')).toBeNull();
  });
});
