import { describe, expect, it } from 'vitest';
import { fillMessage, tooManyAttemptsMessage } from './rate-limit.messages';

describe('tooManyAttemptsMessage', () => {
  it('says seconds under a minute, rounded up, and never less than one', () => {
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(tooManyAttemptsMessage(1_000)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(tooManyAttemptsMessage(1_001)).toBe('Too many attempts. Please wait 2 seconds and try again.');
    expect(tooManyAttemptsMessage(59_000)).toBe('Too many attempts. Please wait 59 seconds and try again.');
  });

  it('says whole minutes, rounded up, from a minute on', () => {
    expect(tooManyAttemptsMessage(60_000)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(tooManyAttemptsMessage(61_000)).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(tooManyAttemptsMessage(15 * 60_000)).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });
});

describe('fillMessage', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillMessage('{{a}} and {{b}}', { a: 3 })).toBe('3 and {{b}}');
  });
});
