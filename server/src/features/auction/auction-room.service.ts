import { eq } from 'drizzle-orm';
import type { AuctionCancelInfo, AuctionRoomState } from '@procura/domain/auction/auction.views';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import type { RealtimeServer } from '../../platform/realtime';
import type { AuctionAudience, AuctionRow, ProcurementRow } from './auction-access';
import { loadBoard, offerLogOf, stateFor } from './auction-board';
import { presenceOf } from './auction-presence';

/** Who canceled a session, when and why; null unless it is CANCELED. */
export async function cancelInfoOf(db: Executor, auction: AuctionRow): Promise<AuctionCancelInfo | null> {
  if (auction.status !== 'CANCELED') return null;
  let canceledBy = '';
  if (auction.canceledBy) {
    const [buyer] = await db.select({ firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, auction.canceledBy));
    if (buyer) canceledBy = `${buyer.firstName} ${buyer.lastName}`.trim();
  }
  return {
    cancelReason: auction.cancelReason ?? '',
    canceledBy,
    canceledAt: (auction.canceledAt ?? auction.updatedAt).toISOString(),
  };
}

/**
 * The room's full state for one audience (DESIGN 5.4, 5.5): JOIN_AUCTION's ack and GET …/room.
 * A vendor's state holds nothing about any other vendor but 'Other Vendor' rows, their amounts
 * (OPEN auctions) and the participant counts.
 */
export async function roomState(
  ctx: AppContext,
  io: RealtimeServer,
  found: { auction: AuctionRow; procurement: ProcurementRow; audience: AuctionAudience },
): Promise<AuctionRoomState> {
  const { auction, procurement, audience } = found;
  const board = await loadBoard(ctx.db, auction, procurement);
  const { present } = await presenceOf(io, ctx.db, auction.id);
  return stateFor(board, audience, {
    offerLog: await offerLogOf(ctx.db, auction.id),
    present,
    cancel: await cancelInfoOf(ctx.db, auction),
    now: ctx.clock.now(),
  });
}
