import { formatDateTime } from '@procura/domain/common/dates';
import { bilingualMail } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/outbox';

// The mails of a session's life (docs/rules/auction.md#session-life, docs/rules/auction.md#invitations-and-attendance), Indonesian and English in one mail like every
// mail of the product. Times are shown in WIB, the one date-time format.

/** What every session mail tells about the session. */
export interface SessionFacts {
  procurementName: string;
  procurementNumber: string | null;
  companyName: string;
  auctionNumber: string;
  startTime: Date;
  endTime: Date;
  /** A simulation session is marked as such everywhere (docs/rules/auction.md#session-life). */
  simulation: boolean;
}

const when = (date: Date) => formatDateTime(date);
const procurementEn = (s: SessionFacts) => `${s.procurementName}${s.procurementNumber ? ` (${s.procurementNumber})` : ''}`;
const scheduleEn = (s: SessionFacts) => `Schedule: ${when(s.startTime)} to ${when(s.endTime)}.`;
const scheduleId = (s: SessionFacts) => `Jadwal: ${when(s.startTime)} sampai ${when(s.endTime)}.`;
const simulationEn = (s: SessionFacts) => (s.simulation ? ' This is a simulation session: its offers do not count.' : '');
const simulationId = (s: SessionFacts) => (s.simulation ? ' Ini adalah sesi simulasi: penawarannya tidak dihitung.' : '');

/** How soon a session starts, in words, so a short-notice invitation is read at once. */
function startsIn(start: Date, now: Date): { en: string; id: string } {
  const minutes = Math.max(0, Math.round((start.getTime() - now.getTime()) / 60_000));
  if (minutes < 1) return { en: 'in less than a minute', id: 'dalam kurang dari satu menit' };
  if (minutes < 120) return { en: `in ${minutes} minute${minutes === 1 ? '' : 's'}`, id: `dalam ${minutes} menit` };
  const hours = Math.round(minutes / 60);
  if (hours < 48) return { en: `in about ${hours} hours`, id: `dalam sekitar ${hours} jam` };
  const days = Math.round(hours / 24);
  return { en: `in about ${days} days`, id: `dalam sekitar ${days} hari` };
}

