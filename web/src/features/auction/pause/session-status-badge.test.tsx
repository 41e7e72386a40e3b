// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../../components/retry-wait.testing';
import { SessionStatusBadge } from './session-status-badge';

// The rooms' status chip (the vendor's room and the buyer's monitor): Paused while a running session is paused (decision 196).

afterEach(cleanup);

describe('SessionStatusBadge', () => {
  it('says Paused while a running session is paused, the status otherwise', () => {
    const { rerender } = renderIn('en', <SessionStatusBadge status="ON_GOING" pausedAt="2026-03-02T08:05:00Z" testId="chip" />);
    expect(screen.getByTestId('chip').textContent).toBe('Paused');
    rerender(<SessionStatusBadge status="ON_GOING" pausedAt={null} testId="chip" />);
    expect(screen.getByTestId('chip').textContent).toBe('On Going');
    // A session that ended while paused is Done.
    rerender(<SessionStatusBadge status="DONE" pausedAt="2026-03-02T08:05:00Z" testId="chip" />);
    expect(screen.getByTestId('chip').textContent).toBe('Done');
  });

  it('says Dijeda in Indonesian', () => {
    renderIn('id', <SessionStatusBadge status="ON_GOING" pausedAt="2026-03-02T08:05:00Z" testId="chip" />);
    expect(screen.getByTestId('chip').textContent).toBe('Dijeda');
  });
});
