import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, yearIn } from './document-number.rules';

describe('document numbers', () => {
  it('counts per Jakarta year, which starts 7 hours before the UTC one', () => {
    expect(yearIn('2026-12-31T16:59:59Z')).toBe(2026);
    expect(yearIn('2026-12-31T17:00:00Z')).toBe(2027);
  });

  it('reads AUC-{company code}-{year}-{5-digit number}', () => {
    expect(formatDocumentNumber('auction', 'MJA', 2026, 1)).toBe('AUC-MJA-2026-00001');
    expect(formatDocumentNumber('auction', 'MJA2', 2027, 123456)).toBe('AUC-MJA2-2027-123456');
  });

  it('reads PRC-{company code}-{year}-{5-digit number} for a procurement', () => {
    expect(formatDocumentNumber('procurement', 'MJA', 2026, 42)).toBe('PRC-MJA-2026-00042');
  });
});
