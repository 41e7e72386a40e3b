import type { AuctionCancelInfo, AuctionRoomState } from '@procura/domain/auction/auction.views';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { isAuctionCanceled, isAuctionDone } from '@procura/domain/auction/session/auction-status.rules';

// How a session's end is told to the vendor (docs/rules/auction.md#statuses, docs/rules/auction.md#notices): a lasting notice on the page,
// and a modal only when the vendor watched it happen.

export type RoomNotice = { kind: 'stopped' } | { kind: 'finished' } | { kind: 'canceled'; cancel: AuctionCancelInfo | null };

export function roomNotice(state: Pick<AuctionRoomState, 'status' | 'stoppedManually' | 'cancel'>): RoomNotice | null {
  if (isAuctionCanceled(state.status)) return { kind: 'canceled', cancel: state.cancel };
  if (isAuctionDone(state.status)) return state.stoppedManually ? { kind: 'stopped' } : { kind: 'finished' };
  return null;
}

const LIVE: readonly AuctionSessionStatus[] = ['NOT_STARTED', 'ON_GOING'];

/**
 * The end that happened while the room was open: the previous status was live and the new one is
 * over. A room opened on a finished session gets the notice only.
 */
export function endWitnessed(previous: AuctionSessionStatus | null, state: Pick<AuctionRoomState, 'status' | 'stoppedManually' | 'cancel'>): RoomNotice | null {
  if (previous === null || !LIVE.includes(previous)) return null;
  return roomNotice(state);
}

/**
 * A translated sentence cut where a placeholder's value was put (`marker`), so a part that is not
 * plain text (the rich-text cancel reason) can be rendered in its place; the whole sentence, as
 * `before`, when the marker is missing.
 */
export function splitAtMarker(sentence: string, marker: string): { before: string; after: string } {
  const at = sentence.indexOf(marker);
  if (at < 0) return { before: sentence, after: '' };
  return { before: sentence.slice(0, at), after: sentence.slice(at + marker.length) };
}
