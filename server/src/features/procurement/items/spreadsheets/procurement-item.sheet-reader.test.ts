import { describe, expect, it } from 'vitest';
import { cellText } from './procurement-item.sheet-reader';

describe('spreadsheet cells as text', () => {
  it('reads every kind of cell value the way it was typed', () => {
    expect(cellText(null)).toBe('');
    expect(cellText('  LPT-14 ')).toBe('LPT-14');
    expect(cellText(1500000.5)).toBe('1500000.5');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(2026, 0, 31)))).toBe('2026-01-31');
    expect(cellText({ richText: [{ text: 'Laptop ' }, { text: '14 inci', font: { bold: true } }] })).toBe('Laptop 14 inci');
    expect(cellText({ formula: 'A1*2', result: 50 })).toBe('50');
    expect(cellText({ formula: 'A1*2' } as never)).toBe('');
    expect(cellText({ text: 'tautan', hyperlink: 'https://a.co.id' })).toBe('tautan');
    expect(cellText({ error: '#N/A' } as never)).toBe('#N/A');
  });
});
