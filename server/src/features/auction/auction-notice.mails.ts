import { formatDateTime } from '@procura/domain/common/dates';
import { formatMoney, formatOfficialMoney } from '@procura/domain/common/money/money';
import type { LedgerHeadSignature, SignedLedgerHead } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { ledgerHeadLines } from '@procura/domain/auction/ledger/ledger-head-text.rules';
import { bilingualMail } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/outbox';
import type { SessionFacts } from './auction.mails';

// The mails people expect around a session (docs/rules/auction.md#mails-people-expect, decisions 205-206),
// English and Indonesian in one mail like every mail of the product: the reminder 30 minutes before the
// start, the buyer's notices of a declined invitation and of a disqualification request, the vendor's of
// the buyer's decision on its offer, and at the end
// each attending vendor's own result and the buyer's summary. A vendor's result names no other vendor.

const when = (date: Date) => formatDateTime(date);
const procurementOf = (s: SessionFacts) => `${s.procurementName}${s.procurementNumber ? ` (${s.procurementNumber})` : ''}`;
const simulationEn = (s: SessionFacts) => (s.simulation ? ' This is a simulation session: its offers do not count.' : '');
const simulationId = (s: SessionFacts) => (s.simulation ? ' Ini adalah sesi simulasi: penawarannya tidak dihitung.' : '');
const price = (amount: string | null, currency: string) => (amount === null ? '-' : formatMoney(amount, currency));
/** The Indonesian half writes money the Indonesian way, `Rp 345.000.000,00` (decision 232). */
const harga = (amount: string | null, currency: string) => (amount === null ? '-' : formatOfficialMoney(amount, currency));

/** 30 minutes before the start: the room for an attending vendor, a nudge to answer for one who has not. */
export function reminderMail(to: string, vendor: { picVendor: string; vendorName: string; attending: boolean }, session: SessionFacts, roomUrl: string): Mail {
  const en = vendor.attending
    ? `The auction session ${session.auctionNumber} of ${procurementOf(session)} starts at ${when(session.startTime)}. Please be in the room on time: offers count only while the session runs.${simulationEn(session)}`
    : `The auction session ${session.auctionNumber} of ${procurementOf(session)} starts at ${when(session.startTime)} and ${vendor.vendorName} has not answered its invitation yet. Please confirm your attendance with the link in the invitation before the start.${simulationEn(session)}`;
  const id = vendor.attending
    ? `Sesi lelang ${session.auctionNumber} untuk ${procurementOf(session)} dimulai pukul ${when(session.startTime)}. Mohon masuk ke ruang lelang tepat waktu: penawaran hanya dihitung selama sesi berjalan.${simulationId(session)}`
    : `Sesi lelang ${session.auctionNumber} untuk ${procurementOf(session)} dimulai pukul ${when(session.startTime)} dan ${vendor.vendorName} belum menjawab undangannya. Mohon konfirmasi kehadiran melalui tautan di undangan sebelum sesi dimulai.${simulationId(session)}`;
  return bilingualMail(
    to,
    `Reminder: auction ${session.auctionNumber} starts in 30 minutes / Pengingat: lelang ${session.auctionNumber} dimulai dalam 30 menit`,
    { greeting: `Hello ${vendor.picVendor},`, paragraphs: [en], ...(vendor.attending ? { action: { label: 'Enter the auction room', url: roomUrl } } : {}) },
    { greeting: `Halo ${vendor.picVendor},`, paragraphs: [id], ...(vendor.attending ? { action: { label: 'Masuk ke ruang lelang', url: roomUrl } } : {}) },
  );
}

