import { describe, expect, it } from 'vitest';
import { countdownColour, formatHms, remainingMs, ringPercent } from './countdown.rules';

describe('countdown', () => {
  it('formats hh:mm:ss and rounds up to the whole second', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(1)).toBe('00:00:01');
    expect(formatHms(59_001)).toBe('00:01:00');
    expect(formatHms(3_600_000 + 2 * 60_000 + 3_000)).toBe('01:02:03');
    expect(formatHms(-5)).toBe('00:00:00');
    expect(formatHms(100 * 3_600_000)).toBe('100:00:00');
  });

  it('never counts below zero', () => {
    expect(remainingMs(1000, 2000)).toBe(0);
    expect(remainingMs(3000, 2000)).toBe(1000);
  });

  it('is grey before the start, then green, amber and red at the thirds', () => {
    expect(countdownColour(50_000, 90_000, false)).toBe('grey');
    expect(countdownColour(90_000, 90_000, true)).toBe('green');
    expect(countdownColour(60_001, 90_000, true)).toBe('green');
    expect(countdownColour(60_000, 90_000, true)).toBe('amber');
    expect(countdownColour(30_001, 90_000, true)).toBe('amber');
    expect(countdownColour(30_000, 90_000, true)).toBe('red');
    expect(countdownColour(0, 90_000, true)).toBe('red');
  });

  it('fills the ring by the share of time left', () => {
    expect(ringPercent(45, 90)).toBe(50);
    expect(ringPercent(200, 90)).toBe(100);
    expect(ringPercent(5, 0)).toBe(0);
  });
});
