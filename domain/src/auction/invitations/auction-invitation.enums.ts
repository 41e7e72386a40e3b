import type { StatusInfo } from '../../procurement/procurement.enums';

/** An invitation's answer (docs/rules/auction.md#invitations-and-attendance): chosen once, then locked. */
export const INVITATION_STATUSES = ['NOT_CONFIRMED', 'NOT_ATTEND', 'ATTEND'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Joined the first time the vendor enters the room, and stays so. */
export const JOINED_STATUSES = ['NOT_JOINED', 'JOINED'] as const;
export type JoinedStatus = (typeof JOINED_STATUSES)[number];

export const INVITATION_STATUS_INFO: Record<InvitationStatus, StatusInfo> = {
  NOT_CONFIRMED: { labels: { en: 'Not Confirmed', id: 'Belum Dikonfirmasi' }, badge: 'warning' },
  NOT_ATTEND: { labels: { en: 'Not Attend', id: 'Tidak Hadir' }, badge: 'error' },
  ATTEND: { labels: { en: 'Attend', id: 'Hadir' }, badge: 'success' },
};

export const JOINED_STATUS_INFO: Record<JoinedStatus, StatusInfo> = {
  NOT_JOINED: { labels: { en: 'Not Joined', id: 'Belum Bergabung' }, badge: 'default' },
  JOINED: { labels: { en: 'Joined', id: 'Bergabung' }, badge: 'success' },
};

/** Letters of attorney per invitation (docs/rules/auction.md#limits). */
export const MAX_ATTORNEY_LETTERS = 5;
/** One resend (invitation or join link) per vendor per 10 s (docs/rules/auction.md#limits, docs/rules/auction.md#invitations-and-attendance). */
export const RESEND_WAIT_MS = 10_000;
/** The waiting room warns when the start is this close and fewer than 2 vendors are present. */
export const FEW_PARTICIPANTS_WARNING_MS = 60_000;
/** A session keeps going with at least this many participants (docs/rules/auction.md#limits). */
export const MIN_PARTICIPANTS = 2;
