// @vitest-environment happy-dom
import { OBJECTION_MSG } from '@procura/domain/auction/objections/objection.messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answered, passSeconds, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { announce } from '../../../components/live-announcer';
import { ObjectionsPanel } from './objections-panel';
import { arrived, renderWithQueries } from './objections-render.testing';
import { AUCTION, callOf, descriptionOf, objection, objectionsView, refused } from './objections.testing';

// The buyer's objections on the result (docs/rules/auction-bidding.md#objections): the window, each
// objection with its evidence, and one answer each, confirmed first, while the window is open.

vi.mock('../../../components/live-announcer', () => ({ announce: vi.fn() }));

beforeEach(() => vi.mocked(announce).mockClear());

const ANSWER = 'The offer reached the server after the end.';

async function answerAndConfirm(text: string, decision: 'Uphold the objection' | 'Do not uphold') {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('radio', { name: decision }));
  fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
  await settle();
  const dialog = screen.getByRole('dialog', { name: 'Send answer' });
  expect(dialog.textContent).toContain('Send this answer? An objection is answered once.');
  return dialog;
}

describe('the buyer objections panel', () => {
  it('says no vendor has objected, with the window', async () => {
    serverAnswers(() => answered(objectionsView()));
    renderWithQueries(<ObjectionsPanel auctionId={AUCTION} currency="IDR" />);
    await arrived();
    const panel = screen.getByTestId('objections-panel');
    expect(within(panel).getByRole('heading', { name: 'Objections' })).toBeTruthy();
    expect(screen.getByTestId('objections-window').textContent).toBe('Objection period: until 09/03/2026 23:59 WIB (5 working days)');
    expect(screen.getByTestId('objections-empty').textContent).toBe('No vendor has objected.');
  });

  it('lists an objection with its evidence and answers it as not upheld after a confirmation', async () => {
    const made = objection();
    const done = { ...made, answer: { text: ANSWER, upheld: false, answeredAt: '2026-03-03T02:00:00.000Z', sequence: 43 } };
    const server = serverAnswers(
      () => answered(objectionsView({ objections: [made] })),
      () => answered(done),
      () => answered(objectionsView({ objections: [done] })),
    );
    renderWithQueries(<ObjectionsPanel auctionId={AUCTION} currency="IDR" />);
    await arrived();
    const entry = screen.getByRole('listitem', { name: 'PT Vendor Satu' });
    expect(within(entry).getByTestId('objection-text').textContent).toBe(made.text);
    expect(entry.textContent).toContain('Submitted at 02/03/2026 15:10:05 WIB · Recorded in the ledger as entry 42');
    const receipts = within(entry).getByRole('list', { name: 'Attached receipts' });
    expect(within(receipts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `14:05:09 · 1,234,567.00 IDR · Entry 7 · 07${'cd'.repeat(5)}…`,
      `14:20:00 · 1,200,000.50 IDR · Entry 9 · 09${'ef'.repeat(5)}…`,
    ]);
    expect(within(entry).getByTestId('objection-evidence').textContent).toContain('Entries into the room1');

    const dialog = await answerAndConfirm(ANSWER, 'Do not uphold');
    expect(server).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await arrived();
    await passSeconds(1);

    expect(callOf(server, 1)).toEqual({ path: `/api/secured/auction/${AUCTION}/objections/obj-1/answer`, method: 'POST', body: { text: ANSWER, upheld: false } });
    expect(announce).toHaveBeenCalledWith('Your answer has been sent.', 'objection-answer');
    const answer = screen.getByTestId('objection-answer');
    expect(answer.textContent).toContain('Answer: not upheld');
    expect(answer.textContent).toContain(ANSWER);
    expect(screen.queryByTestId('objection-answer-form')).toBeNull();
  });

  it('asks for the decision before the confirmation', async () => {
    const server = serverAnswers(() => answered(objectionsView({ objections: [objection()] })));
    renderWithQueries(<ObjectionsPanel auctionId={AUCTION} currency="IDR" />);
    await arrived();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: ANSWER } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(descriptionOf(screen.getByRole('radiogroup', { name: 'Decision' }))).toBe(OBJECTION_MSG.upheldRequired);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal of the text under the field', async () => {
    serverAnswers(() => answered(objectionsView({ objections: [objection()] })), () => refused(400, 'text', OBJECTION_MSG.answerTooLong));
    renderWithQueries(<ObjectionsPanel auctionId={AUCTION} currency="IDR" />);
    await arrived();
    fireEvent.click(within(await answerAndConfirm(ANSWER, 'Uphold the objection')).getByRole('button', { name: 'Send' }));
    await arrived();
    await passSeconds(1);
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toContain(OBJECTION_MSG.answerTooLong);
    expect(announce).not.toHaveBeenCalled();
  });

  it('shows an answer already given, or none once the window closed, without a form', async () => {
    const upheld = objection({ answer: { text: 'Agreed.', upheld: true, answeredAt: '2026-03-03T02:00:00.000Z', sequence: 43 } });
    const unanswered = objection({ objectionId: 'obj-2', vendorName: 'PT Vendor Dua' });
    serverAnswers(() => answered(objectionsView({ open: false, objections: [upheld, unanswered] })));
    renderWithQueries(<ObjectionsPanel auctionId={AUCTION} currency="IDR" />);
    await arrived();
    expect(screen.getByTestId('objections-window').textContent).toBe('Objection period ended on 09/03/2026 23:59 WIB');
    expect(within(screen.getByRole('listitem', { name: 'PT Vendor Satu' })).getByTestId('objection-answer').textContent).toContain('Answer: upheld');
    expect(screen.getByRole('listitem', { name: 'PT Vendor Dua' }).textContent).toContain('Not answered within the objection period.');
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });

  it('speaks Indonesian', async () => {
    serverAnswers(() => answered(objectionsView({ objections: [objection()] })));
    renderWithQueries(<ObjectionsPanel auctionId={AUCTION} currency="IDR" />, 'id');
    await arrived();
    expect(screen.getByRole('textbox', { name: 'Jawaban Anda' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Keputusan' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Tolak sanggahan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kirim jawaban' })).toBeTruthy();
  });
});
