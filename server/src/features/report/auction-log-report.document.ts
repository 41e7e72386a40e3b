import type { Content, TableCell } from 'pdfmake/interfaces';
import type { PdfDocument } from '../../platform/reports/pdf';
import { specificationToText } from '../procurement';
import type { ReportData, ReportLogLine, ReportSession } from './auction-log-report.data';
import { breakable, dateTime, documentOf, header, money, preciseTime, rankingTable, sessionFacts, signatureBlock, stepLabel } from './auction-report.format';
import type { CommitteeMember } from '@procura/domain/report/report-auction.schemas';
import { committeeSignatures, sessionMinutes } from './auction-minutes';
import { connectionAppendix, type SessionConnections } from './auction-log-report.connections';

// The Auction Log Report (docs/rules/reports-dashboard-help.md#reports): per DONE session every ledger entry in order (time to the
// millisecond in WIB, vendor, amount, place after it, disqualifications, extensions, the end),
// the final ranking in figures and words, the ledger's head hash and how to check it; then the
// signature block (auction-report.format): the allocation (peruntukan) and the organizing
// committee (pelaksana) with its signature lines.

export const LOG_REPORT_TITLE = 'LAPORAN LOG LELANG';

const EXTENSION_CAUSES = { INJURY_TIME: 'waktu tambahan', OUTAGE: 'gangguan server' } as const;

/** step: how the offers' step is named ('Penurunan minimal'), currency: the step's. */
function eventOf(line: ReportLogLine, stoppedManually: boolean, step: { label: string; currency: string }): { label: string; detail: string } {
  const { entry } = line;
  switch (entry.kind) {
    case 'START':
      return { label: 'Sesi dimulai', detail: `Berakhir ${dateTime(entry.payload.endTime)}` };
    case 'OFFER':
      return {
        label: 'Penawaran',
        detail: [
          line.step === null ? '' : `${step.label} ${money(line.step, step.currency)}`,
          line.disqualified ? 'Didiskualifikasi' : '',
          entry.payload.priceTooLow ? 'Harga terlalu rendah' : '',
          entry.payload.assisted ? 'Penawaran dibantu, dikonfirmasi anggota kedua' : '',
        ]
          .filter(Boolean)
          .join('; '),
      };
    case 'DISQUALIFICATION_REQUEST':
      return { label: 'Permintaan diskualifikasi', detail: entry.payload.reason };
    case 'DISQUALIFICATION':
      return { label: 'Diskualifikasi', detail: entry.payload.reason };
    case 'DISQUALIFICATION_DECLINED':
      return { label: 'Permintaan diskualifikasi ditolak', detail: 'Penawaran tetap sah' };
    case 'EXTENSION':
      return { label: 'Perpanjangan waktu', detail: `${EXTENSION_CAUSES[entry.payload.cause]}: berakhir ${dateTime(entry.payload.endTime)}` };
    case 'STOP':
      // The scheduler's end and the buyer's Stop Session both write STOP; the row says which.
      return stoppedManually
        ? { label: 'Dihentikan oleh pembeli', detail: `Dihentikan ${dateTime(entry.at)}` }
        : { label: 'Sesi berakhir', detail: `Waktu berakhir ${dateTime(entry.payload.endTime)}` };
    case 'CANCEL':
      return { label: 'Dibatalkan', detail: specificationToText(entry.payload.reason) };
    case 'PAUSE':
      return { label: 'Dijeda', detail: entry.payload.reason };
    case 'RESUME':
      return { label: 'Dilanjutkan', detail: `Berakhir ${dateTime(entry.payload.endTime)}` };
    case 'ANNOUNCEMENT':
      return { label: 'Pengumuman', detail: entry.payload.message };
    case 'ASSISTANCE_REQUESTED':
      return { label: 'Permintaan bantuan penawaran', detail: `${entry.payload.channel === 'VENDOR' ? 'Dari vendor' : 'Dicatat pembeli'}: ${entry.payload.reason}` };
    case 'ASSISTED_OFFER':
      return { label: 'Penawaran dibantu diajukan', detail: `${money(entry.payload.totalOffer, step.currency)}; menunggu konfirmasi anggota kedua` };
    case 'OBJECTION':
      return { label: 'Sanggahan', detail: entry.payload.text };
    case 'OBJECTION_ANSWER':
      return { label: entry.payload.upheld ? 'Jawaban sanggahan: diterima' : 'Jawaban sanggahan: ditolak', detail: entry.payload.text };
  }
}

