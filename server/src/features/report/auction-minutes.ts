import { formatLongDate } from '@procura/domain/common/dates';
import { priceDirectionOf } from '@procura/domain/procurement/procurement.enums';
import type { CommitteeMember } from '@procura/domain/report/report-auction.schemas';
import { evaluationMethods } from '@procura/domain/master-data/master-data.enums';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { ProcurementRow } from '../auction';
import type { ReportSession } from './auction-log-report.data';
import { breakable, decrementRule, factsTable, labelOf, money, stepLabel } from './auction-report.format';

// What minutes of an auction result (Berita Acara Hasil e-Auction) hold beyond the log and the ranking
// (docs/rules/reports-dashboard-help.md#auction-reports; decision 207), printed by both auction
// reports: the evaluation method and how the ranking is computed, the counts (invited, attending,
// offering), every participant with every price it offered, and the buyer's committee with a
// signature block per member beside a space for the e-Meterai that no signature overlaps.

/** How the places are computed, in the words of the minutes. */
export function rankingRule(procurement: ProcurementRow, session: ReportSession): string {
  const forward = priceDirectionOf(procurement.negotiationType) === 'FORWARD';
  const best = forward ? 'tertinggi' : 'terendah';
  const order =
    procurement.evaluationMethod === 'MERIT_POINT'
      ? `Peringkat menurut skor total tertinggi (bobot administrasi, teknis, dan harga); skor harga terbesar untuk penawaran ${best}, harga memisahkan skor yang sama.`
      : `Peringkat menurut penawaran terakhir yang sah: yang ${best} di peringkat 1.`;
  const ties =
    session.auction.tieRule === 'NO_TIE_FOR_FIRST'
      ? ' Penawaran yang menyamai harga peringkat 1 ditolak.'
      : ' Penawaran yang sama: yang lebih dahulu tercatat di ledger (urutan, lalu waktu) berperingkat lebih tinggi.';
  return `${order}${ties} Penawaran yang didiskualifikasi tidak dihitung. Vendor tanpa penawaran sah tidak berperingkat. Pemenang: peringkat 1 dengan penghematan terhadap estimasi 0% atau lebih.`;
}

/** Minutes in a session's field (two decimals) as the minutes say them: '0.50' is '0,5'. */
const minutesText = (value: string) => String(Number(value)).replace('.', ',');

/**
 * The session's bidding rules (docs/rules/auction-bidding.md#newer-rules): the step, the extension rule with its trigger, origin and cap,
 * and whether the server bid for vendors' floors, in the words of the minutes.
 */
export function sessionRulesText(procurement: ProcurementRow, session: ReportSession, currency: string): string {
  const auction = session.auction;
  const decrement = `${stepLabel(procurement)} ${decrementRule(auction, currency)}.`;
  const trigger =
    auction.extensionTrigger === 'TOP_RANKS'
      ? `hanya untuk penawaran yang masuk ${auction.extensionTopRanks === 1 ? 'peringkat 1' : `${auction.extensionTopRanks ?? 1} peringkat teratas`}`
      : 'untuk setiap penawaran';
  const from = auction.extensionFrom === 'OFFER_TIME' ? 'dihitung dari waktu penawaran' : 'dihitung dari waktu berakhir';
  const extension =
    auction.periodType === 'INJURY_TIME'
      ? `Perpanjangan ${minutesText(auction.timeExtension)} menit ${trigger} dalam ${minutesText(auction.injuryTimeBeforeEnd)} menit terakhir, ${from}, paling banyak ${auction.maxSessionExtension} kali.`
      : 'Waktu terbatas: tanpa perpanjangan.';
  const proxy = auction.proxyBidding ? 'Penawaran otomatis (proxy) hingga batas vendor: aktif.' : 'Penawaran otomatis (proxy): tidak aktif.';
  return `${decrement} ${extension} ${proxy}`;
}

/** The method, the session's rules, the ranking rule and the counts of one session. */
function minutesFacts(procurement: ProcurementRow, session: ReportSession, currency: string): Content {
  return factsTable([
    ['Metode Evaluasi', labelOf(evaluationMethods, procurement.evaluationMethod)],
    ['Aturan Sesi', sessionRulesText(procurement, session, currency)],
    ['Cara Penentuan Peringkat', rankingRule(procurement, session)],
    ['Jumlah Vendor', `Diundang ${session.invited}, hadir ${session.attending}, menawar ${session.offering}`],
  ]);
}

