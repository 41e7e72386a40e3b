// @vitest-environment happy-dom
import { ASSIST_MSG } from '@procura/domain/auction/assistance/assistance.messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, passSeconds, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { announce } from '../../../components/live-announcer';
import { arrived } from '../objections/objections-render.testing';
import { callOf, descriptionOf, refused } from '../objections/objections.testing';
import { AskForHelpCard } from './ask-for-help-card';
import { renderSignedIn } from './assistance-render.testing';
import { AUCTION, confirmed, helpRequest, placed } from './assistance.testing';

// The vendor asks the buyer for help when its connection fails (docs/rules/auction-bidding.md#assisted-offers),
// over HTTP only, and follows what became of its requests.

vi.mock('../../../components/live-announcer', () => ({ announce: vi.fn() }));

beforeEach(() => vi.mocked(announce).mockClear());

const REASON = 'Our office network is down.';
const VENDOR_ACCOUNT = 'acc-vendor';

async function askWith(reason: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Ask the buyer for help' }));
  await settle();
  const dialog = screen.getByRole('dialog', { name: 'Ask the buyer for help' });
  if (reason) fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await arrived();
  return dialog;
}

describe('the vendor ask-for-help card', () => {
  it('sends a request with its reason and lists it as waiting for the buyer', async () => {
    const mine = helpRequest({ reason: REASON });
    const server = serverAnswers(
      () => answered([]),
      () => answered(mine),
      () => answered([mine]),
    );
    renderSignedIn(<AskForHelpCard auctionId={AUCTION} currency="IDR" />, VENDOR_ACCOUNT);
    await arrived();
    const card = screen.getByTestId('room-assistance');
    expect(within(card).getByRole('heading', { name: 'Cannot place your offer?' })).toBeTruthy();
    expect(card.textContent).toContain(
      "If your connection fails, ask the buyer to place your offer for you. A second member of the buyer's committee confirms it, and you receive its receipt by e-mail.",
    );
    expect(screen.queryByTestId('assistance-request')).toBeNull();

    await askWith(REASON);
    await passSeconds(1);

    expect(callOf(server, 1)).toEqual({ path: `/api/secured/auction/${AUCTION}/assistance`, method: 'POST', body: { reason: REASON } });
    expect(announce).toHaveBeenCalledWith('Your request has been sent to the buyer.', 'assistance');
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = within(card).getByRole('list', { name: 'Your requests' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry!.textContent).toContain('02/03/2026 15:01:05 WIB');
    expect(entry!.textContent).toContain(REASON);
    expect(within(entry!).getByTestId('assistance-status').textContent).toBe('Waiting for the buyer');
  });

  it('asks for the reason before sending anything', async () => {
    const server = serverAnswers(() => answered([]));
    renderSignedIn(<AskForHelpCard auctionId={AUCTION} currency="IDR" />, VENDOR_ACCOUNT);
    await arrived();
    const dialog = await askWith('');
    const field = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toContain(ASSIST_MSG.reasonRequired);
    expect(descriptionOf(field)).toContain('0 of 500 characters');
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal of the reason under the field', async () => {
    serverAnswers(() => answered([]), () => refused(400, 'reason', ASSIST_MSG.reasonTooLong));
    renderSignedIn(<AskForHelpCard auctionId={AUCTION} currency="IDR" />, VENDOR_ACCOUNT);
    await arrived();
    const dialog = await askWith(REASON);
    const field = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toContain(ASSIST_MSG.reasonTooLong);
    expect(announce).not.toHaveBeenCalled();
  });

  it('shows a 409 as an alert in the dialog and reads the list again', async () => {
    const server = serverAnswers(
      () => answered([]),
      () => refused(409, null, ASSIST_MSG.onlyWhileRunning),
      () => answered([]),
    );
    renderSignedIn(<AskForHelpCard auctionId={AUCTION} currency="IDR" />, VENDOR_ACCOUNT);
    await arrived();
    const dialog = await askWith(REASON);
    await passSeconds(1);
    expect(within(dialog).getByRole('alert').textContent).toBe(ASSIST_MSG.onlyWhileRunning);
    expect(server).toHaveBeenCalledTimes(3);
    expect(announce).not.toHaveBeenCalled();
  });

  it('follows its requests: an offer placed for it, then confirmed, newest first', async () => {
    const first = helpRequest({ offer: confirmed({ totalOffer: '960000.00' }) });
    const second = helpRequest({ requestId: 'req-2', sequence: 30, reason: 'Still offline.', offer: placed({ assistedOfferId: 'ao-2', totalOffer: '940000.00' }) });
    serverAnswers(() => answered([first, second]));
    renderSignedIn(<AskForHelpCard auctionId={AUCTION} currency="IDR" />, VENDOR_ACCOUNT);
    await arrived();
    expect(screen.getAllByTestId('assistance-status').map((node) => node.textContent)).toEqual([
      "Offer placed: 940,000.00 IDR, waiting for a second member's confirmation",
      'Offer confirmed: 960,000.00 IDR',
    ]);
  });

  it('reads the requests again every 5 seconds', async () => {
    const server = serverAnswers(
      () => answered([]),
      () => answered([helpRequest({ offer: placed() })]),
    );
    renderSignedIn(<AskForHelpCard auctionId={AUCTION} currency="IDR" />, VENDOR_ACCOUNT);
    await arrived();
    await passSeconds(5);
    await arrived();
    await passSeconds(1);
    expect(server).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('assistance-status').textContent).toBe("Offer placed: 950,000.00 IDR, waiting for a second member's confirmation");
  });

  it('shows nothing to a vendor that does not attend', async () => {
    serverAnswers(() => refused(404, null, 'Auction not found'));
    renderSignedIn(<AskForHelpCard auctionId={AUCTION} currency="IDR" />, VENDOR_ACCOUNT);
    await arrived();
    expect(screen.queryByTestId('room-assistance')).toBeNull();
  });

  it('speaks Indonesian', async () => {
    serverAnswers(() => answered([helpRequest()]));
    renderSignedIn(<AskForHelpCard auctionId={AUCTION} currency="IDR" />, VENDOR_ACCOUNT, 'id');
    await arrived();
    expect(screen.getByRole('heading', { name: 'Tidak dapat mengajukan penawaran?' })).toBeTruthy();
    expect(screen.getByTestId('assistance-status').textContent).toBe('Menunggu pembeli');
    fireEvent.click(screen.getByRole('button', { name: 'Minta bantuan pembeli' }));
    await settle();
    expect(screen.getByRole('textbox', { name: 'Alasan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kirim permintaan' })).toBeTruthy();
  });
});
