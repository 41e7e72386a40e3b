import { describe, expect, it } from 'vitest';
import { formatMoney, formatOfficialMoney, formatOfficialNumber, MONEY_PATTERN, multiplyMoney, sumMoney } from './money';

describe('money', () => {
  it('formats with thousands commas, a dot, two decimals and the currency', () => {
    expect(formatMoney('1234567')).toBe('1,234,567.00 IDR');
    expect(formatMoney('1234567.5', 'USD')).toBe('1,234,567.50 USD');
    expect(formatMoney(0)).toBe('0.00 IDR');
    expect(formatMoney('999')).toBe('999.00 IDR');
    expect(formatMoney('-1500.25')).toBe('-1,500.25 IDR');
  });

  it('keeps every cent of a 15-digit amount that a float would lose', () => {
    expect(formatMoney('999999999999999.99')).toBe('999,999,999,999,999.99 IDR');
    expect(sumMoney(['0.1', '0.2'])).toBe('0.30');
    expect(sumMoney(['999999999999999.99', '0.01'])).toBe('1000000000000000.00');
  });

  it('rounds half up to two decimals', () => {
    expect(formatMoney('1.005')).toBe('1.01 IDR');
    expect(multiplyMoney('3333.333', '3')).toBe('10000.00');
    expect(multiplyMoney('19999.99', '12.5')).toBe('249999.88');
  });

  it('accepts at most 15 integer digits and 2 decimals', () => {
    expect(MONEY_PATTERN.test('123456789012345.12')).toBe(true);
    expect(MONEY_PATTERN.test('1234567890123456')).toBe(false);
    expect(MONEY_PATTERN.test('1.234')).toBe(false);
    expect(MONEY_PATTERN.test('1,000')).toBe(false);
  });

  it('writes official documents the Indonesian way: Rp, dots between thousands, a decimal comma', () => {
    expect(formatOfficialMoney('339000000')).toBe('Rp 339.000.000,00');
    expect(formatOfficialMoney('260000000.5')).toBe('Rp 260.000.000,50');
    expect(formatOfficialMoney(0)).toBe('Rp 0,00');
    expect(formatOfficialMoney('999')).toBe('Rp 999,00');
    expect(formatOfficialMoney('1.005')).toBe('Rp 1,01');
    expect(formatOfficialMoney('-1500.25')).toBe('-Rp 1.500,25');
    expect(formatOfficialMoney('-0.001')).toBe('Rp 0,00');
    expect(formatOfficialMoney('999999999999999.99')).toBe('Rp 999.999.999.999.999,99');
    expect(formatOfficialMoney('1234.5', 'USD')).toBe('USD 1.234,50');
  });

  it('writes quantities and percentages of official documents the Indonesian way', () => {
    expect(formatOfficialNumber('1250')).toBe('1.250');
    expect(formatOfficialNumber('12.50')).toBe('12,5');
    expect(formatOfficialNumber('0.125')).toBe('0,13');
    expect(formatOfficialNumber('3.1', 2)).toBe('3,10');
    expect(formatOfficialNumber('-2.5', 2)).toBe('-2,50');
    expect(formatOfficialNumber('1000000.00')).toBe('1.000.000');
  });
});
