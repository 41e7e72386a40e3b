import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { receiptsDocument, receiptsPdf } from '../../features/auction/ledger/auction-receipts.pdf';
import { documentOf } from '../../features/report/auction-report.format';
import { pdfPages } from '../../testing/report-files';
import { renderPdf } from '../reports/pdf';
import { renderPdfHere } from '../reports/pdf-render';
import { heavyRunsOf, openHeavyWork, runHeavy } from './heavy-pool';

// The heavy-work pool (docs/decisions.md 220): a task runs on another thread than the event loop,
// and what it makes there reads the same as what this thread made before.

const VIEW = {
  auctionId: 'a1',
  auctionNumber: 'AUC-2026-00001',
  currency: 'IDR',
  receipts: [{ auctionId: 'a1', at: '2026-11-25T03:00:00.123Z', totalOffer: '290000000.00', sequence: 3, entryHash: 'a'.repeat(64), headHash: 'b'.repeat(64) }],
};
const AT = new Date('2026-11-25T04:00:00Z');

describe('the heavy-work pool', () => {
  it('runs a task on a thread of its own', async () => {
    const pool = openHeavyWork({ threads: 1, queue: 4 });
    try {
      const there = await runHeavy('threadId', null);
      expect(there).not.toBe(threadId);
      expect(there).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it("renders a receipts PDF that reads as the one rendered on this thread, and counts it", async () => {
    const before = heavyRunsOf('pdf');
    const pooled = await receiptsPdf(VIEW, 'PT Vendor A', AT, null);
    expect(heavyRunsOf('pdf')).toBe(before + 1);
    expect(Buffer.isBuffer(pooled)).toBe(true);
    const here = await renderPdfHere(receiptsDocument(VIEW, 'PT Vendor A', AT, null));
    expect(await pdfPages(pooled)).toEqual(await pdfPages(here));
    expect((await pdfPages(pooled))[0]).toContain('AUC-2026-00001');
  });

  it('turns the footer and the subheading rule, given as data, into pdfmake functions on the thread', async () => {
    const data = { procurement: { procurementNumber: 'PRC-1', procurementName: 'Laptop' }, companyName: 'PT Maju' } as never;
    const document = documentOf('LAPORAN', data, AT, [{ text: 'Isi' }, { text: 'Sub', style: 'subheading' }]);
    expect(typeof document.footer).toBe('object');
    const pages = await pdfPages(await renderPdf(document));
    expect(pages[0]).toContain('Halaman 1 dari 1');
    expect(pages).toEqual(await pdfPages(await renderPdfHere(document)));
  });

  it('passes a failure of the task back to the caller', async () => {
    await expect(runHeavy('pdf', { content: [{ image: '/etc/passwd' }] })).rejects.toThrow();
  });
});
