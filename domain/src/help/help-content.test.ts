import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELP_PAGES, helpCategoriesOf, helpPagesFor, helpScreenshots, relatedHelpPages, searchHelpPages } from './help-content';

const PUBLIC_HELP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public/help');

const SPEC_SLUGS = [
  'login-auction',
  'registration',
  'create-initiation',
  'end-initiation',
  'create-auction',
  'negotiation-process',
  'renegotiation-process',
  'report',
  'vendor',
  'start-vendor-auction',
];

describe('help content', () => {
  it('has every page of the spec, each slug once', () => {
    expect(HELP_PAGES.map((page) => page.slug).sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it('groups the buyer pages as /help/buyer does, with the spec titles', () => {
    const groups = helpCategoriesOf(helpPagesFor('buyer')).map((group) => [group.category, group.pages.map((page) => page.slug)]);
    expect(groups).toEqual([
      ['GENERAL', ['login-auction', 'registration']],
      ['PROCUREMENT_INITIATION', ['create-initiation', 'end-initiation']],
      ['AUCTION_SESSION', ['create-auction']],
      ['NEGOTIATION', ['negotiation-process', 'renegotiation-process']],
      ['REPORT', ['report']],
    ]);
    expect(HELP_PAGES.find((page) => page.slug === 'login-auction')?.title.en).toBe('Log In Auction');
    expect(HELP_PAGES.find((page) => page.slug === 'registration')?.title.en).toBe('Registration');
    expect(HELP_PAGES.find((page) => page.slug === 'registration')?.title.id).toBe('Registrasi');
  });

  it('writes every title, description and step in English and Indonesian', () => {
    for (const page of HELP_PAGES) {
      const texts = [page.title, page.description, ...page.steps.map((step) => step.text)];
      for (const text of texts) {
        expect(text.en.trim(), page.slug).not.toBe('');
        expect(text.id.trim(), page.slug).not.toBe('');
      }
      // A step copied untranslated would read the same in both languages.
      for (const step of page.steps) expect(step.text.id, page.slug).not.toBe(step.text.en);
      expect(page.steps.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.tags.length, page.slug).toBeGreaterThan(0);
    }
  });

  it('titles every page in the reader\'s language (no Indonesian title in the English help)', () => {
    for (const page of HELP_PAGES) expect(page.title.en, page.slug).not.toBe(page.title.id);
  });

  it('names the session form\'s own fields in the Injury Time step: Duration, not an End Time', () => {
    const steps = HELP_PAGES.find((page) => page.slug === 'create-auction')!.steps.map((step) => step.text);
    const injury = steps.find((text) => text.en.startsWith('Injury Time:'))!;
    for (const field of ['Duration', 'Injury Time Before End', 'Time Extension', 'Max Session Extension']) expect(injury.en).toContain(field);
    for (const field of ['Durasi', 'Waktu Tambahan Sebelum Berakhir', 'Perpanjangan Waktu', 'Perpanjangan Sesi Maksimal']) expect(injury.id).toContain(field);
    expect(injury.en).not.toContain('End Time');
  });

  it('states the help statements of the spec', () => {
    const text = (slug: string) => JSON.stringify(HELP_PAGES.find((page) => page.slug === slug));
    expect(text('end-initiation')).toContain('can only be ended when its status is Open');
    expect(text('end-initiation')).toContain('from the negotiation if one was held');
    expect(text('report')).toContain('only be generated for sessions whose status is Done');
    for (const report of ['Auction Log Report', 'Negotiation Result Auction', 'Report Result Auction']) expect(text('report')).toContain(report);
    expect(text('registration')).toMatch(/tax number.*ID card/);
  });

  it('explains the newer rules with the screens\' own labels, in English and Indonesian (docs/rules/auction-bidding.md)', () => {
    const steps = (slug: string) => HELP_PAGES.find((page) => page.slug === slug)!.steps.map((step) => step.text);
    // [the English screen text, the Indonesian catalogue's text] (web/src/i18n/messages/auction/*.id.ts, reports.id.ts).
    const labels: Record<string, Array<[string, string]>> = {
      'create-auction': [
        ['Percent of the leading price', 'Persen dari harga terdepan'],
        ['Minimal Decrement (%)', 'Penurunan Minimal (%)'],
        ['Bidding Rules', 'Aturan Penawaran'],
        ['Proxy bidding', 'Penawaran proksi'],
        ['Tie Rule', 'Aturan Seri'],
        ['No tie for rank 1', 'Tidak ada seri untuk peringkat 1'],
        ['Slip Warning', 'Peringatan Salah Ketik'],
        ['Max Pause', 'Jeda Maksimal'],
        ['Session rules', 'Aturan sesi'],
        ['Pause Session', 'Jeda Sesi'],
        ['Resume Session', 'Lanjutkan Sesi'],
        ['Announcement to every vendor', 'Pengumuman untuk setiap vendor'],
        ['Send to every vendor', 'Kirim ke setiap vendor'],
        ['Announcements from the buyer', 'Pengumuman dari pembeli'],
        ['Disqualification Requests', 'Permintaan Diskualifikasi'],
        ['Keep the offer', 'Pertahankan penawaran'],
      ],
      report: [
        ['Download ledger (JSON)', 'Unduh ledger (JSON)'],
        ['Download Report', 'Unduh Laporan'],
        // What Download Report opens: the report dialog and its two reports (web/src/features/auction/reports).
        ['Auction Report', 'Laporan Lelang'],
        ['Organizing Committee', 'Pelaksana'],
        ['Allocation', 'Peruntukan'],
        ['Generate Auction Log Report', 'Buat Laporan Log Lelang'],
        ['Report Result Auction', 'Laporan Hasil Lelang'],
        ['npm run verify-ledger -- <file>', 'npm run verify-ledger -- <file>'],
        ['--head <hash> --entries <n>', '--head <hash> --entries <n>'],
        ['npm run verify-ledger -- ledger.json --receipts receipts.json', 'npm run verify-ledger -- ledger.json --receipts receipts.json'],
      ],
      'start-vendor-auction': [
        ['(You)', '(Anda)'],
        ['Other Vendor', 'Vendor Lain'],
        ['Is this amount right?', 'Apakah jumlah ini benar?'],
        ['Yes, send it', 'Ya, kirim'],
        ['No, change it', 'Tidak, ubah'],
        ['Proxy Floor', 'Batas Bawah Proksi'],
        ['Set floor', 'Tetapkan batas bawah'],
        ['Change floor', 'Ubah batas bawah'],
        ['Remove floor', 'Hapus batas bawah'],
        ['Your floor was reached; you are no longer bidding automatically', 'Batas bawah Anda telah tercapai; Anda tidak lagi menawar secara otomatis'],
        ['by proxy', 'oleh proksi'],
        ['Paused', 'Dijeda'],
        ['Offers wait while the session is paused.', 'Penawaran menunggu selama sesi dijeda.'],
        ['Request disqualification', 'Minta diskualifikasi'],
        ['My receipts', 'Tanda terima saya'],
        ['Download receipts (JSON)', 'Unduh tanda terima (JSON)'],
        ['Download receipts (PDF)', 'Unduh tanda terima (PDF)'],
        ['Download ledger (JSON)', 'Unduh ledger (JSON)'],
        ['npm run verify-ledger -- ledger.json --receipts receipts.json', 'npm run verify-ledger -- ledger.json --receipts receipts.json'],
      ],
    };
    for (const [slug, pairs] of Object.entries(labels)) {
      const en = steps(slug).map((text) => text.en).join(' ');
      const id = steps(slug).map((text) => text.id).join(' ');
      for (const [english, indonesian] of pairs) {
        expect(en, `${slug}: ${english}`).toContain(english);
        expect(id, `${slug}: ${indonesian}`).toContain(indonesian);
      }
    }
    // The pause: time given back at the end, and a pause over the limit cancels the session.
    const monitor = steps('create-auction').find((text) => text.en.includes('Resume Session'))!;
    expect(monitor.en).toContain('added to the end');
    expect(monitor.en).toContain('cancels the session');
  });

  it('tells the vendor what an offer must beat: the leading price when Open, its own last offer when Closed', () => {
    const step = HELP_PAGES.find((page) => page.slug === 'start-vendor-auction')!.steps.find((s) => s.text.en.startsWith('When the session is On Going'))!.text;
    expect(step.en).toContain('In an Open auction the offer must beat the leading price');
    expect(step.en).toContain('In a Closed auction the leading price stays hidden: the offer must beat your own last offer');
    expect(step.id).toContain('Pada lelang Terbuka, penawaran harus mengalahkan harga terdepan');
    expect(step.id).toContain('penawaran harus mengalahkan penawaran terakhir Anda sendiri');
  });

  it('says Download Report opens the report dialog, not that it gives a report itself', () => {
    const step = HELP_PAGES.find((page) => page.slug === 'report')!.steps.find((s) => s.text.en.startsWith('In Log Report'))!.text;
    expect(step.en).toContain('Download Report opens the Auction Report dialog');
    expect(step.id).toContain('Unduh Laporan membuka dialog Laporan Lelang');
    expect(step.en).not.toMatch(/Download Report gives/);
  });

  it('writes money as 1,234,567.00 IDR', () => {
    for (const page of HELP_PAGES) {
      for (const step of page.steps) {
        for (const text of [step.text.en, step.text.id]) {
          for (const amount of text.match(/[\d.,]+\s*IDR/g) ?? []) expect(amount, page.slug).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} IDR$/);
          expect(text, page.slug).not.toMatch(/IDR\s*\d/);
        }
      }
    }
  });

  it('refers only to screenshots that exist in web/public/help, small JPEGs', () => {
    for (const name of helpScreenshots()) {
      expect(name).toMatch(/^[a-z0-9-]+\.jpg$/);
      const file = path.join(PUBLIC_HELP, name);
      expect(existsSync(file), name).toBe(true);
      expect(statSync(file).size, name).toBeLessThan(300_000);
    }
  });

  it('relates the other pages of a category', () => {
    const page = HELP_PAGES.find((p) => p.slug === 'negotiation-process')!;
    expect(relatedHelpPages(page).map((p) => p.slug)).toEqual(['renegotiation-process']);
  });

  it('searches titles, modules and tags in either language', () => {
    const buyer = helpPagesFor('buyer');
    expect(searchHelpPages(buyer, '').length).toBe(8);
    expect(searchHelpPages(buyer, 'negosiasi').map((p) => p.slug)).toEqual(['negotiation-process', 'renegotiation-process']);
    expect(searchHelpPages(buyer, 'REPORT').map((p) => p.slug)).toEqual(['report']);
    expect(searchHelpPages(buyer, 'purchase request').map((p) => p.slug)).toEqual(['create-initiation']);
    expect(searchHelpPages(buyer, 'zzz')).toEqual([]);
  });
});