/** To the buyer: a vendor will not attend, with its reason. */
export function declinedMail(to: string, buyer: { name: string }, session: SessionFacts, vendor: { vendorName: string; reason: string | null }, pageUrl: string): Mail {
  const reason = vendor.reason?.trim() || '-';
  return bilingualMail(
    to,
    `${vendor.vendorName} will not attend auction ${session.auctionNumber} / ${vendor.vendorName} tidak akan hadir di lelang ${session.auctionNumber}`,
    {
      greeting: `Hello ${buyer.name},`,
      paragraphs: [`${vendor.vendorName} declined the invitation to the auction session ${session.auctionNumber} of ${procurementOf(session)} (${when(session.startTime)}).`, `Reason: ${reason}`],
      action: { label: 'Open the auction session', url: pageUrl },
    },
    {
      greeting: `Halo ${buyer.name},`,
      paragraphs: [`${vendor.vendorName} menolak undangan ke sesi lelang ${session.auctionNumber} untuk ${procurementOf(session)} (${when(session.startTime)}).`, `Alasan: ${reason}`],
      action: { label: 'Buka sesi lelang', url: pageUrl },
    },
  );
}

/** To the buyer: a vendor asks for its latest offer to be disqualified (the buyer decides in the monitor). */
export function disqualificationRequestedMail(
  to: string,
  buyer: { name: string },
  session: SessionFacts,
  request: { vendorName: string; amount: string; currency: string; reason: string; at: Date },
  monitorUrl: string,
): Mail {
  const amount = price(request.amount, request.currency);
  const jumlah = harga(request.amount, request.currency);
  return bilingualMail(
    to,
    `Disqualification requested in auction ${session.auctionNumber} / Permintaan diskualifikasi di lelang ${session.auctionNumber}`,
    {
      greeting: `Hello ${buyer.name},`,
      paragraphs: [
        `${request.vendorName} asked at ${when(request.at)} to disqualify its latest offer of ${amount} in the auction session ${session.auctionNumber} of ${procurementOf(session)}.`,
        `Reason: ${request.reason}`,
        'Approve or refuse it in the monitor while the session runs.',
      ],
      action: { label: 'Open the monitor', url: monitorUrl },
    },
    {
      greeting: `Halo ${buyer.name},`,
      paragraphs: [
        `${request.vendorName} pada ${when(request.at)} meminta diskualifikasi penawaran terakhirnya sebesar ${jumlah} di sesi lelang ${session.auctionNumber} untuk ${procurementOf(session)}.`,
        `Alasan: ${request.reason}`,
        'Setujui atau tolak di monitor selama sesi berjalan.',
      ],
      action: { label: 'Buka monitor', url: monitorUrl },
    },
  );
}

/** The buyer's decision on an offer of the vendor's: disqualified (asked for or not), or kept after the vendor asked. */
export interface DisqualificationDecision {
  decision: 'DISQUALIFIED' | 'KEPT';
  amount: string;
  currency: string;
  /** The buyer's reason for a disqualification. */
  reason: string | null;
  /** Whether the vendor had asked for it. */
  requested: boolean;
  at: Date;
}

