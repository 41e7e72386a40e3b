// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import type { NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { describe, expect, it, vi } from 'vitest';
import type { NegotiationRoom } from '../../../api/realtime/use-negotiation-room';
import { answered, passSeconds, renderIn, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { aRoomState } from './negotiation-state.testing';
import { SessionActions } from './session-actions';

// The buyer's Start (docs/rules/negotiation.md#online-session): before the vendor's scheduled time,
// by the server's clock the room measured, the Yes / No step names the schedule (24-hour, WIB) and
// asks whether to start now; No sends nothing, Yes sends the start. At or after the schedule Start
// asks only its usual question. serverAnswers freezes this computer's clock at 2026-03-02 08:00 UTC.

const MINUTE = 60_000;

function aRoom(startDate: string, offsetMs = 0) {
  const state = aRoomState('buyer', { status: 'NOT_STARTED', startDate });
  const room = { state, offsetMs, reconnecting: false, error: null, applyOfferAnswer: vi.fn(), applyNegotiation: vi.fn(), resync: vi.fn() };
  return room satisfies NegotiationRoom & { state: typeof state };
}

const started = (): NegotiationView => ({ ...aRoomState('buyer').negotiation, status: 'ON_GOING' });

function requestOf(call: unknown[] | undefined): { path: string; method: string; body: unknown } {
  const [path, init] = call as [string, RequestInit];
  return { path, method: String(init.method), body: JSON.parse(String(init.body)) };
}

describe('starting a negotiation session', () => {
  it('asks before the scheduled time, naming it; No sends nothing, Yes sends the start', async () => {
    const server = serverAnswers(() => answered(started()));
    // 09:30 UTC is 16:30 in Jakarta, an hour and a half after now.
    const room = aRoom('2026-03-02T09:30:00.000Z');
    renderIn('en', <SessionActions room={room} />);

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    let dialog = screen.getByRole('dialog', { name: 'Start before the scheduled time?' });
    expect(within(dialog).getByText('This negotiation session is scheduled for 02/03/2026 16:30 WIB. Do you want to start it now?')).toBeTruthy();
    expect(within(dialog).queryByText('Start this negotiation session now?')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await passSeconds(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    dialog = screen.getByRole('dialog', { name: 'Start before the scheduled time?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await settle();
    expect(server).toHaveBeenCalledTimes(1);
    expect(requestOf(server.mock.calls[0])).toEqual({ path: '/api/secured/negotiation/change-status', method: 'POST', body: { negotiation: 'n1', status: 'ON_GOING' } });
    expect(room.applyNegotiation).toHaveBeenCalledWith(started());
  });

  it('at or after the scheduled time asks only the usual question and sends the start on Yes', async () => {
    const server = serverAnswers(() => answered(started()));
    renderIn('en', <SessionActions room={aRoom('2026-03-02T08:00:00.000Z')} />);

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Session' });
    expect(within(dialog).getByText('Start this negotiation session now?')).toBeTruthy();
    expect(within(dialog).queryByText(/scheduled for/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await settle();
    expect(requestOf(server.mock.calls[0]).body).toEqual({ negotiation: 'n1', status: 'ON_GOING' });
  });

  it('goes by the server clock, not this computer\'s', async () => {
    serverAnswers();
    // Half an hour ahead by this computer's clock, but the server is 45 minutes ahead of it: on time.
    const { unmount } = renderIn('en', <SessionActions room={aRoom('2026-03-02T08:30:00.000Z', 45 * MINUTE)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('dialog', { name: 'Start Session' })).toBeTruthy();
    unmount();

    // Already past by this computer's clock, but the server is an hour behind it: still early.
    renderIn('en', <SessionActions room={aRoom('2026-03-02T07:30:00.000Z', -60 * MINUTE)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = screen.getByRole('dialog', { name: 'Start before the scheduled time?' });
    expect(within(dialog).getByText(/scheduled for 02\/03\/2026 14:30 WIB/)).toBeTruthy();
  });

  it('asks in Indonesian', () => {
    serverAnswers();
    // 13:05 UTC is 20:05 in Jakarta: 24-hour.
    renderIn('id', <SessionActions room={aRoom('2026-03-02T13:05:00.000Z')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mulai' }));
    const dialog = screen.getByRole('dialog', { name: 'Mulai sebelum waktu yang dijadwalkan?' });
    expect(within(dialog).getByText('Sesi negosiasi ini dijadwalkan pada 02/03/2026 20:05 WIB. Apakah Anda ingin memulainya sekarang?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ya' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Tidak' })).toBeTruthy();
  });
});
