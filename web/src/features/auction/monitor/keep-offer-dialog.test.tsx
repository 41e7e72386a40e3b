// @vitest-environment happy-dom
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderIn, settle } from '../../../components/retry-wait.testing';
import { logEntry } from '../room/room-state.testing';
import { KeepOfferDialog } from './keep-offer-dialog';

// The buyer's Keep on a disqualification request (docs/rules/auction-bidding.md#disqualification):
// asked first, sent as DECLINE_DISQUALIFICATION, the server's refusal kept in the dialog.

const asked: AuctionOfferLogView = logEntry({ sequence: 4, offerId: 'offer-4', label: 'PT Alpha', totalOffer: '290000000.00', disqualificationRequested: true });
const kept = { data: { offer: { ...asked, disqualificationDeclined: true } } };

describe('KeepOfferDialog', () => {
  it('says what keeping does, sends the decision for that offer and closes', async () => {
    const decline = vi.fn().mockResolvedValue(kept);
    const onClose = vi.fn();
    renderIn('en', <KeepOfferDialog offer={asked} currency="IDR" decline={decline} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Keep the offer?' }).textContent).toContain(
      "PT Alpha's offer of 290,000,000.00 IDR stays valid and its request is refused. The vendor is told in its room and by e-mail.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep the offer' }));
    await settle();
    expect(decline).toHaveBeenCalledWith({ offerId: 'offer-4' });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the server’s refusal in the dialog, in Indonesian', async () => {
    const decline = vi.fn().mockResolvedValue({ errors: [{ param: null, msg: 'The request for this offer has already been decided' }] });
    const onClose = vi.fn();
    renderIn('id', <KeepOfferDialog offer={asked} currency="IDR" decline={decline} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pertahankan penawaran' }));
    await settle();
    expect(screen.getByTestId('keep-offer-error').textContent).toBe('Permintaan untuk penawaran ini sudah diputuskan');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onClose).toHaveBeenCalled();
  });
});