/** To the vendor: what the buyer decided on its offer, while the session runs (docs/rules/auction-bidding.md#disqualification). */
export function disqualificationDecisionMail(to: string, vendor: { picVendor: string; vendorName: string }, session: SessionFacts, decided: DisqualificationDecision, roomUrl: string): Mail {
  const amount = price(decided.amount, decided.currency);
  const jumlah = harga(decided.amount, decided.currency);
  const kept = decided.decision === 'KEPT';
  const en = kept
    ? [
        `At ${when(decided.at)} the buyer refused ${vendor.vendorName}'s request to disqualify its offer of ${amount} in the auction session ${session.auctionNumber} of ${procurementOf(session)}.`,
        'The offer stays valid and counts for your rank.',
      ]
    : [
        `At ${when(decided.at)} the buyer disqualified ${vendor.vendorName}'s offer of ${amount} in the auction session ${session.auctionNumber} of ${procurementOf(session)}${decided.requested ? ', as you asked' : ''}.`,
        `Reason: ${decided.reason ?? '-'}`,
        'Your previous valid offer counts again; you may offer again while the session runs.',
      ];
  const id = kept
    ? [
        `Pada ${when(decided.at)} pembeli menolak permintaan ${vendor.vendorName} untuk mendiskualifikasi penawarannya sebesar ${jumlah} di sesi lelang ${session.auctionNumber} untuk ${procurementOf(session)}.`,
        'Penawaran tersebut tetap sah dan dihitung untuk peringkat Anda.',
      ]
    : [
        `Pada ${when(decided.at)} pembeli mendiskualifikasi penawaran ${vendor.vendorName} sebesar ${jumlah} di sesi lelang ${session.auctionNumber} untuk ${procurementOf(session)}${decided.requested ? ', sesuai permintaan Anda' : ''}.`,
        `Alasan: ${decided.reason ?? '-'}`,
        'Penawaran sah Anda sebelumnya kembali berlaku; Anda dapat menawar lagi selama sesi berjalan.',
      ];
  return bilingualMail(
    to,
    kept
      ? `Your offer stays valid in auction ${session.auctionNumber} / Penawaran Anda tetap sah di lelang ${session.auctionNumber}`
      : `Your offer was disqualified in auction ${session.auctionNumber} / Penawaran Anda didiskualifikasi di lelang ${session.auctionNumber}`,
    { greeting: `Hello ${vendor.picVendor},`, paragraphs: en, action: { label: 'Enter the auction room', url: roomUrl } },
    { greeting: `Halo ${vendor.picVendor},`, paragraphs: id, action: { label: 'Masuk ke ruang lelang', url: roomUrl } },
  );
}

/** The ledger's final head as the result mails carry it (decision 241): the head and the app's signature over it. */
export interface MailedLedgerHead {
  head: SignedLedgerHead;
  signature: LedgerHeadSignature | null;
}

/** The paragraphs that take the head out of the server, in each language (the lines verify-ledger reads back). */
function headParagraphs(mailed: MailedLedgerHead | null): { en: string[]; id: string[] } {
  if (!mailed) return { en: [], id: [] };
  return {
    en: [
      "The session's ledger ends at this head. Keep this mail: it is your copy of the head, outside the platform.",
      ...ledgerHeadLines(mailed.head, mailed.signature, 'en'),
      'Check any copy of the ledger against it: npm run verify-ledger -- ledger.json --head <this mail saved as text>',
    ],
    id: [
      'Ledger sesi berakhir pada kepala ini. Simpan e-mail ini: ini salinan kepala ledger Anda di luar platform.',
      ...ledgerHeadLines(mailed.head, mailed.signature, 'id'),
      'Periksa salinan ledger mana pun dengannya: npm run verify-ledger -- ledger.json --head <e-mail ini disimpan sebagai teks>',
    ],
  };
}

/** What one attending vendor is told of the end: its own price and place; the winner's price only in an OPEN session. */
export interface VendorResult {
  finalPrice: string | null;
  rank: number | null;
  attending: number;
  /** Only for an OPEN session; never the winner's name. */
  winningPrice: string | null;
  won: boolean;
  currency: string;
}

