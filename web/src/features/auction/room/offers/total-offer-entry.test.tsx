// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../../../components/retry-wait.testing';
import { roomState } from '../room-state.testing';
import { TotalOfferEntry } from './total-offer-entry';

// The hint under the total offer follows every rule in force (docs/rules/auction-bidding.md#ties-slips-and-a-percent-decrement):
// with a zero step and no tie for rank 1 it names the leading price as the amount refused.

const noop = () => undefined;
// The hint describes the total field (aria-describedby), the way a screen reader reads it.
const hint = () => screen.getByTestId('offer-total-input').getAttribute('aria-describedby');
const hintText = () => document.getElementById(hint() ?? '')?.textContent;

function show(language: 'en' | 'id', state: AuctionRoomState) {
  renderIn(language, <TotalOfferEntry state={state} disabled={false} error={null} onEdit={noop} onSubmit={noop} />);
}

const zeroStep = { ...roomState().info, minimalDecrement: '0.00' };
const noTie = { ...roomState().rules, minimalDecrement: '0.00', tieRule: 'NO_TIE_FOR_FIRST' as const };
const leadingZeroStep = (overrides: Partial<AuctionRoomState>) =>
  roomState({ leadingPrice: '900000.00', info: zeroStep, effectiveDecrement: '0.00', rules: noTie, ...overrides });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('TotalOfferEntry hint', () => {
  it('names the furthest offer allowed with a positive step, as today', () => {
    show('en', roomState({ leadingPrice: '900000.00', rules: { ...roomState().rules, tieRule: 'NO_TIE_FOR_FIRST' } }));
    expect(hintText()).toBe('Offer at most 890,000.00 IDR');
  });

  it('names the leading price as the amount refused with a zero step under no tie for rank 1', () => {
    show('en', leadingZeroStep({}));
    expect(hintText()).toBe('Offer less than 900,000.00 IDR: the leading price itself is refused, as rank 1 cannot be shared');
  });

  it('says more than the leading price in a forward auction', () => {
    show('en', leadingZeroStep({ direction: 'FORWARD' }));
    expect(hintText()).toBe('Offer more than 900,000.00 IDR: the leading price itself is refused, as rank 1 cannot be shared');
  });

  it('lets the leading price be offered with a zero step when the earlier offer wins a tie', () => {
    show('en', leadingZeroStep({ rules: { ...noTie, tieRule: 'EARLIER_WINS' } }));
    expect(hintText()).toBe('Offer at most 900,000.00 IDR');
  });

  it('tells a CLOSE vendor that an offer equal to the leading price it cannot see is refused', () => {
    show('en', roomState({ auctionType: 'CLOSE', you: { ranking: 2, lastOffer: '950000.00' }, rules: { ...roomState().rules, auctionType: 'CLOSE', tieRule: 'NO_TIE_FOR_FIRST' } }));
    expect(hintText()).toBe('Offer at most 940,000.00 IDR; an offer equal to the leading price is refused, as rank 1 cannot be shared');
  });

  it('reads in Indonesian', () => {
    show('id', leadingZeroStep({}));
    expect(hintText()).toBe('Tawarkan kurang dari 900,000.00 IDR: harga terdepan itu sendiri ditolak, karena peringkat 1 tidak dapat dibagi');
    cleanup();
    show('id', leadingZeroStep({ direction: 'FORWARD' }));
    expect(hintText()).toBe('Tawarkan lebih dari 900,000.00 IDR: harga terdepan itu sendiri ditolak, karena peringkat 1 tidak dapat dibagi');
    cleanup();
    show('id', roomState({ auctionType: 'CLOSE', you: { ranking: 2, lastOffer: '950000.00' }, rules: { ...roomState().rules, auctionType: 'CLOSE', tieRule: 'NO_TIE_FOR_FIRST' } }));
    expect(hintText()).toBe('Tawarkan paling tinggi 940,000.00 IDR; penawaran yang sama dengan harga terdepan ditolak, karena peringkat 1 tidak dapat dibagi');
  });
});
