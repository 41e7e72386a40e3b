import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../platform/reports/pdf';
import { pdfPages } from '../../testing/report-files';
import { committeeSignatures } from './auction-minutes';
import { documentOf, signatureBlock } from './auction-report.format';

// The committee's signature blocks survive wherever the page breaks (decision 207): the block moves
// whole to the next page, never lost. A journey found it lost once: a styled subheading inside the
// unbreakable block met the reports' pageBreakBefore near a page's foot.

const data = { procurement: { procurementNumber: 'PRC-1', procurementName: 'Laptop' }, companyName: 'PT Maju' } as never;
const members = [{ name: 'Budi Santoso', position: 'Ketua Panitia' }];

describe('the signature blocks near a page break', () => {
  it('are printed whole, with the e-Meterai place, however much comes before them', async () => {
    for (const lines of [20, 26, 30, 32, 34]) {
      const filler = Array.from({ length: lines }, (_, i) => ({ text: `baris ${i}` }));
      const at = new Date('2026-11-27T03:00:00Z');
      const bytes = await renderPdf(documentOf('LAPORAN', data, at, [...filler, ...signatureBlock({ pelaksana: 'Panitia', peruntukan: 'Kantor' }, at), ...committeeSignatures(members, at, 4)], 'landscape'));
      const text = (await pdfPages(bytes)).join(' ');
      for (const expected of ['Budi Santoso', 'Ketua Panitia', 'Tempat e-Meterai']) expect(text, `${lines} lines: ${expected}`).toContain(expected);
    }
  });
});
