import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { findTransition } from '@procura/domain/auction/session/auction-status.rules';
import { AppError, HTTP, type Page } from '@procura/domain/common/errors';
import { AUCTION_SESSION_MSG } from '@procura/domain/auction/session/auction-session.messages';
import { clockSkewMs } from '@procura/domain/auction/session/auction-session.rules';
import type {
  AuctionSessionFormData,
  DeleteAuctionSessionsResponse,
  ListAuctionSessionsQuery,
  SaveAuctionSessionResponse,
} from '@procura/domain/auction/session/auction-session.schemas';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import type { AuctionSessionRow, AuctionSessionView } from '@procura/domain/procurement/procurement.views';
import { isAuctionDraft } from '@procura/domain/auction/session/auction-status.rules';
import { draftFormOf, saveAsDraftIdSchema, type saveAuctionVendorsSchema } from '@procura/domain/auction/session/auction-draft.schemas';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { auctions } from '../../../db/schema/auction';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { parse } from '../../../platform/http/http-errors';
import { nextDocumentNumber } from '../../../platform/document-numbers';
import { DATA_NOT_FOUND, requireOwnProcurement } from '../../procurement';
import { checkSessionForm, parseSessionForm, procurementIdOf } from './auction-session-form';
import { presentSession, presentSessionRow, type AuctionRow } from './auction-session.presenter';
import { requireOwnAuction } from '../room/auction-access';
import { startDraftSession } from './auction-start';
import { countOwnVendors, participantsOf, writeParticipants } from './auction-session.queries';

// Auction sessions of a procurement: saved as DRAFT, or created for real (NOT_STARTED: the vendors
// are invited in the same transaction, by the auction feature's startDraftSession).

// Backslash is ILIKE's escape character: a typed % or _ matches itself.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/secured/auction: a procurement's sessions, newest first, searched by auction number. */
export async function listSessions(ctx: AppContext, user: AuthUser, query: ListAuctionSessionsQuery): Promise<Page<AuctionSessionRow>> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  await requireOwnProcurement(ctx.db, companyId, query.procurementId);
  const where: SQL | undefined = and(
    eq(auctions.procurementId, query.procurementId),
    query.query ? ilike(auctions.auctionNumber, `%${escapeLike(query.query)}%`) : undefined,
  );
  const [counted] = await ctx.db.select({ total: count() }).from(auctions).where(where);
  let rows = ctx.db
    .select({
      id: auctions.id,
      auctionNumber: auctions.auctionNumber,
      auctionType: auctions.auctionType,
      startTime: auctions.startTime,
      endTime: auctions.endTime,
      status: auctions.status,
    })
    .from(auctions)
    .where(where)
    // Numbers grow within a company's year, so they break ties between sessions of the same instant.
    .orderBy(desc(auctions.createdAt), desc(auctions.auctionNumber))
    .$dynamic();
  if (query.limit !== NO_LIMIT) rows = rows.limit(query.limit).offset((query.page - 1) * query.limit);
  return { filteredData: (await rows).map(presentSessionRow), total: Number(counted?.total ?? 0) };
}

async function viewOf(db: Executor, row: AuctionRow): Promise<AuctionSessionView> {
  return presentSession(row, await participantsOf(db, row.id));
}

/** GET /api/secured/auction/{auctionId}. */
export async function getSession(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionSessionView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return viewOf(ctx.db, await requireOwnAuction(ctx.db, companyId, auctionId));
}

/** The session columns a saved form sets. */
function sessionValues(form: AuctionSessionFormData) {
  return {
    auctionType: form.auctionType,
    auctionModel: form.auctionModel,
    periodType: form.periodType,
    startTime: new Date(form.startTime),
    endTime: new Date(form.endTime),
    duration: form.duration,
    timeExtension: form.timeExtension,
    injuryTimeBeforeEnd: form.injuryTimeBeforeEnd,
    maxSessionExtension: form.maxSessionExtension,
    initialPrice: form.initialPrice,
    minimalDecrement: form.minimalDecrement,
    minimalDecrementPercent: form.minimalDecrementPercent,
    proxyBidding: form.proxyBidding,
    extensionTrigger: form.extensionTrigger,
    extensionTopRanks: form.extensionTopRanks,
    extensionFrom: form.extensionFrom,
    tieRule: form.tieRule,
    slipWarningPercent: String(form.slipWarningPercent),
    maxPauseMinutes: String(form.maxPauseMinutes),
  };
}

