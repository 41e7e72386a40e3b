import { describe, expect, it } from 'vitest';
import { decimalProblem, formatMoneyInput, maskMoneyTyping, parseMoneyInput, readDecimal, toDecimalString } from './decimal-input.rules';

describe('money mask reading', () => {
  it('reads commas as thousands and a dot as decimals', () => {
    expect(parseMoneyInput('1,234,567.89')).toBe('1234567.89');
    expect(parseMoneyInput('1234567.89')).toBe('1234567.89');
    expect(parseMoneyInput(' 2,500 ')).toBe('2500.00');
    expect(parseMoneyInput('0.5')).toBe('0.50');
    expect(parseMoneyInput('0')).toBe('0.00');
  });

  it('accepts 15 integer digits and refuses a 16th', () => {
    expect(parseMoneyInput('999,999,999,999,999.99')).toBe('999999999999999.99');
    expect(parseMoneyInput('1,000,000,000,000,000')).toBeNull();
    expect(parseMoneyInput('0000000000000001')).toBe('1.00');
  });

  it('refuses a third decimal, a negative, and text that is no amount', () => {
    expect(parseMoneyInput('10.125')).toBeNull();
    expect(parseMoneyInput('-5')).toBeNull();
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('12abc')).toBeNull();
    expect(parseMoneyInput('1e5')).toBeNull();
  });

  it('refuses commas that are not thousands groups, so an Indonesian 1,5 is never read as 15', () => {
    expect(parseMoneyInput('1,5')).toBeNull();
    expect(parseMoneyInput('12,34,567')).toBeNull();
    expect(parseMoneyInput('1.234.567,89')).toBeNull();
  });
});

describe('money mask display', () => {
  it('groups thousands and shows 2 decimals', () => {
    expect(formatMoneyInput('1234567.5')).toBe('1,234,567.50');
    expect(formatMoneyInput(1500)).toBe('1,500.00');
    expect(formatMoneyInput('999999999999999.99')).toBe('999,999,999,999,999.99');
    expect(formatMoneyInput('0')).toBe('0.00');
  });

  it('shows nothing for no amount', () => {
    expect(formatMoneyInput(null)).toBe('');
    expect(formatMoneyInput(undefined)).toBe('');
    expect(formatMoneyInput(' ')).toBe('');
    expect(formatMoneyInput('abc')).toBe('');
  });

  it('masks what is typed: digits and one dot, 2 decimals, 15 integer digits, no minus', () => {
    expect(maskMoneyTyping('1234567')).toBe('1,234,567');
    expect(maskMoneyTyping('1234567.891')).toBe('1,234,567.89');
    expect(maskMoneyTyping('12.')).toBe('12.');
    expect(maskMoneyTyping('.5')).toBe('0.5');
    expect(maskMoneyTyping('-1,2a3.4.5')).toBe('123.45');
    expect(maskMoneyTyping('00012')).toBe('12');
    expect(maskMoneyTyping('12345678901234567')).toBe('123,456,789,012,345');
    expect(maskMoneyTyping('')).toBe('');
  });
});

describe('decimal rules', () => {
  const score = { maxIntegerDigits: 15, maxDecimals: 2, max: '100' };

  it('names what is wrong with a number', () => {
    expect(decimalProblem('abc', score)).toBe('format');
    expect(decimalProblem(true, score)).toBe('format');
    expect(decimalProblem(Number.NaN, score)).toBe('format');
    expect(decimalProblem('-1', score)).toBe('negative');
    expect(decimalProblem('1.234', score)).toBe('decimals');
    expect(decimalProblem('100.01', score)).toBe('max');
    expect(decimalProblem('0', { maxIntegerDigits: 3, maxDecimals: 2, allowZero: false })).toBe('zero');
    expect(decimalProblem('1000', { maxIntegerDigits: 3, maxDecimals: 2 })).toBe('digits');
    expect(decimalProblem('100.00', score)).toBeNull();
    expect(decimalProblem('-0', score)).toBeNull();
  });

  it('reads JSON numbers as they print and refuses float noise', () => {
    expect(decimalProblem(0.1 + 0.2, score)).toBe('decimals');
    expect(toDecimalString(12.5)).toBe('12.50');
    expect(toDecimalString('1,000.1')).toBe('1000.10');
  });

  it('refuses very long text before reading it', () => {
    expect(readDecimal('1'.repeat(41))).toBeNull();
    expect(readDecimal(`${'1,'.repeat(100_000)}1`)).toBeNull();
  });
});
