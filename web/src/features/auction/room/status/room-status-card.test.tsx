// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../../../components/retry-wait.testing';
import { roomState } from '../room-state.testing';
import { RoomStatusCard } from './room-status-card';

// The vendor room's status card: the chip names the session's state (Paused while paused, decision
// 196), the extension notice lasts while the session runs, and a phone's header wraps at 320 px.

afterEach(cleanup);

const paused = roomState({ pausedAt: '2026-03-02T03:05:00.000Z', pausedReason: 'Checking a vendor question' });
const extended = roomState({ extensionsUsed: 1, endTime: '2026-03-02T08:10:30.000Z' });

describe('RoomStatusCard', () => {
  it.each([false, true])('says Paused, not On Going, while the session is paused (phone: %s)', (compact) => {
    renderIn('en', <RoomStatusCard state={paused} offsetMs={0} compact={compact} />);
    expect(screen.getByTestId('room-status').textContent).toBe('Paused');
  });

  it('says On Going again once resumed, and Dijeda in Indonesian while paused', () => {
    const { unmount } = renderIn('en', <RoomStatusCard state={roomState()} offsetMs={0} compact />);
    expect(screen.getByTestId('room-status').textContent).toBe('On Going');
    unmount();
    renderIn('id', <RoomStatusCard state={paused} offsetMs={0} compact />);
    expect(screen.getByTestId('room-status').textContent).toBe('Dijeda');
  });

  it('shows the extension (24-hour) while the session runs, as a note, not an alert', () => {
    renderIn('en', <RoomStatusCard state={extended} offsetMs={0} compact={false} />);
    const notice = screen.getByTestId('extension-notice');
    expect(notice.textContent).toBe('Time extended: the session now ends at 15:10:30 WIB (1 of 3 extensions used).');
    expect(notice.getAttribute('role')).toBe('note');
  });

  it.each(['DONE', 'CANCELED'] as const)('hides the extension notice once the session is %s', (status) => {
    for (const compact of [false, true]) {
      const { unmount } = renderIn('en', <RoomStatusCard state={{ ...extended, status }} offsetMs={0} compact={compact} />);
      expect(screen.queryByTestId('extension-notice')).toBeNull();
      unmount();
    }
  });

  it('lets a phone’s status header wrap instead of overlapping', () => {
    renderIn('en', <RoomStatusCard state={paused} offsetMs={0} compact />);
    const header = getComputedStyle(screen.getByTestId('room-status-header'));
    expect(header.display).toBe('flex');
    expect(header.flexWrap).toBe('wrap');
  });
});