/** POST /api/secured/auction: saves a new session as DRAFT with the next auction number. */
export async function createSession(ctx: AppContext, user: AuthUser, body: unknown): Promise<SaveAuctionSessionResponse> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const procurementId = procurementIdOf(body);
  return ctx.db.transaction(async (tx) => {
    // Locked so a submit, end or cancel cannot change the procurement between the checks and the insert.
    const procurement = await requireOwnProcurement(tx, companyId, procurementId, { lock: true });
    const form = parseSessionForm(body, procurement);
    const now = ctx.clock.now();
    await checkSessionForm(tx, procurement, form, now);
    const auctionNumber = await nextDocumentNumber(tx, companyId, 'auction', now);
    const [draft] = await tx
      .insert(auctions)
      .values({ ...sessionValues(form), procurementId, auctionNumber, status: 'DRAFT', createdBy: user.id, createdAt: now, updatedAt: now })
      .returning();
    await writeParticipants(tx, draft!.id, form);
    const row = form.status === 'NOT_STARTED' ? await startDraftSession(tx, ctx.config, draft!, now) : draft!;
    return { ...(await viewOf(tx, row)), clockSkewMs: clockSkewMs(form.clientCurrentTime, now) };
  });
}

/** PATCH /api/secured/auction/{auctionId}: edits a DRAFT session under the same rules as creating one. */
export async function updateSession(ctx: AppContext, user: AuthUser, auctionId: string, body: unknown): Promise<SaveAuctionSessionResponse> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    const found = await requireOwnAuction(tx, companyId, auctionId);
    const procurement = await requireOwnProcurement(tx, companyId, found.procurementId, { lock: true });
    const auction = await requireOwnAuction(tx, companyId, auctionId, { lock: true });
    if (!isAuctionDraft(auction.status)) throw AppError.field(HTTP.conflict, null, AUCTION_SESSION_MSG.onlyDraftEditable);
    const form = parseSessionForm(body, procurement);
    if (form.procurementId !== procurement.id) throw AppError.field(HTTP.badRequest, 'procurementId', AUCTION_SESSION_MSG.otherProcurement);
    const now = ctx.clock.now();
    await checkSessionForm(tx, procurement, form, now, auctionId);
    const [draft] = await tx
      .update(auctions)
      .set({ ...sessionValues(form), updatedAt: now })
      .where(eq(auctions.id, auctionId))
      .returning();
    await writeParticipants(tx, auctionId, form);
    // Saved with NOT_STARTED: the edited draft is created for real in the same transaction.
    const row = form.status === 'NOT_STARTED' ? await startDraftSession(tx, ctx.config, draft!, now) : draft!;
    return { ...(await viewOf(tx, row)), clockSkewMs: clockSkewMs(form.clientCurrentTime, now) };
  });
}

/**
 * POST /api/secured/auction/save-as-draft (docs/rules/auction.md#spec-api-paths-for-outside-clients): the auction
 * object saved as a DRAFT by the form's own handlers: a new draft (createSession), or the draft its `_id`
 * names saved again (updateSession). The object's read-only fields (status, number, times) are ignored.
 */
export async function saveAsDraft(ctx: AppContext, user: AuthUser, body: unknown): Promise<SaveAuctionSessionResponse> {
  // Not an object: the form's own refusals.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return createSession(ctx, user, body);
  const { _id: draftId } = parse(saveAsDraftIdSchema, body);
  const form = draftFormOf(body as Record<string, unknown>);
  return draftId ? updateSession(ctx, user, draftId, form) : createSession(ctx, user, form);
}

/**
 * POST /api/secured/auction-vendor {auction, vendorIds}: the vendors of a DRAFT session, replacing the chosen
 * ones (its items stay), under the form's rules: at least 2, each a vendor of the session's procurement.
 */
