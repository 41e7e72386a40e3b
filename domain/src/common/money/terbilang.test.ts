import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './terbilang';

describe('terbilang', () => {
  it.each([
    ['0', 'nol'],
    ['1', 'satu'],
    ['10', 'sepuluh'],
    ['11', 'sebelas'],
    ['12', 'dua belas'],
    ['19', 'sembilan belas'],
    ['20', 'dua puluh'],
    ['21', 'dua puluh satu'],
    ['100', 'seratus'],
    ['111', 'seratus sebelas'],
    ['250', 'dua ratus lima puluh'],
    ['1000', 'seribu'],
    ['1001', 'seribu satu'],
    ['2000', 'dua ribu'],
    ['11000', 'sebelas ribu'],
    ['100000', 'seratus ribu'],
    ['1000000', 'satu juta'],
    ['1001000', 'satu juta seribu'],
    ['330000000', 'tiga ratus tiga puluh juta'],
    ['1000000000', 'satu miliar'],
    ['2500000000000', 'dua triliun lima ratus miliar'],
    ['999999999999999', 'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan'],
  ])('%s is %s', (digits, words) => {
    expect(integerInWords(digits)).toBe(words);
  });

  it('names the currency and the cents', () => {
    expect(amountInWords('1250000.50')).toBe('satu juta dua ratus lima puluh ribu rupiah lima puluh sen');
    expect(amountInWords('330000000.00')).toBe('tiga ratus tiga puluh juta rupiah');
    expect(amountInWords('0')).toBe('nol rupiah');
    expect(amountInWords('100', 'USD')).toBe('seratus USD');
    expect(amountInWords('-5000')).toBe('minus lima ribu rupiah');
  });

  it('refuses what is not an amount of up to 15 digits', () => {
    expect(() => integerInWords('1000000000000000')).toThrow(RangeError);
    expect(() => integerInWords('12a')).toThrow(RangeError);
  });
});
