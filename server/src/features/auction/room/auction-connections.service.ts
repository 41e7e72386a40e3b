import { eq } from 'drizzle-orm';
import { foldConnections, type AuctionConnectionsView, type ConnectionRow } from '@procura/domain/auction/room/auction-connections.rules';
import { auctionInvitations } from '../../../db/schema/auction';
import { auctionConnections } from '../../../db/schema/auction-connections';
import type { Executor } from '../../../db/client';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { notFound, requireAudience } from './auction-access';

/**
 * GET …/connections (the buyer; anyone else 404): every vendor that chose to attend, or that ever
 * had a socket in the room, with its record folded from every node's rows (foldConnections).
 */
export async function auctionConnectionsOf(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionConnectionsView> {
  const { auction, audience } = await requireAudience(ctx.db, user, auctionId);
  if (audience.kind !== 'buyer') throw notFound();
  return connectionRecordOf(ctx.db, auction.id, ctx.clock.now());
}

/** A session's connection record at `now`, without an access check (the Auction Log Report's appendix reads it for the buyer). */
export async function connectionRecordOf(db: Executor, auctionId: string, now: Date): Promise<AuctionConnectionsView> {
  const [invitations, rows] = await Promise.all([
    db
      .select({ id: auctionInvitations.id, accountId: auctionInvitations.accountId, vendorName: auctionInvitations.vendorName, status: auctionInvitations.status })
      .from(auctionInvitations)
      .where(eq(auctionInvitations.auctionId, auctionId)),
    db
      .select({ accountId: auctionConnections.accountId, joinedAt: auctionConnections.joinedAt, leftAt: auctionConnections.leftAt, lastSeenAt: auctionConnections.lastSeenAt, rttMs: auctionConnections.rttMs })
      .from(auctionConnections)
      .where(eq(auctionConnections.auctionId, auctionId)),
  ]);
  const byAccount = new Map<string, ConnectionRow[]>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  const vendors = invitations
    .filter((i) => i.status === 'ATTEND' || byAccount.has(i.accountId))
    .map((i) => ({ invitationId: i.id, vendorName: i.vendorName, ...foldConnections(byAccount.get(i.accountId) ?? [], now) }))
    .sort((a, b) => a.vendorName.localeCompare(b.vendorName));
  return { auctionId, serverNow: now.toISOString(), vendors };
}
