import { PHONE_MSG } from '@procura/domain/common/phone/phone.messages';
import { LANDING_MSG } from '@procura/domain/landing/landing.messages';
import { describe, expect, it } from 'vitest';
import { id } from '../../i18n/id';

describe('landing catalogue', () => {
  it('translates every message the trial request can answer with', () => {
    const missing = [...Object.values(LANDING_MSG), ...Object.values(PHONE_MSG)].filter((msg) => !(msg in id));
    expect(missing).toEqual([]);
  });

  it("shows the spec's phone hint in Indonesian", () => {
    expect(id[PHONE_MSG.hint as keyof typeof id]).toBe('Nomor telepon tanpa 0');
  });
});
