import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { batchScheduleProblems, defaultItemIds, zeroSeconds } from '@procura/domain/negotiation/negotiation-batch.rules';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { saveBatchItemsSchema, saveBatchVendorsSchema, startNegotiationSchema, updateBatchInfoSchema } from '@procura/domain/negotiation/negotiation.schemas';
import type { NegotiationBatchView, NegotiationItemView, NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { priceDirectionOf, type BiddingType } from '@procura/domain/procurement/procurement.enums';
import { isRunning } from '@procura/domain/procurement/procurement-status.rules';
import { isBatchDraft } from '@procura/domain/negotiation/negotiation-status.rules';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { negotiationBatches, negotiationBatchItems, negotiationBatchVendors, negotiations } from '../../../db/schema/negotiation';
import { procurementItems, procurements, procurementVendors } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { countLiveSessionsOf, vendorsOfLastDoneSession } from '../../auction';
import { requireOwnProcurement, type ProcurementRow } from '../../procurement';
import { presentBatches, presentItems, presentNegotiations, type BatchRow } from './negotiation-batch.presenter';

// A procurement's negotiation batches seen and edited by its buyer (docs/rules/negotiation.md#batches): the creation
// check, the draft's info, items and vendors, and the reads of the batch screen. Every call is
// scoped by the buyer's company: another company's batch or negotiation answers 404.

const batchNotFound = () => AppError.field(HTTP.notFound, null, MSG.batchNotFound);
const negotiationNotFound = () => AppError.field(HTTP.notFound, null, MSG.notFound);

/** A batch of the company with its procurement, or 404. `lock` takes the batch row for update. */
export async function requireOwnBatch(db: Executor, companyId: string, batchId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ batch: negotiationBatches, procurement: procurements })
    .from(negotiationBatches)
    .innerJoin(procurements, eq(procurements.id, negotiationBatches.procurementId))
    .where(and(eq(negotiationBatches.id, batchId), eq(procurements.companyId, companyId)));
  const [row] = options.lock ? await query.for('update', { of: negotiationBatches }) : await query;
  if (!row) throw batchNotFound();
  return row;
}

/** A negotiation of the company with its batch and procurement, or 404. `lock` takes the negotiation row. */
export async function requireOwnNegotiation(db: Executor, companyId: string, negotiationId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ negotiation: negotiations, batch: negotiationBatches, procurement: procurements })
    .from(negotiations)
    .innerJoin(negotiationBatches, eq(negotiationBatches.id, negotiations.batchId))
    .innerJoin(procurements, eq(procurements.id, negotiationBatches.procurementId))
    .where(and(eq(negotiations.id, negotiationId), eq(procurements.companyId, companyId)));
  const [row] = options.lock ? await query.for('update', { of: negotiations }) : await query;
  if (!row) throw negotiationNotFound();
  return row;
}

/** The period a batch must fall in. */
export const periodOf = (procurement: ProcurementRow) => ({ start: procurement.startDate, end: procurement.endDate });

/**
 * The procurement vendors a negotiation may be offered to (docs/rules/negotiation.md#batches): for an auctioned
 * procurement those of its last DONE session, best first; for a NEGOTIATION one, all invited.
 */
export async function offeredVendorIds(db: Executor, procurement: ProcurementRow): Promise<string[]> {
  if (procurement.negotiationType !== 'NEGOTIATION') return vendorsOfLastDoneSession(db, procurement.id, priceDirectionOf(procurement.negotiationType));
  const rows = await db
    .select({ id: procurementVendors.id })
    .from(procurementVendors)
    .where(eq(procurementVendors.procurementId, procurement.id))
    .orderBy(asc(procurementVendors.name), asc(procurementVendors.id));
  return rows.map((r) => r.id);
}

/** GET negotiation-batch/offered-vendors/{procurementId}: the vendors the batch screen may choose, best first. */
export async function offeredVendors(ctx: AppContext, user: AuthUser, procurementId: string) {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const procurement = await requireOwnProcurement(ctx.db, companyId, procurementId);
  const ids = await offeredVendorIds(ctx.db, procurement);
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ _id: procurementVendors.id, name: procurementVendors.name, email: procurementVendors.email, picVendor: procurementVendors.picVendor, lastPrice: procurementVendors.lastPrice })
    .from(procurementVendors)
    .where(inArray(procurementVendors.id, ids));
  return ids.flatMap((id) => rows.filter((r) => r._id === id));
}

/** Why no batch may be created now (docs/rules/negotiation.md#batches), or null. */
async function creationProblem(db: Executor, procurement: ProcurementRow, now: Date): Promise<string | null> {
  if (!isRunning(procurement.status)) return MSG.procurementNotOpen;
  if (procurement.endDate && procurement.endDate.getTime() < now.getTime()) return MSG.procurementEnded;
  if ((await countLiveSessionsOf(db, procurement.id)) > 0) return MSG.auctionLive;
  const [ongoing] = await db
    .select({ n: count() })
    .from(negotiationBatches)
    .where(and(eq(negotiationBatches.procurementId, procurement.id), eq(negotiationBatches.status, 'ON_GOING')));
  if (Number(ongoing?.n ?? 0) > 0) return MSG.batchOngoing;
  if ((await offeredVendorIds(db, procurement)).length === 0) return MSG.noVendors;
  return null;
}

