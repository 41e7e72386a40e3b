import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '../common/money/money';
import { MASTER_LIST_NAMES } from './master-data.enums';
import { codeRuleOf, isMasterListName, isRuleBoundValue } from './master-data.rules';

describe('master lists', () => {
  it('know every list name of domain and nothing else, not even inherited names', () => {
    for (const name of MASTER_LIST_NAMES) expect(isMasterListName(name)).toBe(true);
    for (const name of ['unknown', 'toString', 'constructor', '__proto__', '']) expect(isMasterListName(name)).toBe(false);
  });
});

describe('rule-bound values', () => {
  it('are the values defined in domain', () => {
    expect(isRuleBoundValue('biddingTypes', 'TOTAL_PRICE')).toBe(true);
    expect(isRuleBoundValue('procurementBiddingTypes', 'UNIT_PRICE')).toBe(true);
    expect(isRuleBoundValue('references', 'SALES_AGENT')).toBe(true);
    expect(isRuleBoundValue('companyTypes', 'PD')).toBe(false);
  });

  it('include only the default currency among currencies', () => {
    expect(DEFAULT_CURRENCY).toBe('IDR');
    expect(isRuleBoundValue('currencies', DEFAULT_CURRENCY)).toBe(true);
    expect(isRuleBoundValue('currencies', 'USD')).toBe(false);
    expect(isRuleBoundValue('currencies', 'EUR')).toBe(false);
  });
});

describe('code shapes', () => {
  const accepts = (list: Parameters<typeof codeRuleOf>[0], code: string) => codeRuleOf(list).pattern.test(code);

  it('take capital letters, digits and underscores, 2 to 50 of them', () => {
    expect(accepts('winnerTypes', 'TOP_3')).toBe(true);
    expect(accepts('winnerTypes', 'A'.repeat(50))).toBe(true);
    for (const code of ['A', 'A'.repeat(51), 'top', 'TOP WINNER', 'TOP-3', 'ÄB']) expect(accepts('winnerTypes', code), code).toBe(false);
  });

  it('take exactly 3 capital letters for a currency', () => {
    expect(accepts('currencies', 'EUR')).toBe(true);
    for (const code of ['EU', 'EURO', 'eur', 'E1R', 'E_R']) expect(accepts('currencies', code), code).toBe(false);
  });

  it('take + and up to 4 digits for a phone prefix', () => {
    expect(accepts('phonePrefix', '+62')).toBe(true);
    expect(accepts('phonePrefix', '+1')).toBe(true);
    for (const code of ['62', '+', '+12345', '+6a']) expect(accepts('phonePrefix', code), code).toBe(false);
  });
});
