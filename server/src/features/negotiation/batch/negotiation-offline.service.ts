import { and, asc, eq, inArray } from 'drizzle-orm';
import { capableQtyRangeMessage } from '@procura/domain/auction/auction.messages';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { toMoney } from '@procura/domain/common/money/money';
import { finalPriceProblems, finalTotal, logProblems, logValue } from '@procura/domain/negotiation/negotiation-batch.rules';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { saveLogsSchema, submitPriceSchema } from '@procura/domain/negotiation/negotiation.schemas';
import type { NegotiationItemView, NegotiationLogView } from '@procura/domain/negotiation/negotiation.views';
import type { NegotiationStatus } from '@procura/domain/negotiation/negotiation.enums';
import { formatMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import type { BiddingType } from '@procura/domain/procurement/procurement.enums';
import { hasNegotiationStarted, isBatchRunning, isNegotiationRunning } from '@procura/domain/negotiation/negotiation-status.rules';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { negotiationBatches, negotiationItems, negotiationLogs, negotiations } from '../../../db/schema/negotiation';
import { procurementItems, procurements } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { presentItems, quantityOf } from './negotiation-batch.presenter';
import { requireOwnNegotiation } from './negotiation-batch.service';

// The offline flow (docs/rules/negotiation.md#offline-prices): the buyer types the agreed unit prices (and capable
// quantities) per item, and the rounds of the negotiation log. Prices are written only while the
// negotiation and its batch are ON_GOING; moving it to DONE is negotiation/change-status.

const shown = (value: string) => formatMoneyInput(value);

/** POST negotiation-item/submit-price {negotiation, items: [{_id, finalPrice, capableQty?}]}: the items as stored. */
export async function submitPrice(ctx: AppContext, user: AuthUser, input: z.output<typeof submitPriceSchema>): Promise<NegotiationItemView[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { negotiation, batch, procurement } = await requireOwnNegotiation(tx, companyId, input.negotiation, { lock: true });
    if (batch.negotiationType !== 'OFFLINE') throw AppError.field(HTTP.conflict, null, MSG.offlineOnly);
    if (!isNegotiationRunning(negotiation.status) || !isBatchRunning(batch.status)) throw AppError.field(HTTP.conflict, null, MSG.pricesClosed);
    const stored = await tx
      .select({ item: negotiationItems, minCapableQty: procurementItems.minCapableQty, quantity: procurementItems.quantity })
      .from(negotiationItems)
      .innerJoin(procurementItems, eq(procurementItems.id, negotiationItems.procurementItemId))
      .where(eq(negotiationItems.negotiationId, negotiation.id));
    const ids = new Set(input.items.map((i) => i._id));
    if (ids.size !== input.items.length || ids.size !== stored.length || stored.some((s) => !ids.has(s.item.id))) {
      throw AppError.field(HTTP.badRequest, 'items', MSG.itemsMismatch);
    }
    const errors: FieldError[] = [];
    const typed = input.items.map((entry, index) => {
      const own = stored.find((s) => s.item.id === entry._id)!;
      const capableQty = entry.capableQty ?? null;
      if (capableQty !== null && (toMoney(capableQty).lessThan(own.minCapableQty) || toMoney(capableQty).greaterThan(own.quantity))) {
        errors.push({ param: `items.${index}.capableQty`, msg: capableQtyRangeMessage(shown(own.minCapableQty), shown(own.quantity)) });
      }
      return { id: own.item.id, finalPrice: entry.finalPrice, capableQty, quantity: capableQty ?? quantityOf(own.item), lastPrice: own.item.lastPrice };
    });
    if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);
    const problems = finalPriceProblems(procurement.biddingType as BiddingType, typed, negotiation.lastPrice);
    if (problems.length > 0) throw new AppError(HTTP.badRequest, problems);
    for (const item of typed) {
      await tx
        .update(negotiationItems)
        .set({ finalPrice: toMoney(item.finalPrice).toFixed(2), ...(item.capableQty !== null ? { capableQty: toMoney(item.capableQty).toFixed(2) } : {}) })
        .where(eq(negotiationItems.id, item.id));
    }
    await tx.update(negotiations).set({ finalPrice: finalTotal(typed), updatedAt: now }).where(eq(negotiations.id, negotiation.id));
    return presentItems(tx, negotiation.id);
  });
}

