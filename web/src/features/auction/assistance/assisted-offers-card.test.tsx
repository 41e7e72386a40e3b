// @vitest-environment happy-dom
import { ASSIST_MSG } from '@procura/domain/auction/assistance/assistance.messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, passSeconds, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { announce } from '../../../components/live-announcer';
import { arrived } from '../objections/objections-render.testing';
import { callOf, descriptionOf, refused } from '../objections/objections.testing';
import { renderSignedIn } from './assistance-render.testing';
import { AssistedOffersCard } from './assisted-offers-card';
import { ATTENDING, AUCTION, COLLEAGUE, confirmed, helpRequest, ME, placed, VENDOR_ONE, VENDOR_TWO } from './assistance.testing';

// The buyer's assisted offers (docs/rules/auction-bidding.md#assisted-offers): requests for help, an
// offer placed for a request after a confirmation, and its confirmation by a second committee member.

vi.mock('../../../components/live-announcer', () => ({ announce: vi.fn() }));

beforeEach(() => vi.mocked(announce).mockClear());

const PATH = `/api/secured/auction/${AUCTION}`;
const PLACE_QUESTION = 'Place 950,000.00 IDR for PT Vendor Satu? It counts only when a second member of your committee confirms it.';

function renderCard(accountId = ME, language: 'en' | 'id' = 'en') {
  return renderSignedIn(<AssistedOffersCard auctionId={AUCTION} currency="IDR" direction="REVERSE" vendors={ATTENDING} />, accountId, language);
}

