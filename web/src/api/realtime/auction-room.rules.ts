import type { AuctionServerEvents } from '@procura/domain/auction/auction.events';
import type { AuctionAnnouncementView, AuctionLeaderboard, AuctionOfferLogPage, AuctionOfferLogView, AuctionOwnStanding, AuctionRankView, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { isAuctionRunning, isAuctionUpcoming } from '@procura/domain/auction/session/auction-status.rules';

type Payload<E extends keyof AuctionServerEvents> = Parameters<AuctionServerEvents[E]>[0];

/** The room events that change the state this client keeps (AUCTION_STATE replaces it whole). */
export type RoomEvent =
  | { type: 'AUCTION_STARTED'; payload: Payload<'AUCTION_STARTED'> }
  | { type: 'AUCTION_STOPPED'; payload: Payload<'AUCTION_STOPPED'> }
  | { type: 'AUCTION_CANCELED'; payload: Payload<'AUCTION_CANCELED'> }
  | { type: 'PRESENCE'; payload: Payload<'PRESENCE'> }
  | { type: 'ATTENDANCE_CHANGED'; payload: Payload<'ATTENDANCE_CHANGED'> }
  | { type: 'NEW_OFFER'; payload: Payload<'NEW_OFFER'> }
  | { type: 'LEADERBOARD'; payload: Payload<'LEADERBOARD'> }
  | { type: 'YOUR_STANDING'; payload: Payload<'YOUR_STANDING'> }
  | { type: 'TIMER_EXTENDED'; payload: Payload<'TIMER_EXTENDED'> }
  | { type: 'OFFER_DISQUALIFIED'; payload: Payload<'OFFER_DISQUALIFIED'> }
  | { type: 'DISQUALIFICATION_REQUESTED'; payload: Payload<'DISQUALIFICATION_REQUESTED'> }
  | { type: 'DISQUALIFICATION_DECLINED'; payload: Payload<'DISQUALIFICATION_DECLINED'> }
  | { type: 'AUCTION_PAUSED'; payload: Payload<'AUCTION_PAUSED'> }
  | { type: 'AUCTION_RESUMED'; payload: Payload<'AUCTION_RESUMED'> }
  | { type: 'AUCTION_ANNOUNCEMENT'; payload: Payload<'AUCTION_ANNOUNCEMENT'> };

export const ROOM_EVENT_TYPES = [
  'AUCTION_STARTED',
  'AUCTION_STOPPED',
  'AUCTION_CANCELED',
  'PRESENCE',
  'ATTENDANCE_CHANGED',
  'NEW_OFFER',
  'LEADERBOARD',
  'YOUR_STANDING',
  'TIMER_EXTENDED',
  'OFFER_DISQUALIFIED',
  'DISQUALIFICATION_REQUESTED',
  'DISQUALIFICATION_DECLINED',
  'AUCTION_PAUSED',
  'AUCTION_RESUMED',
  'AUCTION_ANNOUNCEMENT',
] as const satisfies ReadonlyArray<RoomEvent['type']>;

/**
 * The log with one offer put in its place by sequence: a new one appended in order, a known one
 * (disqualified, or asked to be) replaced. An event that arrives twice changes nothing.
 */
export function withOffer(log: readonly AuctionOfferLogView[], offer: AuctionOfferLogView): AuctionOfferLogView[] {
  const index = log.findIndex((o) => o.sequence === offer.sequence);
  if (index >= 0) return log.map((o, i) => (i === index ? offer : o));
  return [...log, offer].sort((a, b) => a.sequence - b.sequence);
}

/**
 * Applies one event to the kept state. Events of another session (one socket may be in several
 * rooms) and events before the first full state leave it as it is; the next JOIN_AUCTION ack
 * brings everything anyway.
 */
export function applyRoomEvent(state: AuctionRoomState | null, event: RoomEvent): AuctionRoomState | null {
  if (!state || event.payload.auctionId !== state.auctionId) return state;
  switch (event.type) {
    case 'AUCTION_STARTED': {
      const { status, startTime, endTime, serverNow } = event.payload;
      return { ...state, status, startTime, endTime, serverNow };
    }
    case 'AUCTION_STOPPED': {
      const { status, startTime, endTime, serverNow, stoppedManually } = event.payload;
      return { ...state, status, startTime, endTime, serverNow, stoppedManually };
    }
    case 'AUCTION_CANCELED': {
      const { status, startTime, endTime, serverNow, cancelReason, canceledBy, canceledAt } = event.payload;
      return { ...state, status, startTime, endTime, serverNow, cancel: { cancelReason, canceledBy, canceledAt } };
    }
    case 'PRESENCE':
      return { ...state, participants: { ...state.participants, present: event.payload.present } };
    case 'ATTENDANCE_CHANGED':
      return state;
    case 'NEW_OFFER':
    case 'OFFER_DISQUALIFIED':
    case 'DISQUALIFICATION_REQUESTED':
    case 'DISQUALIFICATION_DECLINED':
      return { ...state, offerLog: withOffer(state.offerLog, event.payload.offer) };
    case 'LEADERBOARD': {
      if (isSharedBoardFor(state, event.payload)) return withSharedBoard(state, event.payload);
      // A board older than what the state already holds (a late event after a resync) is dropped.
      if (event.payload.sequence < state.sequence) return state;
      const { auctionId: _auctionId, ...board } = event.payload;
      return { ...state, ...board };
    }
    case 'YOUR_STANDING':
      return withOwnStanding(state, event.payload);
    case 'TIMER_EXTENDED': {
      if (event.payload.sequence < state.sequence) return state;
      const { endTime, extensionsUsed, serverNow } = event.payload;
      return { ...state, endTime, extensionsUsed, serverNow };
    }
    case 'AUCTION_PAUSED': {
      if (event.payload.sequence < state.sequence) return state;
      const { pausedAt, reason, pauseDeadline, serverNow } = event.payload;
      return { ...state, pausedAt, pausedReason: reason, pauseDeadline, serverNow };
    }
    case 'AUCTION_RESUMED': {
      if (event.payload.sequence < state.sequence) return state;
      const { endTime, serverNow } = event.payload;
      return { ...state, pausedAt: null, pausedReason: null, pauseDeadline: null, endTime, serverNow };
    }
    case 'AUCTION_ANNOUNCEMENT': {
      const { sequence, message, at } = event.payload;
      return { ...state, announcements: withAnnouncement(state.announcements, { sequence, message, at }) };
    }
  }
}

// Decision 217: a vendor hears each change as the vendors' room's one shared LEADERBOARD (`you: null`,
// every row 'Other Vendor') and then its own YOUR_STANDING; merged, they are its full projection.

/** The vendors' shared board reaching a vendor's state (the buyer's board has `you: null` too, and replaces the buyer's whole). */
export function isSharedBoardFor(state: Pick<AuctionRoomState, 'you'>, board: Pick<AuctionLeaderboard, 'you'>): boolean {
  return board.you === null && state.you !== null;
}

/**
 * The shared board's fields put into a vendor's state; its own `you`, items and step stay until its
 * YOUR_STANDING. A board of a sequence the state already holds is dropped: that state is the full view
 * of the same moment (a join, the offer's ack), which the shared one would only blank.
 */
export function withSharedBoard(state: AuctionRoomState, board: AuctionLeaderboard): AuctionRoomState {
  if (board.sequence <= state.sequence) return state;
  const { sequence, serverNow, status, endTime, extensionsUsed, leadingPrice, ranks, ledgerHeadHash } = board;
  return { ...state, sequence, serverNow, status, endTime, extensionsUsed, leadingPrice, ranks, ledgerHeadHash };
}

/** A vendor's own part of a change: its `you`, items and step, and each '(You)' row at its index (CLOSE: index 0 of no rows). */
export function withOwnStanding(state: AuctionRoomState, standing: AuctionOwnStanding): AuctionRoomState {
  if (standing.sequence < state.sequence) return state;
  const ranks: AuctionRankView[] = [...state.ranks];
  for (const { index, rank } of standing.ownRanks) {
    if (index < ranks.length) ranks[index] = rank;
    else ranks.push(rank);
  }
  return { ...state, you: standing.you, items: standing.items, effectiveDecrement: standing.effectiveDecrement, ranks };
}

/**
 * Whether a room should hold this event until the vendor's YOUR_STANDING of the same change: a shared
 * board reaching a participant (its state has its own '(You)' row), so the table never shows a moment
 * without it. Anyone else (the buyer, an invited vendor that does not take part) applies it at once.
 */
export function waitsForOwnStanding(state: AuctionRoomState | null, event: RoomEvent): boolean {
  return event.type === 'LEADERBOARD' && state !== null && isSharedBoardFor(state, event.payload) && state.ranks.some((rank) => rank.you);
}

/** How long a held shared board waits for its YOUR_STANDING before it is applied alone (the standing was lost). */
export const OWN_STANDING_WAIT_MS = 1_000;

/** One announcement of the buyer as a room keeps it (its ledger sequence names it). */
export type RoomAnnouncement = AuctionAnnouncementView;

/** The list with one more announcement in its place: newest first, each sequence once. */
export function withAnnouncement(list: readonly RoomAnnouncement[], item: RoomAnnouncement): RoomAnnouncement[] {
  if (list.some((known) => known.sequence === item.sequence)) return [...list];
  return [...list, item].sort((a, b) => b.sequence - a.sequence);
}

/** The serverNow an event carries, when it carries one (it refreshes the clock offset). */
export function serverNowOf(event: RoomEvent): string | null {
  return 'serverNow' in event.payload ? event.payload.serverNow : null;
}

/** Server time minus local time, from a `serverNow` received at local `receivedAtMs`. */
export function offsetFromServerNow(serverNowIso: string, receivedAtMs: number): number {
  const server = Date.parse(serverNowIso);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}

// docs/rules/auction.md#timer: when time left reaches 0 the auction data is reloaded. A start or end
// event lost on the way must not leave a room at 00:00:00 saying Not Started or On Going.

/** The scheduler acts within a second of the moment; the room asks a little after it. */
export const DUE_RELOAD_GRACE_MS = 1_500;
/** While the state still says the moment has not come, it asks again, less and less often. */
export const DUE_RELOAD_MAX_MS = 15_000;

/** The moment (epoch ms) the room's countdown runs to: the start of a scheduled session, the end of a running one; null otherwise (and while paused). */
export function dueMomentMs(state: Pick<AuctionRoomState, 'status' | 'startTime' | 'endTime'> & { pausedAt?: string | null }): number | null {
  // A paused session does not end at its end time: AUCTION_RESUMED brings the new end.
  if (state.pausedAt) return null;
  const at = isAuctionUpcoming(state.status) ? state.startTime : isAuctionRunning(state.status) ? state.endTime : null;
  const ms = at ? Date.parse(at) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

/**
 * How long to wait before asking for the state again: until the moment and its grace for the first
 * ask, then 2, 4, 8 and at most 15 s between asks while the answer still says the moment has not come.
 */
export function dueReloadDelayMs(dueMs: number, serverNowMs: number, attempt: number): number {
  if (attempt === 0) return Math.max(0, dueMs + DUE_RELOAD_GRACE_MS - serverNowMs);
  return Math.min(DUE_RELOAD_MAX_MS, 2_000 * 2 ** (attempt - 1));
}

/**
 * A full state (a join's ack, AUCTION_STATE) in place of the one held. One older than it, read by
 * the server before a change whose events already reached the page (a join in flight while the
 * buyer disqualified an offer), is dropped as an older LEADERBOARD is (decision 110): it would put
 * the standings from before the change back. Otherwise it replaces the state (withOlderOffersKept).
 */
export function withFullState(current: AuctionRoomState | null, next: AuctionRoomState): AuctionRoomState {
  if (current && current.auctionId === next.auctionId && next.sequence < current.sequence) return current;
  return withOlderOffersKept(current, next);
}

/**
 * When the session ends (AUCTION_STOPPED) every room asks for its full state again, the final
 * standings as the server holds them, within this spread so a full room does not ask at one instant.
 */
export const END_RESYNC_SPREAD_MS = 1_000;

/**
 * A new full state (a join again, AUCTION_STATE) carries the last offers only: the older ones the
 * user had loaded (GET_OFFER_LOG_PAGE) are kept in front of it, and so is whether still older exist,
 * when the two logs meet (the held log has the new one's first offer: no offer missed between them).
 */
export function withOlderOffersKept(current: AuctionRoomState | null, next: AuctionRoomState): AuctionRoomState {
  const first = next.offerLog[0]?.sequence;
  if (!current || current.auctionId !== next.auctionId || first === undefined || !next.offerLogHasOlder) return next;
  if (!current.offerLog.some((offer) => offer.sequence === first)) return next;
  const older = current.offerLog.filter((offer) => offer.sequence < first);
  if (older.length === 0) return next;
  return { ...next, offerLog: [...older, ...next.offerLog], offerLogHasOlder: current.offerLogHasOlder };
}

/** A page of older offers put in front of the log (those already held are not repeated). */
export function withOlderPage(current: AuctionRoomState, page: AuctionOfferLogPage): AuctionRoomState {
  const first = current.offerLog[0]?.sequence ?? Number.POSITIVE_INFINITY;
  const older = page.offers.filter((offer) => offer.sequence < first);
  return { ...current, offerLog: [...older, ...current.offerLog], offerLogHasOlder: page.hasOlder };
}
