import { eq } from 'drizzle-orm';
import type { AuctionItemListQuery } from '@procura/domain/auction/session/auction-session-reads.schemas';
import type { AuctionItemPage, AuctionParticipantsView, PublicAuctionView, VendorAuctionSessionView } from '@procura/domain/auction/session/auction-session-reads.views';
import { isAuctionDraft } from '@procura/domain/auction/session/auction-status.rules';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import type { AuctionSessionView } from '@procura/domain/procurement/procurement.views';
import { auctions } from '../../../db/schema/auction';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import { invitationItems } from '../invitations/invitation-view';
import { notFound, requireAudience } from '../room/auction-access';
import { roomState } from '../room/auction-room.service';
import { presentPublicSession, presentSession } from './auction-session.presenter';
import { participantsOf } from './auction-session.queries';

// The spec's reads of one session for outside clients (docs/rules/auction.md#spec-api-paths-for-outside-clients),
// each behind the check its screen's own call uses: the room's audience (the buyer of the company, or an
// invited vendor that has not declined), or nobody at all for the public one.

/**
 * GET /api/secured/auction/v2/{auctionId}: the session with its initialPrice. The buyer gets the form's view
 * (GET /api/secured/auction/{auctionId}); an invited vendor the same terms its room states, without the
 * other vendors' ids.
 */
export async function sessionForAudience(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionSessionView | VendorAuctionSessionView> {
  const { auction, audience } = await requireAudience(ctx.db, user, auctionId);
  const view = presentSession(auction, await participantsOf(ctx.db, auction.id));
  if (audience.kind === 'buyer') return view;
  const { vendorIds: _otherVendors, ...terms } = view;
  return terms;
}

/** GET /api/auction-vendor/find-by-auction/{auctionId}: the participant counts the room's state holds (its 'of N'). */
export async function participantCounts(ctx: AppContext, io: RealtimeServer, user: AuthUser, auctionId: string): Promise<AuctionParticipantsView> {
  const { participants } = await roomState(ctx, io, await requireAudience(ctx.db, user, auctionId));
  return { auctionId, total: participants.total, present: participants.present };
}

/**
 * GET /api/secured/auction-item/{auctionId}/find-by-auction: the items the attendance page lists (the session's
 * chosen items, or else the procurement's), with the calling vendor's own capable quantities; searched by
 * code or name and paged (a session's items are few, so the page is cut from them).
 */
export async function sessionItems(ctx: AppContext, user: AuthUser, auctionId: string, query: AuctionItemListQuery): Promise<AuctionItemPage> {
  const { auction, audience } = await requireAudience(ctx.db, user, auctionId);
  const items = await invitationItems(ctx.db, auction, audience.kind === 'vendor' ? audience.invitation.procurementVendorId : null);
  const needle = query.query?.toLowerCase();
  const found = needle ? items.filter((i) => i.itemCode.toLowerCase().includes(needle) || i.itemName.toLowerCase().includes(needle)) : items;
  const page = query.limit === NO_LIMIT ? found : found.slice((query.page - 1) * query.limit, query.page * query.limit);
  return { filteredData: page, total: found.length };
}

/** GET /api/auction/{auctionId} (no token): a session created for real, its status and schedule only; a draft is 404. */
export async function publicSession(ctx: AppContext, auctionId: string): Promise<PublicAuctionView> {
  const [auction] = await ctx.db.select().from(auctions).where(eq(auctions.id, auctionId));
  if (!auction || isAuctionDraft(auction.status)) throw notFound();
  return presentPublicSession(auction, ctx.clock.now());
}