/** Place offer on the vendor's row, the total typed, and the form sent: the confirmation it asks. */
async function typeOffer(total: string) {
  const row = screen.getByRole('listitem', { name: 'PT Vendor Satu' });
  fireEvent.click(within(row).getByRole('button', { name: 'Place offer' }));
  await settle();
  const form = screen.getByRole('dialog', { name: 'Place offer' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Total offer' }), { target: { value: total } });
  fireEvent.click(within(form).getByRole('button', { name: 'Place offer' }));
  await settle();
  return form;
}

async function answerYes(dialogName: string, button: string) {
  fireEvent.click(within(screen.getByRole('dialog', { name: dialogName })).getByRole('button', { name: button }));
  await arrived();
  await passSeconds(1);
}

describe('the buyer assisted offers card', () => {
  it('says no vendor has asked for help', async () => {
    serverAnswers(() => answered([]));
    renderCard();
    await arrived();
    const card = screen.getByTestId('assisted-offers');
    expect(within(card).getByRole('heading', { name: 'Assisted offers' })).toBeTruthy();
    expect(screen.getByTestId('assisted-offers-empty').textContent).toBe('No vendor has asked for help.');
  });

  it('records a request received by phone for an attending vendor', async () => {
    const recorded = helpRequest({ procurementVendorId: VENDOR_TWO, vendorName: 'PT Vendor Dua', channel: 'BUYER', reason: 'Called: their line is down.' });
    const server = serverAnswers(
      () => answered([]),
      () => answered(recorded),
      () => answered([recorded]),
    );
    renderCard();
    await arrived();
    fireEvent.click(screen.getByRole('button', { name: 'Record a request' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Record a request' });
    // Nothing chosen: the vendor is asked for first.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record request' }));
    await settle();
    expect(descriptionOf(within(dialog).getByRole('combobox', { name: /Vendor/ }))).toBe(ASSIST_MSG.vendorRequired);
    expect(server).toHaveBeenCalledTimes(1);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Vendor/ }));
    await settle();
    fireEvent.click(screen.getByRole('option', { name: 'PT Vendor Dua' }));
    await settle();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Called: their line is down.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record request' }));
    await arrived();
    await passSeconds(1);

    expect(callOf(server, 1)).toEqual({ path: `${PATH}/assistance`, method: 'POST', body: { procurementVendorId: VENDOR_TWO, reason: 'Called: their line is down.' } });
    expect(announce).toHaveBeenCalledWith('The request has been recorded.', 'assistance');
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = screen.getByRole('listitem', { name: 'PT Vendor Dua' });
    expect(row.textContent).toContain('02/03/2026 15:01:05 WIB · Recorded by the buyer');
  });

  it('places an offer after the confirmation step, then shows Confirm offer disabled to the account that placed it', async () => {
    const asked = helpRequest();
    const done = { ...asked, offer: placed({ placedBy: ME }) };
    const server = serverAnswers(
      () => answered([asked]),
      () => answered(done),
      () => answered([done]),
    );
    renderCard(ME);
    await arrived();
    const row = screen.getByRole('listitem', { name: 'PT Vendor Satu' });
    expect(row.textContent).toContain('02/03/2026 15:01:05 WIB · From the vendor');
    expect(within(row).getByTestId('assisted-offer-reason').textContent).toBe('Our office network is down.');

    await typeOffer('950,000');
    const question = screen.getByRole('dialog', { name: 'Place this offer?' });
    expect(question.textContent).toContain(PLACE_QUESTION);
    // Nothing is sent before the confirmation.
    expect(server).toHaveBeenCalledTimes(1);
    await answerYes('Place this offer?', 'Yes, place it');

    const sent = callOf(server, 1);
    expect(sent).toEqual({ path: `${PATH}/assisted-offers`, method: 'POST', body: { procurementVendorId: VENDOR_ONE, totalOffer: '950000.00', idempotencyKey: expect.any(String) } });
    expect(announce).toHaveBeenCalledWith('The offer has been placed. A second member of your committee must confirm it.', 'assistance');
    expect(screen.queryByRole('dialog')).toBeNull();

    const placedRow = screen.getByRole('listitem', { name: 'PT Vendor Satu' });
    expect(within(placedRow).getByTestId('assisted-offer-amount').textContent).toBe('Assisted offer: 950,000.00 IDR · Placed 02/03/2026 15:02:00 WIB');
    const confirm = within(placedRow).getByRole('button', { name: 'Confirm offer' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(descriptionOf(confirm)).toBe('A second member of your committee must confirm this offer');
    expect(within(placedRow).queryByRole('button', { name: 'Place offer' })).toBeNull();
  });

  it('keeps the idempotency key when the same offer is sent again after a refusal, and asks the slip question again with a new one', async () => {
    const server = serverAnswers(
      () => answered([helpRequest()]),
      () => refused(422, 'totalOffer', 'Your offer must be lower than 960,000.00'),
      () => refused(422, 'confirmSlip', 'Your offer is 100,000.00 (10.42%) lower than the leading price. Please confirm that you want to send it'),
      () => answered({ ...helpRequest(), offer: placed({ totalOffer: '860000.00' }) }),
      () => answered([{ ...helpRequest(), offer: placed({ totalOffer: '860000.00' }) }]),
    );
    renderCard(ME);
    await arrived();
    const form = await typeOffer('950,000');
    await answerYes('Place this offer?', 'Yes, place it');
    // The refusal stays under the total; the form is still open.
    const total = within(form).getByRole('textbox', { name: 'Total offer' });
    expect(descriptionOf(total)).toBe('Your offer must be lower than 960,000.00');

    fireEvent.change(total, { target: { value: '950,000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Place offer' }));
    await settle();
    await answerYes('Place this offer?', 'Yes, place it');
    const [first, second] = [callOf(server, 1).body, callOf(server, 2).body] as Array<{ idempotencyKey: string }>;
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);

    // The slip guard's question, then the same offer with confirmSlip under a new key.
    const slip = screen.getByRole('dialog', { name: 'Is this amount right?' });
    expect(slip.textContent).toContain('Your offer is 100,000.00 (10.42%) lower than the leading price.');
    await answerYes('Is this amount right?', 'Yes, send it');
    const third = callOf(server, 3).body as { idempotencyKey: string; confirmSlip: boolean };
    expect(third).toEqual({ procurementVendorId: VENDOR_ONE, totalOffer: '950000.00', idempotencyKey: expect.any(String), confirmSlip: true });
    expect(third.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a second member confirm the offer', async () => {
    const pending = { ...helpRequest(), offer: placed({ placedBy: COLLEAGUE }) };
    const done = { ...pending, offer: confirmed({ placedBy: COLLEAGUE, confirmedBy: ME }) };
    const server = serverAnswers(
      () => answered([pending]),
      () => answered(done),
      () => answered([done]),
    );
    renderCard(ME);
    await arrived();
    const row = screen.getByRole('listitem', { name: 'PT Vendor Satu' });
    const confirm = within(row).getByRole('button', { name: 'Confirm offer' });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    expect(within(row).queryByTestId('assisted-offer-second-member')).toBeNull();
    fireEvent.click(confirm);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Confirm this offer?' }).textContent).toContain(
      "Confirm 950,000.00 IDR for PT Vendor Satu? It is judged now by the session's rules and counts as the vendor's offer.",
    );
    expect(server).toHaveBeenCalledTimes(1);
    await answerYes('Confirm this offer?', 'Yes, confirm it');

    expect(callOf(server, 1)).toEqual({ path: `${PATH}/assisted-offers/ao-1/confirm`, method: 'POST', body: undefined });
    expect(announce).toHaveBeenCalledWith("The offer has been confirmed and counts as the vendor's offer.", 'assistance');
    const confirmedRow = screen.getByRole('listitem', { name: 'PT Vendor Satu' });
    expect(within(confirmedRow).getByTestId('assisted-offer-amount').textContent).toBe('Assisted offer: 950,000.00 IDR · Confirmed 02/03/2026 15:03:10 WIB');
    expect(within(confirmedRow).queryByRole('button', { name: 'Confirm offer' })).toBeNull();
  });

  it('shows a 409 as an alert on the request and reads the list again', async () => {
    const pending = { ...helpRequest(), offer: placed({ placedBy: COLLEAGUE }) };
    const server = serverAnswers(
      () => answered([pending]),
      () => refused(409, null, ASSIST_MSG.alreadyDecided),
      () => answered([{ ...pending, offer: confirmed({ placedBy: COLLEAGUE }) }]),
    );
    renderCard(ME);
    await arrived();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm offer' }));
    await settle();
    await answerYes('Confirm this offer?', 'Yes, confirm it');
    expect(server).toHaveBeenCalledTimes(3);
    const row = screen.getByRole('listitem', { name: 'PT Vendor Satu' });
    expect(within(row).getByRole('alert').textContent).toBe(ASSIST_MSG.alreadyDecided);
    expect(within(row).getByTestId('assisted-offer-amount').textContent).toContain('Confirmed 02/03/2026 15:03:10 WIB');
    expect(announce).not.toHaveBeenCalled();
  });

  it('shows a placement refused without a request as an alert on the row', async () => {
    serverAnswers(
      () => answered([helpRequest()]),
      () => refused(409, null, ASSIST_MSG.requestUsed),
      () => answered([helpRequest()]),
    );
    renderCard(ME);
    await arrived();
    await typeOffer('950,000');
    await answerYes('Place this offer?', 'Yes, place it');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'PT Vendor Satu' })).getByRole('alert').textContent).toBe(ASSIST_MSG.requestUsed);
  });

  it('offers Place offer only on the vendor’s latest request without an offer', async () => {
    const older = helpRequest({ requestId: 'req-1', sequence: 20 });
    const newer = helpRequest({ requestId: 'req-2', sequence: 25, reason: 'Still offline.' });
    serverAnswers(() => answered([older, newer]));
    renderCard(ME);
    await arrived();
    const rows = screen.getAllByRole('listitem', { name: 'PT Vendor Satu' });
    expect(rows.map((row) => within(row).getByTestId('assisted-offer-reason').textContent)).toEqual(['Still offline.', 'Our office network is down.']);
    expect(rows.map((row) => within(row).queryByRole('button', { name: 'Place offer' }) !== null)).toEqual([true, false]);
  });

  it('speaks Indonesian', async () => {
    serverAnswers(() => answered([helpRequest()]));
    renderCard(ME, 'id');
    await arrived();
    expect(screen.getByRole('heading', { name: 'Penawaran yang dibantu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Catat permintaan' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'PT Vendor Satu' }).textContent).toContain('Dari vendor');
    fireEvent.click(screen.getByRole('button', { name: 'Ajukan penawaran' }));
    await settle();
    expect(screen.getByRole('textbox', { name: 'Total penawaran' })).toBeTruthy();
  });
});