export function vendorResultMail(
  to: string,
  vendor: { picVendor: string; vendorName: string },
  session: SessionFacts,
  result: VendorResult,
  roomUrl: string,
  mailedHead: MailedLedgerHead | null,
): Mail {
  const head = headParagraphs(mailedHead);
  const mine = price(result.finalPrice, result.currency);
  const milik = harga(result.finalPrice, result.currency);
  const rankEn = result.rank === null ? 'no place (no valid offer)' : `place ${result.rank} of ${result.attending}`;
  const rankId = result.rank === null ? 'tanpa peringkat (tidak ada penawaran yang sah)' : `peringkat ${result.rank} dari ${result.attending}`;
  const winnerEn = result.winningPrice === null ? [] : [result.won ? 'Your offer is the best of the session.' : `The best offer of the session: ${price(result.winningPrice, result.currency)}.`];
  const winnerId = result.winningPrice === null ? [] : [result.won ? 'Penawaran Anda adalah yang terbaik di sesi ini.' : `Penawaran terbaik di sesi ini: ${harga(result.winningPrice, result.currency)}.`];
  return bilingualMail(
    to,
    `Your result in auction ${session.auctionNumber} / Hasil Anda di lelang ${session.auctionNumber}`,
    {
      greeting: `Hello ${vendor.picVendor},`,
      paragraphs: [
        `The auction session ${session.auctionNumber} of ${procurementOf(session)} has ended.${simulationEn(session)}`,
        `${vendor.vendorName}'s final offer: ${mine}; ${rankEn}.`,
        ...winnerEn,
        'The buyer decides the award after its evaluation; this is not an award.',
        ...head.en,
      ],
      action: { label: 'Open the session', url: roomUrl },
    },
    {
      greeting: `Halo ${vendor.picVendor},`,
      paragraphs: [
        `Sesi lelang ${session.auctionNumber} untuk ${procurementOf(session)} telah berakhir.${simulationId(session)}`,
        `Penawaran akhir ${vendor.vendorName}: ${milik}; ${rankId}.`,
        ...winnerId,
        'Pembeli menetapkan pemenang setelah evaluasinya; ini bukan penetapan pemenang.',
        ...head.id,
      ],
      action: { label: 'Buka sesi', url: roomUrl },
    },
  );
}

/** The buyer's summary of the end: counts, the leading vendor and price, and the way to the reports. */
export interface SessionSummary {
  invited: number;
  attending: number;
  offering: number;
  offers: number;
  leader: { vendorName: string; price: string } | null;
  currency: string;
  endedAt: Date;
}

export function buyerSummaryMail(to: string, buyer: { name: string }, session: SessionFacts, summary: SessionSummary, resultUrl: string, mailedHead: MailedLedgerHead | null): Mail {
  const head = headParagraphs(mailedHead);
  const leaderEn = summary.leader ? `Rank 1: ${summary.leader.vendorName} at ${price(summary.leader.price, summary.currency)}.` : 'No vendor made a valid offer.';
  const leaderId = summary.leader ? `Peringkat 1: ${summary.leader.vendorName} dengan ${harga(summary.leader.price, summary.currency)}.` : 'Tidak ada vendor yang mengajukan penawaran sah.';
  return bilingualMail(
    to,
    `Auction ${session.auctionNumber} ended: summary / Lelang ${session.auctionNumber} berakhir: ringkasan`,
    {
      greeting: `Hello ${buyer.name},`,
      paragraphs: [
        `The auction session ${session.auctionNumber} of ${procurementOf(session)} ended at ${when(summary.endedAt)}.${simulationEn(session)}`,
        `Vendors invited: ${summary.invited}; attending: ${summary.attending}; offering: ${summary.offering}; offers: ${summary.offers}.`,
        leaderEn,
        'The result page holds the Auction Log Report, the Report Result Auction and the ledger to download.',
        ...head.en,
      ],
      action: { label: 'Open the result and reports', url: resultUrl },
    },
    {
      greeting: `Halo ${buyer.name},`,
      paragraphs: [
        `Sesi lelang ${session.auctionNumber} untuk ${procurementOf(session)} berakhir pukul ${when(summary.endedAt)}.${simulationId(session)}`,
        `Vendor diundang: ${summary.invited}; hadir: ${summary.attending}; menawar: ${summary.offering}; penawaran: ${summary.offers}.`,
        leaderId,
        'Halaman hasil memuat Laporan Log Lelang, Laporan Hasil Lelang, dan ledger untuk diunduh.',
        ...head.id,
      ],
      action: { label: 'Buka hasil dan laporan', url: resultUrl },
    },
  );
}
