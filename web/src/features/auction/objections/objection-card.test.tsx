// @vitest-environment happy-dom
import { OBJECTION_MSG } from '@procura/domain/auction/objections/objection.messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, passSeconds, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { announce } from '../../../components/live-announcer';
import { ObjectionCard } from './objection-card';
import { arrived, renderWithQueries } from './objections-render.testing';
import { AUCTION, callOf, descriptionOf, objection, objectionsView, refused } from './objections.testing';

// The vendor's objection (sanggah) after a DONE end (docs/rules/auction-bidding.md#objections): once,
// confirmed first, within the window; then what was recorded and the buyer's answer.

vi.mock('../../../components/live-announcer', () => ({ announce: vi.fn() }));

beforeEach(() => vi.mocked(announce).mockClear());

const TEXT = 'My last offer was sent before the end.';

async function writeAndConfirm(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your objection' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit objection' }));
  await settle();
  const dialog = screen.getByRole('dialog', { name: 'Submit objection' });
  expect(dialog.textContent).toContain('Submit this objection? You can object only once to this session.');
  return dialog;
}

describe('the vendor objection card', () => {
  it('objects after a confirmation, posts the text and shows what was recorded', async () => {
    const mine = objection({ text: TEXT });
    const server = serverAnswers(
      () => answered(objectionsView({ canObject: true })),
      () => answered(mine),
      () => answered(objectionsView({ objections: [mine] })),
    );
    renderWithQueries(<ObjectionCard auctionId={AUCTION} />);
    // Loading is no live region: the end of the session is what a screen reader hears then.
    expect(screen.getByTestId('objections-loading').textContent).toBe('Loading…');
    expect(within(screen.getByTestId('room-objection')).queryByRole('status')).toBeNull();
    await arrived();
    expect(screen.getByTestId('room-objection').textContent).toContain(
      'You may object to the result until 09/03/2026 23:59 WIB (5 working days after the end; public holidays do not count).',
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Your objection' }))).toContain('0 of 4000 characters');

    const dialog = await writeAndConfirm(TEXT);
    // Nothing is sent before the confirmation.
    expect(server).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await arrived();
    await passSeconds(1);

    expect(callOf(server, 1)).toEqual({ path: `/api/secured/auction/${AUCTION}/objections`, method: 'POST', body: { text: TEXT } });
    expect(announce).toHaveBeenCalledWith('Your objection has been submitted.', 'objection');
    const card = screen.getByTestId('room-objection');
    expect(screen.getByTestId('objection-text').textContent).toBe(TEXT);
    expect(card.textContent).toContain('Submitted at 02/03/2026 15:10:05 WIB');
    expect(card.textContent).toContain('Recorded in the ledger as entry 42');
    expect(screen.getByTestId('objection-waiting').textContent).toBe("Waiting for the buyer's answer");
    expect(screen.queryByRole('textbox', { name: 'Your objection' })).toBeNull();
  });

  it('does not ask for the confirmation without a text', async () => {
    const server = serverAnswers(() => answered(objectionsView({ canObject: true })));
    renderWithQueries(<ObjectionCard auctionId={AUCTION} />);
    await arrived();
    fireEvent.click(screen.getByRole('button', { name: 'Submit objection' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    const field = screen.getByRole('textbox', { name: 'Your objection' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toContain(OBJECTION_MSG.textRequired);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal of the text under the field', async () => {
    serverAnswers(() => answered(objectionsView({ canObject: true })), () => refused(400, 'text', OBJECTION_MSG.textTooLong));
    renderWithQueries(<ObjectionCard auctionId={AUCTION} />);
    await arrived();
    fireEvent.click(within(await writeAndConfirm('  x  ')).getByRole('button', { name: 'Submit' }));
    await arrived();
    await passSeconds(1);
    const field = screen.getByRole('textbox', { name: 'Your objection' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toContain(OBJECTION_MSG.textTooLong);
    expect(announce).not.toHaveBeenCalled();
  });

  it('shows a refusal without a field as an alert and reads the window again', async () => {
    const server = serverAnswers(
      () => answered(objectionsView({ canObject: true })),
      () => refused(409, null, OBJECTION_MSG.windowClosed),
      () => answered(objectionsView({ open: false })),
    );
    renderWithQueries(<ObjectionCard auctionId={AUCTION} />);
    await arrived();
    fireEvent.click(within(await writeAndConfirm(TEXT)).getByRole('button', { name: 'Submit' }));
    await arrived();
    await passSeconds(1);
    expect(server).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert').textContent).toBe(OBJECTION_MSG.windowClosed);
    expect(screen.getByTestId('objection-closed').textContent).toBe('The objection period ended on 09/03/2026 23:59 WIB.');
  });

  it('shows its answered objection with the evidence attached', async () => {
    const mine = objection({ answer: { text: 'The offer arrived after the end.', upheld: false, answeredAt: '2026-03-03T02:00:00.000Z', sequence: 43 } });
    serverAnswers(() => answered(objectionsView({ objections: [mine] })));
    renderWithQueries(<ObjectionCard auctionId={AUCTION} />);
    await arrived();
    const evidence = screen.getByTestId('objection-evidence');
    expect(evidence.textContent).toContain('Receipts2');
    expect(evidence.textContent).toContain(`Ledger headEntry 41 · ${'ab'.repeat(6)}…`);
    expect(within(evidence).getByTitle('ab'.repeat(32))).toBeTruthy();
    expect(evidence.textContent).toContain('Entries into the room1');
    const answer = screen.getByTestId('objection-answer');
    expect(answer.textContent).toContain('Answer: not upheld');
    expect(answer.textContent).toContain('The offer arrived after the end.');
    expect(answer.textContent).toContain('Answered at 03/03/2026 09:00:00 WIB · Recorded in the ledger as entry 43');
    expect(screen.queryByTestId('objection-waiting')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit objection' })).toBeNull();
  });

  it('speaks Indonesian', async () => {
    serverAnswers(() => answered(objectionsView({ canObject: true })));
    renderWithQueries(<ObjectionCard auctionId={AUCTION} />, 'id');
    await arrived();
    expect(screen.getByRole('heading', { name: 'Sanggahan' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Sanggahan Anda' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajukan sanggahan' })).toBeTruthy();
  });

  it('offers to load again when the objections could not be read', async () => {
    serverAnswers(() => refused(500, null, 'Something went wrong. Please try again.'), () => answered(objectionsView({ canObject: true })));
    renderWithQueries(<ObjectionCard auctionId={AUCTION} />);
    await arrived();
    expect(screen.getByRole('alert').textContent).toContain('We could not load the objections.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await arrived();
    expect(screen.getByRole('textbox', { name: 'Your objection' })).toBeTruthy();
  });
});
