import { and, count, eq } from 'drizzle-orm';
import type { AuctionCancelInfo, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { priceDirectionOf, type AuctionModel, type AuctionType, type BiddingType, type EvaluationMethod, type PeriodType, type WinnerType } from '@procura/domain/procurement/procurement.enums';
import type { Executor } from '../../db/client';
import { auctionInvitations } from '../../db/schema/auction';
import { accounts } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import type { RealtimeServer } from '../../platform/realtime';
import type { AuctionAudience, AuctionRow, ProcurementRow } from './auction-access';
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
 * The room's state for one audience (DESIGN 5.4, 5.5): JOIN_AUCTION's ack and GET …/room. Up to
 * the start there are no offers: ranks and the log are empty, no leading price, no ledger yet.
 * A vendor's state holds nothing about any other vendor but the participant counts.
 */
export async function roomState(
  ctx: AppContext,
  io: RealtimeServer,
  found: { auction: AuctionRow; procurement: ProcurementRow; audience: AuctionAudience },
): Promise<AuctionRoomState> {
  const { auction, procurement, audience } = found;
  const [attending] = await ctx.db
    .select({ total: count() })
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, auction.id), eq(auctionInvitations.status, 'ATTEND')));
  const { present } = await presenceOf(io, ctx.db, auction.id);
  return {
    auctionId: auction.id,
    auctionNumber: auction.auctionNumber,
    procurementId: auction.procurementId,
    status: auction.status,
    serverNow: ctx.clock.now().toISOString(),
    startTime: auction.startTime.toISOString(),
    endTime: auction.endTime.toISOString(),
    extensionsUsed: 0,
    auctionType: auction.auctionType as AuctionType,
    auctionModel: auction.auctionModel as AuctionModel,
    periodType: auction.periodType as PeriodType,
    biddingType: procurement.biddingType as BiddingType,
    direction: priceDirectionOf(procurement.negotiationType),
    leadingPrice: null,
    ranks: [],
    offerLog: [],
    participants: { total: attending?.total ?? 0, present },
    you: audience.kind === 'vendor' ? { ranking: null, lastOffer: null } : null,
    ledgerHeadHash: null,
    cancel: await cancelInfoOf(ctx.db, auction),
    sequence: 0,
    stoppedManually: auction.stoppedManually,
    info: {
      procurementName: procurement.procurementName,
      procurementNumber: procurement.procurementNumber,
      companyName: '',
      evaluationMethod: procurement.evaluationMethod as EvaluationMethod,
      winnerType: procurement.winnerType as WinnerType,
      currency: procurement.currency ?? 'IDR',
      initialPrice: auction.initialPrice,
      minimalDecrement: auction.minimalDecrement,
      estimatedTotal: null,
      duration: auction.duration,
      timeExtension: auction.timeExtension,
      injuryTimeBeforeEnd: auction.injuryTimeBeforeEnd,
      maxSessionExtension: auction.maxSessionExtension,
    },
    items: [],
  };
}
