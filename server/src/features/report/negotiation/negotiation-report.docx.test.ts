import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { docxParagraphs, docxTables } from '../../../testing/report-files';
import { renderNegotiationReport, type NegotiationReportData } from './negotiation-report.docx';
import { reconcileMinutes } from './negotiation-minutes.testing';

// The minutes' figures without a database: decision 161's case (50 laptops at the buyer's estimate of
// 1,850,000.00 while the vendor's last price was a total of 90,000,000.00), and a copy with one
// figure changed, which the reconciliation must refuse.

const DATA: NegotiationReportData = {
  form: { letterNumber: '012/BA-NEGO/XI/2026', letterDate: '2026-11-25', vendorOfferLetterNumber: 'SP-77/PTV/2026', vendorOfferLetterDate: '2026-11-20', negotiationMedia: 'ONLINE', offlineLocation: null },
  procurementNumber: 'PRC-2026-0001',
  procurementName: 'Pengadaan Laptop Kantor',
  biddingType: 'TOTAL_PRICE',
  currency: 'IDR',
  buyerCompany: 'PT Pembeli Jaya',
  buyerName: 'Rina',
  vendorName: 'PT Vendor Makmur',
  vendorPicName: 'Andi',
  negotiationType: 'ONLINE',
  startedAt: new Date('2026-11-25T03:00:00Z'),
  endedAt: new Date('2026-11-25T04:00:00Z'),
  lastPrice: '90000000.00',
  items: [
    { itemCode: 'ITM-1', itemName: 'Laptop 14 inci', uom: 'Unit', initialPrice: '1850000.00', initialQuantity: '50.00', initialFromEstimate: true, finalPrice: '1740000.00', finalQuantity: '50.00' },
    { itemCode: 'ITM-2', itemName: 'Mouse nirkabel', uom: 'Pcs', initialPrice: '125000.00', initialQuantity: '1250.00', initialFromEstimate: false, finalPrice: '118500.50', finalQuantity: '1200.00' },
  ],
  rounds: [
    { at: new Date('2026-11-25T03:10:00Z'), buyer: null, vendor: '229200600.00', status: 'OFFER' },
    { at: new Date('2026-11-25T03:20:00Z'), buyer: null, vendor: '229200600.00', status: 'DEAL' },
  ],
  chatDeals: [],
  spectators: [],
  generatedAt: new Date('2026-11-25T05:00:00Z'),
};

