import { describe, expect, it } from 'vitest';
import { translateImportMessage } from './import-messages.rules';

const catalogue: Record<string, string> = {
  'Row {{row}}: {{message}}': 'Baris {{row}}: {{message}}',
  '{{column}} is required': '{{column}} wajib diisi',
  'Item code': 'Kode barang',
  'UOM may contain only letters and spaces': 'Satuan hanya boleh berisi huruf dan spasi',
};
const t = (key: string, values: Record<string, string | number> = {}) =>
  (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

describe('import messages', () => {
  it('translates a row message part by part', () => {
    expect(translateImportMessage('Row 3: Item code is required', t)).toBe('Baris 3: Kode barang wajib diisi');
    expect(translateImportMessage('Row 12: UOM may contain only letters and spaces', t)).toBe('Baris 12: Satuan hanya boleh berisi huruf dan spasi');
  });

  it('keeps an unknown message as the server wrote it', () => {
    expect(translateImportMessage('Something else', t)).toBe('Something else');
  });
});