function logTable(data: ReportData, session: ReportSession, currency: string): Content {
  const step = { label: stepLabel(data.procurement), currency };
  const head: TableCell[] = ['No', 'Waktu (WIB)', 'Peristiwa', 'Vendor', 'Nilai Penawaran', 'Peringkat', 'Keterangan'].map((text) => ({ text, style: 'tableHeader' }));
  const body: TableCell[][] = session.log.map((line) => {
    const { label, detail } = eventOf(line, session.auction.stoppedManually, step);
    const offer = line.entry.kind === 'OFFER' ? line.entry.payload.totalOffer : null;
    return [
      String(line.entry.sequence),
      preciseTime(line.entry.at),
      label,
      breakable(line.vendorName ?? '-'),
      { text: money(offer, currency), alignment: 'right', decoration: line.disqualified ? 'lineThrough' : undefined },
      { text: line.entry.kind === 'OFFER' ? (line.rankAfter === null ? '-' : String(line.rankAfter)) : '', alignment: 'center' },
      breakable(detail),
    ];
  });
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [24, 118, 92, 170, 104, 44, '*'], body: [head, ...body] },
    layout: 'lightHorizontalLines',
    style: 'small',
    margin: [0, 0, 0, 10],
  };
}

function ledgerBlock(session: ReportSession): Content[] {
  const id = session.auction.id;
  return [
    { text: 'Verifikasi Ledger', style: 'subheading' },
    {
      table: {
        widths: [150, '*'],
        body: [
          [{ text: 'Hash kepala ledger (SHA-256)', bold: true }, { text: breakable(session.headHash ?? '-'), style: 'small' }],
          [{ text: 'Jumlah entri', bold: true }, String(session.headSequence)],
          [{ text: 'Tanda tangan kepala (Ed25519, base64)', bold: true }, { text: breakable(session.headSignature ?? '-'), style: 'small' }],
          [{ text: 'Status rantai saat laporan dibuat', bold: true }, session.ledgerValid ? 'Valid' : 'TIDAK VALID'],
        ],
      },
      layout: 'noBorders',
    },
    {
      style: 'small',
      margin: [0, 4, 0, 10],
      text: [
        'Setiap entri ledger menyimpan sha256(hash entri sebelumnya || JSON kanonik entri). Untuk memeriksa tanpa server: ',
        'unduh ledger dengan tombol "Unduh ledger (JSON)" / "Download ledger (JSON)" di halaman hasil sesi atau di dialog Laporan Lelang, ',
        'lalu jalankan ',
        { text: 'npm run verify-ledger -- <file>', bold: true },
        ' di komputer Anda, dengan ',
        { text: '--head <hash kepala> --entries <jumlah entri>', bold: true },
        ' dari tabel di atas: ledger yang dipotong atau dirantai ulang ditolak; ',
        { text: '--key <kunci publik>', bold: true },
        ' (GET /api/ledger/signing-key) memeriksa tanda tangan kepala di berkas. Vendor peserta mengunduh salinannya dari ruang lelang ',
        'setelah sesi berakhir: vendor lain ditulis dengan nama samaran (Vendor A, Vendor B, …) dengan urutan, waktu, dan hash yang sama (nominal mereka hanya pada lelang Open). ',
        `Server juga menghitung ulang rantai: GET /api/secured/auction/${id}/ledger/verify (ledger: GET /api/secured/auction/${id}/ledger).`,
      ],
    },
  ];
}

function sessionContent(data: ReportData, session: ReportSession, currency: string, index: number): Content[] {
  const { auction } = session;
  const reasons: Content[] = [];
  if (auction.stopReason) reasons.push({ text: [{ text: 'Alasan penghentian: ', bold: true }, breakable(specificationToText(auction.stopReason))], margin: [0, 0, 0, 8] });
  return [
    { text: `Sesi ${index + 1}: ${auction.auctionNumber}`, style: 'heading', pageBreak: index > 0 ? 'before' : undefined },
    sessionFacts(data.procurement, session, currency),
    ...reasons,
    ...sessionMinutes(data.procurement, session, currency),
    { text: 'Log Penawaran', style: 'subheading' },
    logTable(data, session, currency),
    { text: 'Peringkat Akhir', style: 'subheading' },
    rankingTable(session, currency),
    ...ledgerBlock(session),
  ];
}

export function auctionLogReportDocument(
  data: ReportData,
  pelaksana: string,
  peruntukan: string,
  generatedAt: Date,
  connections: readonly SessionConnections[] = [],
  committee: readonly CommitteeMember[] = [],
): PdfDocument {
  return documentOf(LOG_REPORT_TITLE, data, generatedAt, [
    ...header(LOG_REPORT_TITLE, data),
    ...data.sessions.flatMap((session, index) => sessionContent(data, session, data.currency, index)),
    ...signatureBlock({ pelaksana, peruntukan }, generatedAt),
    ...committeeSignatures(committee, generatedAt, 4),
    ...connectionAppendix(connections),
  ], 'landscape');
}
