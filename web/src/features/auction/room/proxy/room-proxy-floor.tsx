import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { isAuctionRunning, isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import { ProxyFloorPanel } from './proxy-floor-panel';
import { floorReached } from './proxy-floor.rules';

/**
 * The proxy floor in the vendor's room, where the session allows proxy bidding (the buyer's switch;
 * total-price auctions): set, changed or removed while the session runs and is not paused.
 */
export function RoomProxyFloor({ state }: { state: AuctionRoomState }) {
  if (!state.rules.proxyBidding || state.biddingType !== 'TOTAL_PRICE' || isFinalAuctionStatus(state.status)) return null;
  return (
    <ProxyFloorPanel
      auctionId={state.auctionId}
      floor={state.you?.proxyFloor ?? null}
      currency={state.info.currency}
      direction={state.direction}
      enabled={isAuctionRunning(state.status) && state.pausedAt === null}
      paused={state.pausedAt !== null}
      reached={floorReached(state)}
    />
  );
}
