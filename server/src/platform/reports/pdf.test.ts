import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../testing/report-files';
import { renderPdf } from './pdf';

describe('renderPdf', () => {
  it('writes a PDF whose text reads back, Indonesian letters and markup as plain text', async () => {
    const bytes = await renderPdf({ content: ['Berita Acara', { text: 'Rp <b>1.000</b> — Bäckerei & Co' }] });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await pdfPages(bytes);
    expect(page).toContain('Berita Acara');
    expect(page).toContain('Rp <b>1.000</b> — Bäckerei & Co');
  });

  it('never fetches an image by URL or from the disk', async () => {
    await expect(renderPdf({ content: [{ image: 'https://example.com/x.png' }] })).rejects.toThrow();
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] })).rejects.toThrow();
  });
});
