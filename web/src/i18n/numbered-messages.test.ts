import { RATE_LIMIT_MSG, tooManyAttemptsMessage } from '@procura/domain/common/rate-limit.messages';
import { describe, expect, it } from 'vitest';
import { id } from './id';
import { translateNumbered } from './numbered-messages';

describe('translateNumbered', () => {
  it('translates the waits the server puts in its too-many-attempts messages', () => {
    expect(translateNumbered(tooManyAttemptsMessage(14 * 60_000), id)).toBe('Terlalu banyak percobaan. Silakan tunggu 14 menit lalu coba lagi.');
    expect(translateNumbered(tooManyAttemptsMessage(1_000), id)).toBe('Terlalu banyak percobaan. Silakan tunggu 1 detik lalu coba lagi.');
    expect(translateNumbered(tooManyAttemptsMessage(32_000), id)).toBe('Terlalu banyak percobaan. Silakan tunggu 32 detik lalu coba lagi.');
  });

  it('has a template for every rate-limit message', () => {
    for (const template of Object.values(RATE_LIMIT_MSG)) expect(id).toHaveProperty([template]);
  });

  it('leaves other messages alone, including ones that only start like a template', () => {
    expect(translateNumbered('Wrong password', id)).toBeUndefined();
    expect(translateNumbered('Too many attempts. Please wait a bit and try again.', id)).toBeUndefined();
    expect(translateNumbered('Too many attempts. Please wait 3 minutes and try again. Really.', id)).toBeUndefined();
  });
});
