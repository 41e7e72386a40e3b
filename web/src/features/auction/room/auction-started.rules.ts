import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { isAuctionRunning, isAuctionUpcoming } from '@procura/domain/auction/session/auction-status.rules';

/** The session was seen starting: it was scheduled and now runs (a page opened on a running session saw nothing). */
export function auctionJustStarted(previous: AuctionSessionStatus | null | undefined, current: AuctionSessionStatus | null | undefined): boolean {
  return isAuctionUpcoming(previous) && isAuctionRunning(current);
}
