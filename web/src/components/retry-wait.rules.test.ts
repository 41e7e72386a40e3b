import { describe, expect, it } from 'vitest';
import { formatWait } from './retry-wait.rules';

describe('formatWait', () => {
  it('reads as a countdown, minutes and two-digit seconds', () => {
    expect(formatWait(900)).toBe('15:00');
    expect(formatWait(845)).toBe('14:05');
    expect(formatWait(45)).toBe('0:45');
    expect(formatWait(0.2)).toBe('0:01');
    expect(formatWait(-3)).toBe('0:00');
  });
});