async function withText(bytes: Buffer, from: string, to: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')!.async('string');
  expect(xml).toContain(from);
  zip.file('word/document.xml', xml.replace(from, to));
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('the figures of the negotiation minutes DOCX', () => {
  it('add up from the rows: units x quantities, both totals, the savings, the vendor total apart, the DEAL', async () => {
    const bytes = await renderNegotiationReport(DATA);
    // 50 x 1.850.000 + 1.250 x 125.000 = 248.750.000; 50 x 1.740.000 + 1.200 x 118.500,50 = 229.200.600.
    expect(await reconcileMinutes(bytes)).toEqual({ before: '248750000.00', after: '229200600.00', saving: '19549400.00', vendorOffer: '90000000.00', lines: 2 });
    const paragraphs = await docxParagraphs(bytes);
    expect(paragraphs).toEqual(expect.arrayContaining(['Rp 1.850.000,00 *', '1.250 Pcs', 'Rp 118.500,50', 'Rp 142.200.600,00', 'Rp 19.549.400,00 (7,86% dari Tabel 1)']));
  });

  it('are refused when one printed figure does not follow from its rows', async () => {
    const bytes = await renderNegotiationReport(DATA);
    await expect(reconcileMinutes(await withText(bytes, 'Rp 87.000.000,00', 'Rp 87.000.001,00'))).rejects.toThrow(/line 1/);
    await expect(reconcileMinutes(await withText(bytes, 'Rp 248.750.000,00', 'Rp 246.250.000,00'))).rejects.toThrow(/Total harga sebelum negosiasi/);
    await expect(reconcileMinutes(await withText(bytes, 'Rp 19.549.400,00', 'Rp 19.549.000,00'))).rejects.toThrow(/Penghematan \(Tabel 1 dikurangi Tabel 2\): 248\.750\.000,00 - 229\.200\.600,00 gives 19\.549\.400,00, printed Rp 19\.549\.000,00/);
  });
});

const ANNEX: Pick<NegotiationReportData, 'chatDeals' | 'spectators'> = {
  chatDeals: [
    {
      at: new Date('2026-11-25T03:05:09Z'),
      proposedBy: { side: 'vendor', company: 'PT Vendor Makmur', name: 'Andi' },
      confirmedBy: { side: 'buyer', company: 'PT Pembeli Jaya', name: 'Rina' },
      price: '231000000.00',
      message: 'Termasuk ongkos kirim ke Jakarta',
    },
    { at: new Date('2026-11-25T03:20:00Z'), proposedBy: null, confirmedBy: { side: 'vendor', company: 'PT Vendor Makmur', name: '' }, price: '229200600.00', message: null },
  ],
  spectators: [{ name: 'Sari Auditor', company: 'PT Auditor Independen', firstJoinedAt: new Date('2026-11-25T02:58:30Z') }],
};

/** The paragraphs from the annex's title on. */
async function annexOf(bytes: Buffer): Promise<string[]> {
  const paragraphs = await docxParagraphs(bytes);
  return paragraphs.slice(paragraphs.indexOf('LAMPIRAN'));
}

describe('the annex of the negotiation minutes DOCX', () => {
  it('lists each confirmed chat deal (time in WIB, both sides, the price the official way, the words) and each spectator present', async () => {
    const bytes = await renderNegotiationReport({ ...DATA, ...ANNEX });
    const annex = await annexOf(bytes);
    expect(annex.slice(0, 6)).toEqual([
      'LAMPIRAN',
      'BERITA ACARA KLARIFIKASI DAN NEGOSIASI',
      'Nomor: 012/BA-NEGO/XI/2026',
      'Tanggal: 25 November 2026',
      'A. Kesepakatan Harga dalam Obrolan (Chat) Negosiasi',
      'Kesepakatan harga yang diajukan oleh satu pihak dan dikonfirmasi oleh pihak lainnya melalui obrolan (chat) negosiasi:',
    ]);
    expect(annex).toContain('B. Pemantau (Spectator) yang Hadir');
    const tables = await docxTables(bytes);
    expect(tables.find((table) => table[0]?.[1] === 'Waktu Konfirmasi')).toEqual([
      ['No', 'Waktu Konfirmasi', 'Diajukan oleh', 'Dikonfirmasi oleh', 'Harga Sepakat', 'Pesan'],
      ['1', '25/11/2026 10:05:09 WIB', 'PT Vendor Makmur (Penyedia)\nAndi', 'PT Pembeli Jaya (Pembeli)\nRina', 'Rp 231.000.000,00', 'Termasuk ongkos kirim ke Jakarta'],
      ['2', '25/11/2026 10:20:00 WIB', '-', 'PT Vendor Makmur (Penyedia)', 'Rp 229.200.600,00', '-'],
    ]);
    expect(tables.find((table) => table[0]?.[1] === 'Nama')).toEqual([
      ['No', 'Nama', 'Perusahaan', 'Pertama Bergabung'],
      ['1', 'Sari Auditor', 'PT Auditor Independen', '25/11/2026 09:58:30 WIB'],
    ]);
    // The body points to its annex, and the figures still add up with the annex's prices beside them.
    expect((await docxParagraphs(bytes)).join('\n')).toContain('tercantum dalam Lampiran, yang merupakan bagian tidak terpisahkan dari Berita Acara ini.');
    expect(await reconcileMinutes(bytes)).toMatchObject({ after: '229200600.00' });
  });

  it('says so when no terms were agreed in the chat and no spectator joined', async () => {
    const bytes = await renderNegotiationReport(DATA);
    expect((await annexOf(bytes)).slice(4)).toEqual([
      'A. Kesepakatan Harga dalam Obrolan (Chat) Negosiasi',
      'Tidak ada kesepakatan harga yang dicapai melalui obrolan (chat) negosiasi.',
      'B. Pemantau (Spectator) yang Hadir',
      'Tidak ada pemantau (spectator) undangan yang bergabung ke ruang negosiasi.',
    ]);
    expect((await docxTables(bytes)).filter((table) => ['Waktu Konfirmasi', 'Nama'].includes(table[0]?.[1] ?? ''))).toEqual([]);
  });
});

describe('the names in the negotiation minutes DOCX', () => {
  it('are printed without bidi control characters, as are the texts beside them (docs/decisions.md 239)', async () => {
    const RLO = '\u202E';
    const bytes = await renderNegotiationReport({
      ...DATA,
      form: { ...DATA.form, letterNumber: `012/BA${RLO}-NEGO`, negotiationMedia: 'OFFLINE', offlineLocation: `Ruang${RLO} Rapat` },
      buyerCompany: `PT Pembeli${RLO} Jaya`,
      buyerName: `Ri\u2067na\u2069`,
      vendorName: `PT Vendor ${RLO}rukamM`,
      vendorPicName: `\u202AAndi\u202C`,
      chatDeals: [{ ...ANNEX.chatDeals[0]!, proposedBy: { side: 'vendor', company: `PT Vendor ${RLO}rukamM`, name: `An${RLO}di` }, message: `Termasuk${RLO} ongkos kirim` }],
      spectators: [{ name: `Sari\u2066 Auditor`, company: `PT Auditor${RLO} Independen`, firstJoinedAt: new Date('2026-11-25T02:58:30Z') }],
    });
    const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
    expect(xml).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    const paragraphs = (await docxParagraphs(bytes)).join('\n');
    for (const expected of ['PT Pembeli Jaya', 'Rina', 'PT Vendor rukamM', 'Andi', 'Nomor: 012/BA-NEGO', 'bertempat di Ruang Rapat']) expect(paragraphs).toContain(expected);
    const tables = await docxTables(bytes);
    expect(tables.find((table) => table[0]?.[1] === 'Waktu Konfirmasi')?.[1]).toEqual(['1', '25/11/2026 10:05:09 WIB', 'PT Vendor rukamM (Penyedia)\nAndi', 'PT Pembeli Jaya (Pembeli)\nRina', 'Rp 231.000.000,00', 'Termasuk ongkos kirim']);
    expect(tables.find((table) => table[0]?.[1] === 'Nama')?.[1]).toEqual(['1', 'Sari Auditor', 'PT Auditor Independen', '25/11/2026 09:58:30 WIB']);
  });
});