/** 400 with the reason when no batch may be created (or made ON_GOING) now. */
export async function assertCanCreate(db: Executor, procurement: ProcurementRow, now: Date): Promise<void> {
  const problem = await creationProblem(db, procurement, now);
  if (problem) throw AppError.field(HTTP.badRequest, null, problem);
}

/** GET negotiation-batch/validate-create-session/{procurementId}: true, or 400 with the reason. */
export async function validateCreateSession(ctx: AppContext, user: AuthUser, procurementId: string): Promise<true> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const procurement = await requireOwnProcurement(ctx.db, companyId, procurementId);
  await assertCanCreate(ctx.db, procurement, ctx.clock.now());
  return true;
}

const minute = (value: string | null | undefined) => (value ? zeroSeconds(value) : null);

function assertSchedule(procurement: ProcurementRow, startDate: Date | null, endDate: Date | null): void {
  const problems = batchScheduleProblems({ startDate, endDate }, periodOf(procurement));
  if (problems.length > 0) throw new AppError(HTTP.badRequest, problems);
}

/**
 * POST negotiation-batch/start-negotiation: a DRAFT batch named after its place in the
 * procurement, holding the default items (only the first for unit-price bidding).
 */
export async function startNegotiation(ctx: AppContext, user: AuthUser, input: z.output<typeof startNegotiationSchema>): Promise<{ _id: string; status: 'DRAFT' }> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // Locked: two clicks make one batch number after the other, and the check sees the other's ON_GOING.
    const procurement = await requireOwnProcurement(tx, companyId, input.procurementId, { lock: true });
    await assertCanCreate(tx, procurement, now);
    const startDate = minute(input.startDate);
    const endDate = minute(input.endDate);
    assertSchedule(procurement, startDate, endDate);
    const [existing] = await tx.select({ n: count() }).from(negotiationBatches).where(eq(negotiationBatches.procurementId, procurement.id));
    const [batch] = await tx
      .insert(negotiationBatches)
      .values({
        procurementId: procurement.id,
        name: `Negotiation ${Number(existing?.n ?? 0) + 1}`,
        status: 'DRAFT',
        negotiationType: input.negotiationType ?? null,
        startDate,
        endDate,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: negotiationBatches.id });
    const items = await tx
      .select({ id: procurementItems.id })
      .from(procurementItems)
      .where(eq(procurementItems.procurementId, procurement.id))
      .orderBy(asc(procurementItems.createdAt), asc(procurementItems.id));
    const itemIds = defaultItemIds(procurement.biddingType as BiddingType, items.map((i) => i.id));
    if (itemIds.length > 0) await tx.insert(negotiationBatchItems).values(itemIds.map((procurementItemId) => ({ batchId: batch!.id, procurementItemId })));
    return { _id: batch!.id, status: 'DRAFT' as const };
  });
}

/** A draft batch of the company, locked for the edit; 409 once it is created (ON_GOING) or over. */
async function requireDraft(tx: Executor, companyId: string, batchId: string) {
  const row = await requireOwnBatch(tx, companyId, batchId, { lock: true });
  if (!isBatchDraft(row.batch.status)) throw AppError.field(HTTP.conflict, null, MSG.batchNotDraft);
  return row;
}

/** POST negotiation-batch/update-info: a draft's type and schedule. */
export async function updateBatchInfo(ctx: AppContext, user: AuthUser, input: z.output<typeof updateBatchInfoSchema>): Promise<NegotiationBatchView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { batch, procurement } = await requireDraft(tx, companyId, input.negotiationBatch);
    const startDate = minute(input.startDate);
    const endDate = minute(input.endDate);
    assertSchedule(procurement, startDate, endDate);
    const [updated] = await tx
      .update(negotiationBatches)
      .set({ negotiationType: input.negotiationType ?? null, startDate, endDate, updatedAt: now })
      .where(eq(negotiationBatches.id, batch.id))
      .returning();
    return updated!;
  });
  const [view] = await presentBatches(ctx.db, [row]);
  return view!;
}

/** POST negotiation-batch-item/save-as-draft: the draft's items (of its procurement), replacing the chosen ones. */
export async function saveBatchItems(ctx: AppContext, user: AuthUser, input: z.output<typeof saveBatchItemsSchema>): Promise<string[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { batch } = await requireDraft(tx, companyId, input.negotiationBatch);
    const ids = [...new Set(input.itemIds)];
    const found = await tx
      .select({ id: procurementItems.id })
      .from(procurementItems)
      .where(and(eq(procurementItems.procurementId, batch.procurementId), inArray(procurementItems.id, ids)));
    if (found.length !== ids.length) throw AppError.field(HTTP.badRequest, 'itemIds', MSG.itemNotInProcurement);
    await tx.delete(negotiationBatchItems).where(eq(negotiationBatchItems.batchId, batch.id));
    await tx.insert(negotiationBatchItems).values(ids.map((procurementItemId) => ({ batchId: batch.id, procurementItemId })));
    await tx.update(negotiationBatches).set({ updatedAt: now }).where(eq(negotiationBatches.id, batch.id));
    return ids;
  });
}