const presentLog = (row: typeof negotiationLogs.$inferSelect): NegotiationLogView => ({
  _id: row.id,
  negotiationId: row.negotiationId,
  buyerOffer: row.buyerOffer,
  vendorOffer: row.vendorOffer,
  createdAt: row.createdAt.toISOString(),
});

async function logsOf(db: Executor, negotiationId: string): Promise<NegotiationLogView[]> {
  const rows = await db
    .select()
    .from(negotiationLogs)
    .where(eq(negotiationLogs.negotiationId, negotiationId))
    .orderBy(asc(negotiationLogs.createdAt), asc(negotiationLogs.id));
  return rows.map(presentLog);
}

/** GET negotiation-log/log-per-negotiation/{negotiationId} (and the spec's bni-log-per-negotiation). */
export async function logsOfNegotiation(ctx: AppContext, user: AuthUser, negotiationId: string): Promise<NegotiationLogView[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { negotiation } = await requireOwnNegotiation(ctx.db, companyId, negotiationId);
  return logsOf(ctx.db, negotiation.id);
}

/** Logs change only for an offline negotiation that is ON_GOING or DONE. */
function assertLogsOpen(negotiation: { status: NegotiationStatus }, batch: { negotiationType: string | null }): void {
  if (batch.negotiationType !== 'OFFLINE') throw AppError.field(HTTP.conflict, null, MSG.offlineOnly);
  if (!hasNegotiationStarted(negotiation.status)) throw AppError.field(HTTP.conflict, null, MSG.logsClosed);
}

/**
 * POST negotiation-log/create-or-update {negotiationId, logs}: rows with an _id are updated, the
 * others added; zero becomes empty; every row is judged against the final price first.
 */
export async function saveLogs(ctx: AppContext, user: AuthUser, input: z.output<typeof saveLogsSchema>): Promise<NegotiationLogView[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { negotiation, batch } = await requireOwnNegotiation(tx, companyId, input.negotiationId, { lock: true });
    assertLogsOpen(negotiation, batch);
    const problems = logProblems(input.logs, negotiation.finalPrice);
    if (problems.length > 0) throw new AppError(HTTP.badRequest, problems);
    const existing = input.logs.map((l) => l._id).filter((id): id is string => !!id);
    if (existing.length > 0) {
      const found = await tx
        .select({ id: negotiationLogs.id })
        .from(negotiationLogs)
        .where(and(eq(negotiationLogs.negotiationId, negotiation.id), inArray(negotiationLogs.id, existing)));
      if (found.length !== new Set(existing).size) throw AppError.field(HTTP.notFound, null, MSG.logNotFound);
    }
    // New rows keep the typed order: each one a millisecond after the one before (the list is by creation).
    let added = 0;
    for (const log of input.logs) {
      const values = { buyerOffer: logValue(log.buyerOffer), vendorOffer: logValue(log.vendorOffer), updatedAt: now };
      if (log._id) await tx.update(negotiationLogs).set(values).where(eq(negotiationLogs.id, log._id));
      else await tx.insert(negotiationLogs).values({ ...values, negotiationId: negotiation.id, createdAt: new Date(now.getTime() + added++) });
    }
    return logsOf(tx, negotiation.id);
  });
}

/** DELETE negotiation-log/delete {logIds}: logs of the company's offline negotiations, all or none (404). */
export async function deleteLogs(ctx: AppContext, user: AuthUser, logIds: string[]): Promise<{ message: string }> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const ids = [...new Set(logIds)];
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: negotiationLogs.id, status: negotiations.status, negotiationType: negotiationBatches.negotiationType })
      .from(negotiationLogs)
      .innerJoin(negotiations, eq(negotiations.id, negotiationLogs.negotiationId))
      .innerJoin(negotiationBatches, eq(negotiationBatches.id, negotiations.batchId))
      .innerJoin(procurements, eq(procurements.id, negotiationBatches.procurementId))
      .where(and(inArray(negotiationLogs.id, ids), eq(procurements.companyId, companyId)))
      .for('update', { of: negotiationLogs });
    if (rows.length !== ids.length) throw AppError.field(HTTP.notFound, null, MSG.logNotFound);
    for (const row of rows) assertLogsOpen(row, row);
    await tx.delete(negotiationLogs).where(inArray(negotiationLogs.id, ids));
  });
  return { message: MSG.logsDeleted };
}
