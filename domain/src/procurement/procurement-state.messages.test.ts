import { describe, expect, it } from 'vitest';
import { PROCUREMENT_STATE_MSG } from './procurement-state.messages';
import { PROCUREMENT_MSG } from './procurement.messages';

describe('procurement state texts', () => {
  it('has no text twice, here or among the spec texts', () => {
    const texts = [...Object.values(PROCUREMENT_STATE_MSG), ...Object.values(PROCUREMENT_MSG)];
    expect(new Set(texts).size).toBe(texts.length);
  });
});
