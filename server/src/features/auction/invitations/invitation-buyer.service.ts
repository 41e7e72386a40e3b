import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { InvitationListQuery } from '@procura/domain/auction/auction.schemas';
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { RESEND_WAIT_MS } from '@procura/domain/auction/invitations/auction-invitation.enums';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import { auctionInvitations } from '../../../db/schema/auction';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import { requireReadableCompanyAuction } from '../room/auction-access';
import { presenceOf } from '../room/auction-presence';
import { lettersOf } from './invitation-view';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The buyer's waiting room table: the session's invitations sorted by vendor name, with who is in
 * the room now (on any node), the letters of attorney and when the next resend may go.
 */
export async function invitationsOfAuction(
  ctx: AppContext,
  io: RealtimeServer,
  user: AuthUser,
  auctionId: string,
  query: InvitationListQuery,
): Promise<{ filteredData: BuyerInvitationRow[]; total: number }> {
  await requireReadableCompanyAuction(ctx.db, user, auctionId);
  const pattern = query.query ? `%${escapeLike(query.query)}%` : undefined;
  const where = and(
    eq(auctionInvitations.auctionId, auctionId),
    pattern ? or(ilike(auctionInvitations.vendorName, pattern), ilike(auctionInvitations.vendorEmail, pattern)) : undefined,
  );
  const [counted] = await ctx.db.select({ total: count() }).from(auctionInvitations).where(where);
  const base = ctx.db.select().from(auctionInvitations).where(where).orderBy(asc(auctionInvitations.vendorName), asc(auctionInvitations.id));
  const rows = query.limit === NO_LIMIT ? await base : await base.limit(query.limit).offset((query.page - 1) * query.limit);
  const letters = await lettersOf(ctx.db, rows.map((r) => r.id));
  const { invitationIds } = await presenceOf(io, ctx.db, auctionId);
  const present = new Set(invitationIds);
  const now = ctx.clock.now().getTime();
  return {
    filteredData: rows.map((r) => {
      const nextResend = r.lastMailedAt ? r.lastMailedAt.getTime() + RESEND_WAIT_MS : null;
      return {
        invitationId: r.id,
        procurementVendorId: r.procurementVendorId,
        vendorName: r.vendorName,
        vendorEmail: r.vendorEmail,
        picVendor: r.picVendor,
        status: r.status,
        reasonNotAttend: r.reasonNotAttend,
        joinedStatus: r.joinedStatus,
        present: present.has(r.id),
        resendAvailableAt: nextResend !== null && nextResend > now ? new Date(nextResend).toISOString() : null,
        documents: letters.get(r.id) ?? [],
      };
    }),
    total: counted?.total ?? 0,
  };
}
