import type { Content, TableCell } from 'pdfmake/interfaces';
import type { AuctionConnectionsView } from '@procura/domain/auction/room/auction-connections.rules';
import { formatDateTime } from '@procura/domain/common/dates';
import type { AssistanceRecordLine } from '../auction';
import { breakable, money } from './auction-report.format';

// The Auction Log Report's appendix (docs/rules/auction-bidding.md#connection-record): each session's
// connection record as the server saw it on every node, so "I was disconnected at 10:29" can be
// checked against when each vendor's sockets joined and left the room; beside it the offers the buyer
// placed for a vendor that asked for help (docs/rules/auction-bidding.md#assisted-offers). Indonesian, as the report.

/** One session's record for the appendix. */
export interface SessionConnections {
  auctionNumber: string;
  record: AuctionConnectionsView;
  /** Its requests for help and assisted offers, with who recorded, placed and confirmed each. */
  assistance: AssistanceRecordLine[];
  currency: string;
}

const time = (at: string) => formatDateTime(at, { withSeconds: true });

function sessionTable(session: SessionConnections): Content[] {
  const rows = session.record.vendors.flatMap((vendor): TableCell[][] => {
    const rtt = vendor.rttMs === null ? '-' : `${vendor.rttMs} ms`;
    if (vendor.intervals.length === 0) return [[{ text: breakable(vendor.vendorName) }, { text: 'Tidak pernah masuk ruang lelang', colSpan: 2 }, { text: '' }, { text: rtt }]];
    return vendor.intervals.map((interval, i) => [
      { text: i === 0 ? breakable(vendor.vendorName) : '' },
      { text: time(interval.joinedAt) },
      { text: interval.leftAt ? time(interval.leftAt) : 'masih terhubung saat laporan dibuat' },
      { text: i === 0 ? rtt : '' },
    ]);
  });
  return [
    { text: `Sesi ${session.auctionNumber}`, style: 'subheading' },
    ...connectionRows(rows),
    ...assistanceTable(session),
  ];
}

function connectionRows(rows: TableCell[][]): Content[] {
  return [
    rows.length === 0
      ? { text: 'Tidak ada vendor yang hadir.', margin: [0, 0, 0, 8] }
      : {
          table: { headerRows: 1, widths: ['*', 150, 150, 90], body: [['Vendor', 'Masuk', 'Keluar', 'Waktu tempuh (RTT) terakhir'].map((text) => ({ text, bold: true })), ...rows] },
          layout: 'lightHorizontalLines',
          margin: [0, 0, 0, 8],
        },
  ];
}

const CHANNELS = { VENDOR: 'dari vendor', BUYER: 'dicatat pembeli' } as const;

/** The session's assisted offers: the request, the placement and the second member's confirmation. */
function assistanceTable(session: SessionConnections): Content[] {
  if (session.assistance.length === 0) return [];
  const rows = session.assistance.map((line): TableCell[] => [
    { text: breakable(line.vendorName) },
    { text: `${time(line.requestedAt)}, ${CHANNELS[line.channel]} (${line.recordedBy}): ${line.reason}` },
    { text: line.placed ? `${time(line.placed.at)}, ${money(line.placed.totalOffer, session.currency)}, oleh ${line.placed.by}` : 'Belum diajukan' },
    { text: line.placed?.confirmedAt ? `${time(line.placed.confirmedAt)}, oleh ${line.placed.confirmedBy}` : 'Belum dikonfirmasi' },
  ]);
  return [
    { text: 'Penawaran dibantu', bold: true, margin: [0, 4, 0, 4] },
    {
      table: { headerRows: 1, widths: [90, '*', 140, 110], body: [['Vendor', 'Permintaan bantuan', 'Penawaran diajukan', 'Konfirmasi anggota kedua'].map((text) => ({ text, bold: true })), ...rows] },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 8],
    },
  ];
}

/** The appendix: a page of each session's record (nothing when no session is given). */
export function connectionAppendix(sessions: readonly SessionConnections[]): Content[] {
  if (sessions.length === 0) return [];
  return [
    { text: 'Lampiran: Catatan Koneksi Vendor', style: 'heading', pageBreak: 'before' },
    {
      text:
        'Kapan soket setiap vendor masuk dan keluar ruang lelang sesi, sebagaimana dicatat server pada setiap node (soket yang tumpang tindih digabung), ' +
        'dan waktu tempuh pulang-pergi terakhir yang diukur server. Node yang berhenti mendadak menutup catatannya pada sentuhan terakhirnya (paling lama 30 detik sebelumnya).',
      margin: [0, 0, 0, 8],
    },
    ...sessions.flatMap(sessionTable),
  ];
}
