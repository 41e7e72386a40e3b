import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';

// Decision 200: what the polite live region says when the room's state changes (docs/rules/auction.md):
// a new leading price, the vendor's own new place, an extension, and for the buyer the end. The
// vendor's own offer result is said by its toast and its refusal under the field (both role=alert),
// the start by the started notice, so they are not repeated here.

export type AnnouncedState = Pick<AuctionRoomState, 'status' | 'leadingPrice' | 'endTime' | 'extensionsUsed' | 'you' | 'participants' | 'info'>;
export type AnnouncementAudience = 'vendor' | 'buyer';

export interface RoomAnnouncement {
  /** The throttle keeps only the latest message per topic. */
  topic: 'leading-price' | 'rank' | 'extension' | 'end';
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
  if (next.extensionsUsed > previous.extensionsUsed && next.endTime !== previous.endTime) {
    said.push({ topic: 'extension', key: 'The session was extended. It now ends at {{time}}', values: { time: formatTime(next.endTime) } });
  }
  if (audience === 'buyer' && next.status !== previous.status) {
    if (next.status === 'DONE') said.push({ topic: 'end', key: 'The auction session has ended' });
    if (next.status === 'CANCELED') said.push({ topic: 'end', key: 'The auction session was canceled' });
  }
  return said;
}
