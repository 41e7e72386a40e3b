import { describe, expect, it } from 'vitest';
import { DEMO_ROOM_MSG } from './demo-room.messages';
import { demoPriceProblem, normalizeDemoUsername, toDemoPrice } from './demo-room.rules';

describe('demo username', () => {
  it('maps accents to plain letters and drops the space', () => {
    expect(normalizeDemoUsername('Éva Müller')).toBe('EvaMuller');
    expect(normalizeDemoUsername('Çağrı Öztürk')).toBe('CagriOzturk');
  });

  it('trims and keeps only letters and digits', () => {
    expect(normalizeDemoUsername('  budi_santoso-99!  ')).toBe('budisantoso99');
    expect(normalizeDemoUsername('a.b@c d')).toBe('abcd');
  });

  it('turns letters without a combining mark into their plain spelling', () => {
    expect(normalizeDemoUsername('Straße Øre Łódź')).toBe('StrasseOreLodz');
  });

  it('reads full-width letters typed by some input methods as plain ones', () => {
    expect(normalizeDemoUsername('Ｂｕｄｉ１')).toBe('Budi1');
  });

  it('cuts the name to 20 characters', () => {
    expect(normalizeDemoUsername('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrst');
    expect(normalizeDemoUsername('Ä'.repeat(25))).toBe('A'.repeat(20));
  });

  it('leaves nothing of a name without Latin letters or digits', () => {
    expect(normalizeDemoUsername('   ')).toBe('');
    expect(normalizeDemoUsername('!!! ---')).toBe('');
    expect(normalizeDemoUsername('王小明')).toBe('');
    expect(normalizeDemoUsername('😀')).toBe('');
  });
});

describe('demo offer price', () => {
  it('accepts a positive amount with up to 2 decimals and 15 integer digits', () => {
    for (const price of ['1', '1500000', '1500000.5', '0.01', '999999999999999.99', '  42.10 ', 1500, 99.99]) {
      expect(demoPriceProblem(price), String(price)).toBeNull();
    }
  });

  it('stores the amount as a 2-decimal string', () => {
    expect(toDemoPrice('1500000')).toBe('1500000.00');
    expect(toDemoPrice(' 0012.5 ')).toBe('12.50');
    expect(toDemoPrice(99.99)).toBe('99.99');
    expect(toDemoPrice('999999999999999.99')).toBe('999999999999999.99');
  });

  it('refuses zero and negative amounts', () => {
    for (const price of ['0', '0.00', '-5', '-0.01', -1, 0, '-0']) {
      expect(demoPriceProblem(price), String(price)).toBe(DEMO_ROOM_MSG.pricePositive);
    }
  });

  it('refuses more than 2 decimals, including float noise', () => {
    expect(demoPriceProblem('1.005')).toBe(DEMO_ROOM_MSG.priceDecimals);
    expect(demoPriceProblem(0.1 + 0.2)).toBe(DEMO_ROOM_MSG.priceDecimals);
  });

  it('refuses more than 15 integer digits, leading zeros aside', () => {
    expect(demoPriceProblem('1234567890123456')).toBe(DEMO_ROOM_MSG.priceDigits);
    expect(demoPriceProblem('9'.repeat(1_000_000))).toBe(DEMO_ROOM_MSG.priceDigits);
    expect(demoPriceProblem('000123456789012345')).toBeNull();
  });

  it('refuses what is not a plain decimal', () => {
    for (const price of ['abc', '1,500', '1e5', '1.', '.5', '+5', '1 000', '0x10', Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(demoPriceProblem(price), String(price)).toBe(DEMO_ROOM_MSG.priceNotNumber);
    }
  });
});