/** POST negotiation/save-as-draft: the draft's vendors, each one the negotiation may be offered to. */
export async function saveBatchVendors(ctx: AppContext, user: AuthUser, input: z.output<typeof saveBatchVendorsSchema>): Promise<string[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { batch, procurement } = await requireDraft(tx, companyId, input.negotiationBatch);
    const ids = [...new Set(input.vendorIds)];
    const offered = new Set(await offeredVendorIds(tx, procurement));
    if (ids.some((id) => !offered.has(id))) throw AppError.field(HTTP.badRequest, 'vendorIds', MSG.vendorNotOffered);
    await tx.delete(negotiationBatchVendors).where(eq(negotiationBatchVendors.batchId, batch.id));
    await tx.insert(negotiationBatchVendors).values(ids.map((procurementVendorId) => ({ batchId: batch.id, procurementVendorId })));
    await tx.update(negotiationBatches).set({ updatedAt: now }).where(eq(negotiationBatches.id, batch.id));
    return ids;
  });
}

/** GET negotiation-batch/{procurementId}/by-procurement: newest first. */
export async function batchesOfProcurement(ctx: AppContext, user: AuthUser, procurementId: string): Promise<NegotiationBatchView[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const procurement = await requireOwnProcurement(ctx.db, companyId, procurementId);
  const rows = await ctx.db
    .select()
    .from(negotiationBatches)
    .where(eq(negotiationBatches.procurementId, procurement.id))
    .orderBy(desc(negotiationBatches.createdAt), desc(negotiationBatches.id));
  return presentBatches(ctx.db, rows);
}

/** GET negotiation-batch/{id}. */
export async function batchById(ctx: AppContext, user: AuthUser, batchId: string): Promise<NegotiationBatchView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { batch } = await requireOwnBatch(ctx.db, companyId, batchId);
  const [view] = await presentBatches(ctx.db, [batch]);
  return view!;
}

/** GET negotiation-batch-item/find-by-negotiation-batch/{batchId}: the chosen procurement items. */
export async function itemsOfBatch(ctx: AppContext, user: AuthUser, batchId: string) {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { batch } = await requireOwnBatch(ctx.db, companyId, batchId);
  const rows = await ctx.db
    .select({ item: procurementItems })
    .from(negotiationBatchItems)
    .innerJoin(procurementItems, eq(procurementItems.id, negotiationBatchItems.procurementItemId))
    .where(eq(negotiationBatchItems.batchId, batch.id))
    .orderBy(asc(procurementItems.createdAt), asc(procurementItems.id));
  return rows.map(({ item }) => ({
    _id: item.id,
    negotiationBatchId: batch.id,
    procurementItemId: item.id,
    itemCode: item.itemCode,
    itemName: item.itemName,
    quantity: item.quantity,
    minCapableQty: item.minCapableQty,
    uom: item.uom,
    prLine: item.prLine,
    pricePerUnit: item.pricePerUnit,
    subTotal: item.subTotal,
  }));
}

/** GET negotiation/find-by-batch/{batchId}: one row per vendor (none while the batch is a draft). */
export async function negotiationsOfBatch(ctx: AppContext, user: AuthUser, batchId: string): Promise<NegotiationView[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { batch } = await requireOwnBatch(ctx.db, companyId, batchId);
  return presentNegotiations(ctx.db, { batchId: batch.id });
}

/** GET negotiation/{id} (the buyer's; the parties' and spectators' access is the room's). */
export async function negotiationById(ctx: AppContext, user: AuthUser, negotiationId: string): Promise<NegotiationView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { negotiation } = await requireOwnNegotiation(ctx.db, companyId, negotiationId);
  const [view] = await presentNegotiations(ctx.db, { ids: [negotiation.id] });
  return view!;
}

/** GET negotiation-item/find-by-negotiation/{id}. */
export async function itemsOfNegotiation(ctx: AppContext, user: AuthUser, negotiationId: string): Promise<NegotiationItemView[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { negotiation } = await requireOwnNegotiation(ctx.db, companyId, negotiationId);
  return presentItems(ctx.db, negotiation.id);
}

/** How many batches of a procurement are in a status (the End confirmation counts the drafts). */
export async function countBatchesOf(db: Executor, procurementId: string, status: BatchRow['status']): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(negotiationBatches)
    .where(and(eq(negotiationBatches.procurementId, procurementId), eq(negotiationBatches.status, status)));
  return Number(row?.n ?? 0);
}

/** Removes the draft batches of a procurement (ending it), in the closing transaction. */
export async function deleteDraftBatchesOf(tx: Executor, procurementId: string): Promise<void> {
  await tx.delete(negotiationBatches).where(and(eq(negotiationBatches.procurementId, procurementId), eq(negotiationBatches.status, 'DRAFT')));
}

