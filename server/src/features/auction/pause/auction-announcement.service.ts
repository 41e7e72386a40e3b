import { and, desc, eq } from 'drizzle-orm';
import type { AuctionAnnouncementEvent } from '@procura/domain/auction/auction.events';
import type { AuctionAnnouncementView } from '@procura/domain/auction/auction.views';
import { ANNOUNCEMENT_STATE_SIZE } from '@procura/domain/auction/session/auction-pause.rules';
import { AUCTION_PAUSE_MSG } from '@procura/domain/auction/session/auction-pause.messages';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../../db/client';
import { auctionLedger, auctions } from '../../../db/schema/auction';
import type { AppContext } from '../../../platform/context';
import type { AuthUser } from '../../../platform/security/access-tokens';
import { appendLedger } from '../ledger/auction-ledger.store';
import { everyoneRooms } from '../room/auction.rooms';
import { lockBuyerAuction } from './auction-pause.service';

// The buyer speaks to the room (docs/rules/auction-bidding.md#announcements, decision 188): a
// short plain-text message while the session is ON_GOING (paused too: that is when a word is most
// needed), kept in the ledger as ANNOUNCEMENT and heard by every room after commit. Vendors cannot
// post here (404, as for anything of a session that is not theirs to run).

/** POST …/announcements and MAKE_ANNOUNCEMENT. */
export async function makeAnnouncement(ctx: AppContext, user: AuthUser, auctionId: string, message: string): Promise<AuctionAnnouncementEvent> {
  const event = await ctx.db.transaction(async (tx) => {
    const { auction } = await lockBuyerAuction(tx, user, auctionId);
    const now = ctx.clock.now();
    const running = isAuctionRunning(auction.status) && (auction.pausedAt !== null || now < auction.endTime);
    if (!running) throw AppError.field(HTTP.conflict, null, AUCTION_PAUSE_MSG.announcementOnlyOnGoing);
    const { head } = await appendLedger(tx, auction, auction, now, [{ kind: 'ANNOUNCEMENT', payload: { message } }]);
    await tx.update(auctions).set({ ...head, updatedAt: now }).where(eq(auctions.id, auction.id));
    return { auctionId: auction.id, sequence: head.sequence, message, at: now.toISOString() } satisfies AuctionAnnouncementEvent;
  });
  ctx.broadcast.emit(everyoneRooms(auctionId), 'AUCTION_ANNOUNCEMENT', event);
  return event;
}

/** The session's last announcements, newest first (the room's state; auction_ledger_announcements_idx). */
export async function lastAnnouncementsOf(db: Executor, auctionId: string): Promise<AuctionAnnouncementView[]> {
  const rows = await db
    .select({ sequence: auctionLedger.sequence, at: auctionLedger.at, payload: auctionLedger.payload })
    .from(auctionLedger)
    .where(and(eq(auctionLedger.auctionId, auctionId), eq(auctionLedger.kind, 'ANNOUNCEMENT')))
    .orderBy(desc(auctionLedger.sequence))
    .limit(ANNOUNCEMENT_STATE_SIZE);
  return rows.map((row) => ({ sequence: row.sequence, at: row.at, message: (row.payload as { message: string }).message }));
}