/** The invitation: attend (the attendance page) or decline (the not-attend page), answered before the start. */
export function invitationMail(
  to: string,
  vendor: { vendorName: string; picVendor: string },
  session: SessionFacts,
  links: { attend: string; decline: string },
  now: Date,
): Mail {
  const soon = startsIn(session.startTime, now);
  return bilingualMail(
    to,
    `Auction invitation ${session.auctionNumber} / Undangan lelang ${session.auctionNumber}`,
    {
      greeting: `Hello ${vendor.picVendor},`,
      paragraphs: [
        `${session.companyName} invites ${vendor.vendorName} to the auction session ${session.auctionNumber} of the procurement ${procurementEn(session)}.${simulationEn(session)}`,
        `${scheduleEn(session)} The session starts ${soon.en}.`,
        `Please confirm your attendance before ${when(session.startTime)} (the due date). Sign in with your e-mail and a one-time code.`,
      ],
      action: { label: 'Confirm attendance', url: links.attend },
      secondaryAction: { label: 'I will not attend', url: links.decline },
      footnote: 'If you did not expect this invitation, ignore this mail.',
    },
    {
      greeting: `Halo ${vendor.picVendor},`,
      paragraphs: [
        `${session.companyName} mengundang ${vendor.vendorName} ke sesi lelang ${session.auctionNumber} untuk pengadaan ${procurementEn(session)}.${simulationId(session)}`,
        `${scheduleId(session)} Sesi dimulai ${soon.id}.`,
        `Mohon konfirmasi kehadiran Anda sebelum ${when(session.startTime)} (batas waktu). Masuk dengan email Anda dan kode sekali pakai.`,
      ],
      action: { label: 'Konfirmasi kehadiran', url: links.attend },
      secondaryAction: { label: 'Saya tidak akan hadir', url: links.decline },
      footnote: 'Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    },
  );
}

/** The way into the room for a vendor who will attend (resend join link). */
export function joinLinkMail(to: string, vendor: { picVendor: string }, session: SessionFacts, roomUrl: string): Mail {
  return bilingualMail(
    to,
    `Join auction ${session.auctionNumber} / Masuk lelang ${session.auctionNumber}`,
    {
      greeting: `Hello ${vendor.picVendor},`,
      paragraphs: [`Here is your link to the auction session ${session.auctionNumber} of ${procurementEn(session)}.${simulationEn(session)}`, scheduleEn(session)],
      action: { label: 'Enter the auction room', url: roomUrl },
      footnote: 'Sign in with your e-mail and a one-time code. Never share this link.',
    },
    {
      greeting: `Halo ${vendor.picVendor},`,
      paragraphs: [`Berikut tautan Anda ke sesi lelang ${session.auctionNumber} untuk ${procurementEn(session)}.${simulationId(session)}`, scheduleId(session)],
      action: { label: 'Masuk ke ruang lelang', url: roomUrl },
      footnote: 'Masuk dengan email Anda dan kode sekali pakai. Jangan bagikan tautan ini.',
    },
  );
}

/** The session was canceled: why (plain text of the buyer's reason), by whom and when. */
export function canceledMail(to: string, vendor: { picVendor: string }, session: SessionFacts, cancel: { reason: string; by: string; at: Date }): Mail {
  return bilingualMail(
    to,
    `Auction canceled ${session.auctionNumber} / Lelang dibatalkan ${session.auctionNumber}`,
    {
      greeting: `Hello ${vendor.picVendor},`,
      paragraphs: [
        `The auction session ${session.auctionNumber} of ${procurementEn(session)} (${session.companyName}) was canceled by ${cancel.by} at ${when(cancel.at)}.`,
        `Reason: ${cancel.reason}`,
      ],
    },
    {
      greeting: `Halo ${vendor.picVendor},`,
      paragraphs: [
        `Sesi lelang ${session.auctionNumber} untuk ${procurementEn(session)} (${session.companyName}) dibatalkan oleh ${cancel.by} pada ${when(cancel.at)}.`,
        `Alasan: ${cancel.reason}`,
      ],
    },
  );
}

/** The buyer stopped a running session before its end time. */
/** The reason the buyer gave after Stop Session (POST …/stop-reason), in both languages. */
export function stopReasonMail(to: string, vendor: { picVendor: string }, session: SessionFacts, reason: string): Mail {
  return bilingualMail(
    to,
    `Why auction ${session.auctionNumber} was stopped / Alasan lelang ${session.auctionNumber} dihentikan`,
    {
      greeting: `Hello ${vendor.picVendor},`,
      paragraphs: [`The buyer stopped the auction session ${session.auctionNumber} of ${procurementEn(session)} (${session.companyName}) for this reason:`, reason],
    },
    {
      greeting: `Halo ${vendor.picVendor},`,
      paragraphs: [`Pembeli menghentikan sesi lelang ${session.auctionNumber} untuk ${procurementEn(session)} (${session.companyName}) dengan alasan berikut:`, reason],
    },
  );
}

export function stoppedMail(to: string, vendor: { picVendor: string }, session: SessionFacts, at: Date): Mail {
  return bilingualMail(
    to,
    `Auction stopped ${session.auctionNumber} / Lelang dihentikan ${session.auctionNumber}`,
    {
      greeting: `Hello ${vendor.picVendor},`,
      paragraphs: [`The buyer stopped the auction session ${session.auctionNumber} of ${procurementEn(session)} (${session.companyName}) at ${when(at)}. No more offers are accepted.`],
    },
    {
      greeting: `Halo ${vendor.picVendor},`,
      paragraphs: [`Pembeli menghentikan sesi lelang ${session.auctionNumber} untuk ${procurementEn(session)} (${session.companyName}) pada ${when(at)}. Penawaran tidak lagi diterima.`],
    },
  );
}

/** The buyer paused a running session (decision 189): why, since when, and until when it may stay paused. */
export function pausedMail(to: string, vendor: { picVendor: string }, session: SessionFacts, pause: { reason: string; at: Date; deadline: Date | null }): Mail {
  return bilingualMail(
    to,
    `Auction paused ${session.auctionNumber} / Lelang dijeda ${session.auctionNumber}`,
    {
      greeting: `Hello ${vendor.picVendor},`,
      paragraphs: [
        `The buyer paused the auction session ${session.auctionNumber} of ${procurementEn(session)} (${session.companyName}) at ${when(pause.at)}. No offers are accepted while it is paused; the paused time is added to the end when it resumes.`,
        `Reason: ${pause.reason}`,
        ...(pause.deadline ? [`If it is not resumed by ${when(pause.deadline)}, the session is canceled.`] : []),
      ],
    },
    {
      greeting: `Halo ${vendor.picVendor},`,
      paragraphs: [
        `Pembeli menjeda sesi lelang ${session.auctionNumber} untuk ${procurementEn(session)} (${session.companyName}) pada ${when(pause.at)}. Penawaran tidak diterima selama jeda; waktu jeda ditambahkan ke waktu berakhir saat sesi dilanjutkan.`,
        `Alasan: ${pause.reason}`,
        ...(pause.deadline ? [`Jika tidak dilanjutkan sebelum ${when(pause.deadline)}, sesi dibatalkan.`] : []),
      ],
    },
  );
}

/** The buyer resumed a paused session: the new end. */
export function resumedMail(to: string, vendor: { picVendor: string }, session: SessionFacts, resume: { at: Date; endTime: Date }): Mail {
  return bilingualMail(
    to,
    `Auction resumed ${session.auctionNumber} / Lelang dilanjutkan ${session.auctionNumber}`,
    {
      greeting: `Hello ${vendor.picVendor},`,
      paragraphs: [
        `The buyer resumed the auction session ${session.auctionNumber} of ${procurementEn(session)} (${session.companyName}) at ${when(resume.at)}. Offers are accepted again.`,
        `The paused time was added to the end: the session now ends at ${when(resume.endTime)}.`,
      ],
    },
    {
      greeting: `Halo ${vendor.picVendor},`,
      paragraphs: [
        `Pembeli melanjutkan sesi lelang ${session.auctionNumber} untuk ${procurementEn(session)} (${session.companyName}) pada ${when(resume.at)}. Penawaran diterima kembali.`,
        `Waktu jeda ditambahkan ke waktu berakhir: sesi sekarang berakhir pada ${when(resume.endTime)}.`,
      ],
    },
  );
}
