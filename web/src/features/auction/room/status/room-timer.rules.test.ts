import { describe, expect, it } from 'vitest';
import { timerColour, timerView } from './room-timer.rules';

const start = '2026-03-02T03:00:00.000Z';
const end = '2026-03-02T03:09:00.000Z'; // 9 minutes

describe('vendor room timer', () => {
  it('counts to the start in grey before the session runs', () => {
    const view = timerView({ status: 'NOT_STARTED', startTime: start, endTime: end });
    expect(view).toMatchObject({ phase: 'waiting', targetIso: start, badge: 'NOT_STARTED' });
    expect(timerColour(view, 60_000)).toBe('grey');
  });

  it('counts to the end while running, green then amber then red at the thirds', () => {
    const view = timerView({ status: 'ON_GOING', startTime: start, endTime: end });
    expect(view).toMatchObject({ phase: 'running', targetIso: end, badge: 'ON_GOING', totalMs: 540_000 });
    expect(timerColour(view, 400_000)).toBe('green');
    expect(timerColour(view, 300_000)).toBe('amber');
    expect(timerColour(view, 100_000)).toBe('red');
  });

  it('measures the thirds on the extended duration', () => {
    const extended = '2026-03-02T03:12:00.000Z'; // 12 minutes after two extensions
    const view = timerView({ status: 'ON_GOING', startTime: start, endTime: extended });
    expect(view.totalMs).toBe(720_000);
    // 5 minutes left of 12: past one third, before two thirds
    expect(timerColour(view, 300_000)).toBe('amber');
  });

  it('shows zero with the status it ended in (Done or Canceled, never a word of its own)', () => {
    for (const status of ['DONE', 'CANCELED'] as const) {
      const view = timerView({ status, startTime: start, endTime: end });
      expect(view).toMatchObject({ phase: 'ended', targetIso: null, badge: status });
      expect(timerColour(view, 0)).toBe('grey');
    }
  });
});
