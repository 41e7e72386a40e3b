// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answered, renderIn, serverAnswers, settle } from '../../../../components/retry-wait.testing';
import { AnnouncementBox } from './announcement-box';
import { PauseControls } from './pause-controls';

// The buyer's live controls (decision 196): Pause asks for a reason of at least 10
// characters (the domain's rule, before anything is sent); an announcement counts its characters,
// is sent to every room and listed newest first with its 24-hour time.

function bodyOf(call: unknown[] | undefined): unknown {
  const [, init] = call as [string, RequestInit];
  return JSON.parse(String(init.body));
}

describe('PauseControls', () => {
  it('refuses a short reason without asking the server, then pauses with the reason', async () => {
    const server = serverAnswers(() => answered({ auctionId: 'auc-1', sequence: 9, reason: 'Checking a vendor question', pausedAt: '2026-03-02T08:00:00Z', pauseDeadline: null, serverNow: '2026-03-02T08:00:00Z' }));
    renderIn('en', <PauseControls auctionId="auc-1" paused={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause Session' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause Session' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(within(dialog).getByText('The reason for pausing must be at least 10 characters')).toBeTruthy();
    expect(server).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Checking a vendor question ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await settle();
    expect(server).toHaveBeenCalledTimes(1);
    expect(bodyOf(server.mock.calls[0])).toEqual({ reason: 'Checking a vendor question' });
  });

  it('offers Resume while paused, in Indonesian', () => {
    serverAnswers();
    renderIn('id', <PauseControls auctionId="auc-1" paused />);
    expect(screen.getByRole('button', { name: 'Lanjutkan Sesi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jeda Sesi' })).toBeNull();
  });
});

describe('AnnouncementBox', () => {
  it('counts the characters, sends the message and lists the sent ones newest first', async () => {
    const server = serverAnswers(() => answered({ auctionId: 'auc-1', sequence: 12, message: 'Second note', at: '2026-03-02T08:05:07Z' }));
    renderIn('en', <AnnouncementBox auctionId="auc-1" enabled heard={[{ sequence: 10, message: 'First note', at: '2026-03-02T08:01:00Z' }]} />);
    const input = screen.getByLabelText('Message');
    fireEvent.change(input, { target: { value: 'Second note' } });
    expect(screen.getByTestId('announcement-counter').textContent).toBe('11 of 500 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Send to every vendor' }));
    await settle();
    expect(bodyOf(server.mock.calls[0])).toEqual({ message: 'Second note' });
    const items = screen.getAllByTestId('announcement').map((item) => item.textContent);
    // 08:05:07 UTC is 15:05:07 in Jakarta.
    expect(items).toEqual(['15:05:07Second note', '15:01:00First note']);
    expect((input as HTMLTextAreaElement).value).toBe('');
  });
});