export async function saveSessionVendors(ctx: AppContext, user: AuthUser, input: z.output<typeof saveAuctionVendorsSchema>): Promise<AuctionSessionView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    // The procurement first, then the session (the order every writer takes them in).
    const found = await requireOwnAuction(tx, companyId, input.auction);
    await requireOwnProcurement(tx, companyId, found.procurementId, { lock: true });
    const draft = await requireOwnAuction(tx, companyId, input.auction, { lock: true });
    if (!isAuctionDraft(draft.status)) throw AppError.field(HTTP.conflict, null, AUCTION_SESSION_MSG.onlyDraftEditable);
    if ((await countOwnVendors(tx, draft.procurementId, input.vendorIds)) !== input.vendorIds.length) {
      throw AppError.field(HTTP.badRequest, 'vendorIds', AUCTION_SESSION_MSG.vendorsNotInProcurement);
    }
    const { itemIds } = await participantsOf(tx, draft.id);
    await writeParticipants(tx, draft.id, { vendorIds: input.vendorIds, itemIds });
    const [saved] = await tx.update(auctions).set({ updatedAt: ctx.clock.now() }).where(eq(auctions.id, draft.id)).returning();
    return viewOf(tx, saved!);
  });
}

/** The stored draft as the form would send it, to check it again before it is created for real. */
async function draftAsForm(db: Executor, row: AuctionRow) {
  const participants = await participantsOf(db, row.id);
  return {
    procurementId: row.procurementId,
    status: 'NOT_STARTED',
    auctionType: row.auctionType,
    auctionModel: row.auctionModel,
    periodType: row.periodType,
    startTime: row.startTime.toISOString(),
    endTime: row.periodType === 'LIMITED_TIME' ? row.endTime.toISOString() : null,
    duration: row.duration,
    timeExtension: row.timeExtension,
    injuryTimeBeforeEnd: row.injuryTimeBeforeEnd,
    maxSessionExtension: row.maxSessionExtension,
    initialPrice: row.initialPrice,
    minimalDecrement: row.minimalDecrement,
    minimalDecrementPercent: row.minimalDecrementPercent,
    proxyBidding: row.proxyBidding,
    extensionTrigger: row.extensionTrigger,
    extensionTopRanks: row.extensionTopRanks,
    extensionFrom: row.extensionFrom,
    tieRule: row.tieRule,
    slipWarningPercent: row.slipWarningPercent,
    maxPauseMinutes: row.maxPauseMinutes,
    vendorIds: participants.vendorIds,
    itemIds: participants.itemIds,
  };
}

/**
 * change-status of a DRAFT to NOT_STARTED: the stored draft is checked by every rule the form is
 * checked by (now, against the server's clock), then created for real. What the form would have
 * answered 400 for is a 422 here: the request was fine, the stored draft no longer is.
 */
export async function startDraft(ctx: AppContext, companyId: string, auctionId: string): Promise<AuctionRow> {
  return ctx.db.transaction(async (tx) => {
    const found = await requireOwnAuction(tx, companyId, auctionId);
    const procurement = await requireOwnProcurement(tx, companyId, found.procurementId, { lock: true });
    const draft = await requireOwnAuction(tx, companyId, auctionId, { lock: true });
    if (!findTransition(draft.status, 'NOT_STARTED', 'buyer')) throw AppError.field(HTTP.conflict, null, AUCTION_MSG.statusChangeNotAllowed);
    const now = ctx.clock.now();
    try {
      const form = parseSessionForm(await draftAsForm(tx, draft), procurement);
      await checkSessionForm(tx, procurement, form, now, auctionId);
    } catch (err) {
      if (err instanceof AppError && err.status === HTTP.badRequest) throw new AppError(HTTP.unprocessable, err.errors);
      throw err;
    }
    return startDraftSession(tx, ctx.config, draft, now);
  });
}

/** DELETE /api/secured/auction: draft sessions of one procurement; all or nothing. */
export async function deleteSessions(
  ctx: AppContext,
  user: AuthUser,
  input: { procurementId: string; auctionIds: string[] },
): Promise<DeleteAuctionSessionsResponse> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    await requireOwnProcurement(tx, companyId, input.procurementId, { lock: true });
    const rows = await tx
      .select({ id: auctions.id, status: auctions.status })
      .from(auctions)
      .where(and(eq(auctions.procurementId, input.procurementId), inArray(auctions.id, input.auctionIds)))
      .for('update');
    if (rows.length !== input.auctionIds.length) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
    if (rows.some((r) => !isAuctionDraft(r.status))) throw AppError.field(HTTP.conflict, null, AUCTION_SESSION_MSG.onlyDraftDeletable);
    await tx.delete(auctions).where(inArray(auctions.id, input.auctionIds));
    return { auctionIds: input.auctionIds };
  });
}
