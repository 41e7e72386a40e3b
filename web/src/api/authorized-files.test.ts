import { describe, expect, it } from 'vitest';
import { fileNameOf } from './authorized-files';

describe('downloaded file names', () => {
  it('prefers the UTF-8 name of Content-Disposition', () => {
    expect(fileNameOf(`attachment; filename="items.xlsx"; filename*=UTF-8''barang%20PRC-1.xlsx`)).toBe('barang PRC-1.xlsx');
  });

  it('reads a plain quoted name, and nothing without a header', () => {
    expect(fileNameOf('attachment; filename="item-template.xlsx"')).toBe('item-template.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
