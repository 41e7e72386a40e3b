import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import { latestRequestDecision, REQUEST_DECISION_TEXT } from '../room/offers/offer-log.rules';
import { floorReached, floorReachedText, type FloorState } from '../room/proxy/proxy-floor.rules';

// Decision 200: what the polite live region says when the room's state changes (docs/rules/auction.md):
// a new leading price, the vendor's own new place, its proxy floor reached, the buyer's decision on its
// disqualification request, an extension, and the end (the vendor's with its final place). Each is said here only: the extension notice and the room's banners are not live
// regions. The vendor's own offer result is said by its toast and its refusal under the field (both
// role=alert), the start by the started notice, and a stop or a cancel by the vendor's dialog, so
// they are not repeated here.

export type AnnouncedState = Pick<AuctionRoomState, 'status' | 'stoppedManually' | 'leadingPrice' | 'endTime' | 'extensionsUsed' | 'you' | 'participants' | 'info' | 'offerLog'> & FloorState;
export type AnnouncementAudience = 'vendor' | 'buyer';

export interface RoomAnnouncement {
  /** The throttle keeps only the latest message per topic. */
  topic: 'leading-price' | 'rank' | 'proxy' | 'decision' | 'extension' | 'end';
  /** English catalogue key. */
  key: string;
  values?: Record<string, string | number>;
}

/** The announcements from one state to the next; none for the first state a page receives. */
export function roomAnnouncements(previous: AnnouncedState | null, next: AnnouncedState, audience: AnnouncementAudience): RoomAnnouncement[] {
  if (!previous) return [];
  const said: RoomAnnouncement[] = [];
  const running = next.status === 'ON_GOING';
  if (running && next.leadingPrice !== null && next.leadingPrice !== previous.leadingPrice) {
    said.push({ topic: 'leading-price', key: 'New leading price: {{price}}', values: { price: formatMoney(next.leadingPrice, next.info.currency) } });
  }
  const rank = next.you?.ranking ?? null;
  if (audience === 'vendor' && running && rank !== null && next.you?.lastOffer !== null && rank !== (previous.you?.ranking ?? null)) {
    said.push({ topic: 'rank', key: 'Your rank: {{rank}} of {{total}}', values: { rank, total: next.participants.total } });
  }
  if (audience === 'vendor' && floorReached(next) && !floorReached(previous)) said.push({ topic: 'proxy', key: floorReachedText(next) });
  if (audience === 'vendor') {
    const decided = newDecision(previous, next);
    if (decided) said.push(decided);
  }
  if (next.extensionsUsed > previous.extensionsUsed && next.endTime !== previous.endTime) {
    said.push({ topic: 'extension', key: 'The session was extended. It now ends at {{time}}', values: { time: formatTime(next.endTime) } });
  }
  if (next.status !== previous.status && isFinalAuctionStatus(next.status)) {
    const end = audience === 'buyer' ? buyerEnd(next) : vendorEnd(next);
    if (end) said.push(end);
  }
  return said;
}

function buyerEnd(next: AnnouncedState): RoomAnnouncement {
  return next.status === 'CANCELED' ? { topic: 'end', key: 'The auction session was canceled' } : { topic: 'end', key: 'The auction session has ended' };
}

/**
 * The vendor's end with its final place ('n of N', as the rank is said while running), when it has
 * one. A stop or a cancel opens the vendor's dialog, which says the end itself: after a stop only
 * the place is added, after a cancel nothing.
 */
function vendorEnd(next: AnnouncedState): RoomAnnouncement | null {
  if (next.status === 'CANCELED') return null;
  const rank = next.you && next.you.lastOffer !== null ? next.you.ranking : null;
  const values = rank === null ? undefined : { rank, total: next.participants.total };
  if (next.stoppedManually) return values ? { topic: 'end', key: 'Your final rank: {{rank}} of {{total}}', values } : null;
  return values ? { topic: 'end', key: 'The auction session has ended. Your final rank: {{rank}} of {{total}}', values } : { topic: 'end', key: 'The auction session has ended' };
}

/** The buyer's decision on the vendor's request, when it has just come (the same offer was waiting before). */
function newDecision(previous: AnnouncedState, next: AnnouncedState): RoomAnnouncement | null {
  const now = latestRequestDecision(next.offerLog);
  const before = latestRequestDecision(previous.offerLog);
  if (!now || now.outcome === 'waiting' || before?.offer.sequence !== now.offer.sequence || before.outcome !== 'waiting') return null;
  return { topic: 'decision', key: REQUEST_DECISION_TEXT[now.outcome], values: { amount: formatMoney(now.offer.totalOffer, next.info.currency) } };
}
