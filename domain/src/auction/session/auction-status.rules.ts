import type { Labels } from '../../common/i18n';
import type { AuctionSessionStatus } from '../../procurement/procurement.enums';

/** Who moves a session: the buyer by hand, or the scheduler when a due time is reached. */
export type AuctionActor = 'buyer' | 'scheduler';

export interface AuctionTransition {
  from: AuctionSessionStatus;
  to: AuctionSessionStatus;
  by: AuctionActor;
  /** The action's name on its button. */
  label: Labels;
  /** A cancel reason is required (docs/rules/auction.md#stop-and-cancel). */
  needsReason?: boolean;
}

/**
 * The one table of auction session moves (docs/rules/auction.md#session-life). The server's conditional updates and the
 * web's action buttons both read it; nothing else compares statuses by hand.
 */
export const AUCTION_TRANSITIONS: readonly AuctionTransition[] = [
  { from: 'DRAFT', to: 'NOT_STARTED', by: 'buyer', label: { en: 'Create Session', id: 'Buat Sesi' } },
  { from: 'NOT_STARTED', to: 'ON_GOING', by: 'scheduler', label: { en: 'Start', id: 'Mulai' } },
  { from: 'ON_GOING', to: 'DONE', by: 'scheduler', label: { en: 'End', id: 'Selesai' } },
  { from: 'ON_GOING', to: 'DONE', by: 'buyer', label: { en: 'Stop Session', id: 'Hentikan Sesi' } },
  { from: 'NOT_STARTED', to: 'CANCELED', by: 'buyer', label: { en: 'Cancel Session', id: 'Batalkan Sesi' }, needsReason: true },
  { from: 'ON_GOING', to: 'CANCELED', by: 'buyer', label: { en: 'Cancel Session', id: 'Batalkan Sesi' }, needsReason: true },
  // A session paused longer than its maxPauseMinutes (docs/rules/auction-bidding.md#pause-and-resume, decision 187).
  { from: 'ON_GOING', to: 'CANCELED', by: 'scheduler', label: { en: 'Cancel (paused too long)', id: 'Batalkan (jeda terlalu lama)' } },
];

/** The moves an actor may make from a status, in the table's order. */
export function allowedNext(status: AuctionSessionStatus, actor: AuctionActor): AuctionTransition[] {
  return AUCTION_TRANSITIONS.filter((t) => t.from === status && t.by === actor);
}

/** The move from `from` to `to` by `actor`, or undefined when the table does not allow it. */
export function findTransition(from: AuctionSessionStatus, to: AuctionSessionStatus, actor: AuctionActor): AuctionTransition | undefined {
  return AUCTION_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === actor);
}

/** The statuses a transition may start from, for a conditional `UPDATE … WHERE status IN (…)`. */
export function sourcesOf(to: AuctionSessionStatus, actor: AuctionActor): AuctionSessionStatus[] {
  return AUCTION_TRANSITIONS.filter((t) => t.to === to && t.by === actor).map((t) => t.from);
}

/** A session still to come or running: another one of the procurement may not overlap it. */
export const LIVE_AUCTION_STATUSES = ['NOT_STARTED', 'ON_GOING'] as const satisfies readonly AuctionSessionStatus[];
/** Finished for good: no more offers, attendance or resends. */
export const FINAL_AUCTION_STATUSES = ['DONE', 'CANCELED'] as const satisfies readonly AuctionSessionStatus[];

export const isFinalAuctionStatus = (status: AuctionSessionStatus) => (FINAL_AUCTION_STATUSES as readonly string[]).includes(status);

/** A predicate on the status; a status not known yet (null while loading) is in no group. */
const within = (statuses: readonly AuctionSessionStatus[]) => (status: AuctionSessionStatus | null | undefined) => !!status && statuses.includes(status);

/** Only a draft session is edited or deleted; one not yet started has no offers. */
export const isAuctionDraft = within(['DRAFT']);
/** Created and waiting for its start: attendance is confirmed, the waiting room counts down. */
export const isAuctionUpcoming = within(['NOT_STARTED']);
/** Not started yet (a draft or one waiting): no offers, no history. */
export const isAuctionBeforeStart = within(['DRAFT', 'NOT_STARTED']);
/** Running: offers are made, the timer counts to the end. */
export const isAuctionRunning = within(['ON_GOING']);
/** Started at some time (running or done): ranks and offers show. */
export const hasAuctionStarted = within(['ON_GOING', 'DONE']);
/** Ended normally: results, reports and ledgers are there. */
export const isAuctionDone = within(['DONE']);
export const isAuctionCanceled = within(['CANCELED']);
export const isLiveAuctionStatus = within(LIVE_AUCTION_STATUSES);
