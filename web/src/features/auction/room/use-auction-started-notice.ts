import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { useEffect, useRef } from 'react';
import { auctionJustStarted } from './auction-started.rules';
import { notify } from '../../../components/notify';

/**
 * The spec's 'Auction has started' (docs/rules/auction.md#notices) when a page watched its session start, by
 * the start event or by the state read again when the countdown reached zero.
 */
export function useAuctionStartedNotice(status: AuctionSessionStatus | null | undefined): void {
  const previous = useRef(status);
  useEffect(() => {
    if (auctionJustStarted(previous.current, status)) notify(AUCTION_MSG.auctionStarted, 'success');
    previous.current = status;
  }, [status]);
}