/** Every attending vendor with every price it offered, in ledger order (struck-out ones marked), its last price and place. */
function participantsTable(session: ReportSession, currency: string): Content {
  const head: TableCell[] = ['No', 'Vendor', 'Jumlah Penawaran', 'Harga yang Ditawarkan (urut waktu)', 'Penawaran Terakhir', 'Peringkat'].map((text) => ({ text, style: 'tableHeader' }));
  const body: TableCell[][] = session.ranking.map((row, index) => {
    const offers = session.log.filter((line) => line.entry.kind === 'OFFER' && line.entry.payload.vendorId === row.vendorId);
    const prices = offers.map((line) => {
      const amount = line.entry.kind === 'OFFER' ? money(line.entry.payload.totalOffer, currency) : '';
      return line.disqualified ? `${amount} (didiskualifikasi)` : amount;
    });
    return [
      String(index + 1),
      breakable(row.vendorName),
      { text: String(offers.length), alignment: 'center' },
      { text: prices.length === 0 ? 'Tidak menawar' : prices.join('; '), style: 'small' },
      { text: money(row.lastPrice, currency), alignment: 'right' },
      { text: row.ranking === null ? '-' : String(row.ranking), alignment: 'center' },
    ];
  });
  if (body.length === 0) body.push([{ text: 'Tidak ada vendor yang hadir', colSpan: 6, italics: true }, '', '', '', '', '']);
  return { table: { headerRows: 1, widths: [18, 110, 48, '*', 86, 44], body: [head, ...body] }, layout: 'lightHorizontalLines', margin: [0, 0, 0, 10] };
}

/** The minutes' part of one session: method, ranking rule, counts, participants and their prices. */
export function sessionMinutes(procurement: ProcurementRow, session: ReportSession, currency: string): Content[] {
  return [
    { text: 'Berita Acara Hasil e-Auction: Peserta dan Penawaran', style: 'subheading' },
    minutesFacts(procurement, session, currency),
    participantsTable(session, currency),
  ];
}

const E_METERAI = { width: 120, height: 80 };

/** One member's block: position, room to sign, the line, the name. */
function signatureCell(member: CommitteeMember): Content {
  return {
    stack: [
      { text: breakable(member.position), bold: true, alignment: 'center' },
      { text: ' ', margin: [0, 0, 0, 46] },
      { canvas: [{ type: 'line', x1: 10, y1: 0, x2: 150, y2: 0, lineWidth: 0.7 }], alignment: 'center' },
      { text: breakable(member.name), alignment: 'center', margin: [0, 3, 0, 0] },
    ],
    margin: [0, 8, 0, 8],
  };
}

/**
 * The committee's signature blocks (`perRow` to a row) under the place for the e-Meterai: a dashed
 * box in a row of its own, so no signature or stamp overlaps another. Nothing without members.
 */
export function committeeSignatures(members: readonly CommitteeMember[], generatedAt: Date, perRow: number): Content[] {
  if (members.length === 0) return [];
  const rows: TableCell[][] = [];
  for (let i = 0; i < members.length; i += perRow) {
    const row: TableCell[] = members.slice(i, i + perRow).map(signatureCell);
    while (row.length < perRow) row.push({ text: '' });
    rows.push(row);
  }
  return [
    {
      unbreakable: members.length <= perRow * 2,
      stack: [
        // Styled by hand: a 'subheading' inside an unbreakable block would meet documentOf's pageBreakBefore, which pdfmake cannot honour there (the block was lost).
        { text: 'Panitia Pengadaan (Tanda Tangan)', fontSize: 9.5, bold: true, margin: [0, 6, 0, 3] },
        {
          columns: [
            { width: '*', stack: [{ text: `Ditetapkan pada ${formatLongDate(generatedAt, 'id')}.` }, { text: 'Ditandatangani oleh anggota panitia di bawah ini.', margin: [0, 2, 0, 0] }] },
            {
              width: E_METERAI.width,
              stack: [
                { canvas: [{ type: 'rect', x: 0, y: 0, w: E_METERAI.width, h: E_METERAI.height, dash: { length: 3 }, lineWidth: 0.7, lineColor: '#888888' }] },
                { text: 'Tempat e-Meterai', fontSize: 7, color: '#666666', alignment: 'center', relativePosition: { x: 0, y: -E_METERAI.height / 2 - 4 } },
              ],
            },
          ],
          margin: [0, 0, 0, 4],
        },
        { table: { widths: Array.from({ length: perRow }, () => '*'), dontBreakRows: true, body: rows }, layout: 'noBorders' },
      ],
    },
  ];
}
