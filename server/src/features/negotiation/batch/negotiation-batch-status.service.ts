import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { batchScheduleProblems } from '@procura/domain/negotiation/negotiation-batch.rules';
import type { BatchAction, NegotiationStatus } from '@procura/domain/negotiation/negotiation.enums';
import { negotiationRoom } from '@procura/domain/negotiation/negotiation.events';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import {
  batchSourcesOf,
  findBatchTransition,
  LIVE_NEGOTIATION_STATUSES,
  UNFINISHED_NEGOTIATION_STATUSES,
} from '@procura/domain/negotiation/negotiation-status.rules';
import type { BatchChangeView, BatchStatusView } from '@procura/domain/negotiation/negotiation.views';
import type { Executor } from '../../../db/client';
import { negotiationBatches, negotiations } from '../../../db/schema/negotiation';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { accountNameOf } from '../../../platform/account-names';
import { sanitizeSpecification, specificationToText } from '../../procurement';
import { createNegotiations } from './negotiation-batch-create';
import { appendNegotiationLedger } from '../online/negotiation-ledger.store';
import { presentBatchStatus, type BatchRow } from './negotiation-batch.presenter';
import { requireOwnProcurement } from '../../procurement';
import { assertCanCreate, periodOf, requireOwnBatch } from './negotiation-batch.service';

// The buyer's moves of a batch (docs/rules/negotiation.md#batches): get-status lists them from the one table,
// change-status performs one in one transaction on the locked batch row. A cancel (and the end's
// clean-up of unscheduled vendors) tells each negotiation's room after commit.

const refused = (to: BatchAction) => AppError.field(HTTP.conflict, null, MSG.transitionRefused.replace('{status}', to));

/** POST negotiation-batch/get-status {negotiationBatch}. */
export async function getBatchStatus(ctx: AppContext, user: AuthUser, batchId: string): Promise<BatchStatusView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { batch } = await requireOwnBatch(ctx.db, companyId, batchId);
  return presentBatchStatus(batch.status);
}

/** Moves the batch from one of the table's sources; null when another request moved it first. */
async function moveBatch(tx: Executor, batch: BatchRow, to: Exclude<BatchAction, 'DELETE'>, values: Partial<BatchRow>): Promise<BatchRow | null> {
  const [row] = await tx
    .update(negotiationBatches)
    .set({ ...values, status: to })
    .where(and(eq(negotiationBatches.id, batch.id), inArray(negotiationBatches.status, batchSourcesOf(to))))
    .returning();
  return row ?? null;
}

interface Closed {
  ids: string[];
  cancelReason: string | null;
  canceledBy: string;
  at: Date;
}

/**
 * Cancels the batch's negotiations still in `statuses`, each with its CANCEL ledger entry (the
 * plain text of the reason) on its locked row; answers the ids whose rooms are told.
 */
async function cancelNegotiationsOf(
  tx: Executor,
  batchId: string,
  statuses: readonly NegotiationStatus[],
  user: AuthUser,
  reason: { html: string; text: string } | null,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .select()
    .from(negotiations)
    .where(and(eq(negotiations.batchId, batchId), inArray(negotiations.status, [...statuses])))
    .orderBy(asc(negotiations.id))
    .for('update');
  for (const row of rows) {
    await appendNegotiationLedger(tx, row, now, [{ kind: 'CANCEL', payload: { reason: reason?.text ?? MSG.batchEndedUnscheduled } }]);
    await tx
      .update(negotiations)
      .set({ status: 'CANCELED', cancelReason: reason?.html ?? MSG.batchEndedUnscheduled, canceledBy: user.id, canceledAt: now, endedAt: now, updatedAt: now })
      .where(eq(negotiations.id, row.id));
  }
  return rows.map((r) => r.id);
}

function tellRooms(ctx: AppContext, closed: Closed): void {
  for (const negotiationId of closed.ids) {
    ctx.broadcast.emit(negotiationRoom(negotiationId), 'NEGOTIATION_STATUS', {
      negotiationId,
      status: 'CANCELED',
      serverNow: closed.at.toISOString(),
      cancelReason: closed.cancelReason,
      canceledBy: closed.canceledBy,
      canceledAt: closed.at.toISOString(),
    });
  }
}

/**
 * POST negotiation-batch/change-status {negotiationBatch, status, cancelReason?}. 409 for a move
 * the table does not allow from the batch's status; 400 with the problems of Create Session.
 * DONE is refused while a negotiation is scheduled or running; the vendors never scheduled are
 * canceled with it. CANCELED cancels every unfinished negotiation with the batch's reason.
 */
export async function changeBatchStatus(
  ctx: AppContext,
  user: AuthUser,
  input: { negotiationBatch: string; status: BatchAction; cancelReason?: string | null },
): Promise<BatchChangeView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  const to = input.status;
  let reason: { html: string; text: string } | null = null;
  if (to === 'CANCELED') {
    const html = sanitizeSpecification(input.cancelReason ?? '');
    // A reason that says nothing once sanitised (only markup or a script) is no reason.
    if (!specificationToText(html)) throw AppError.field(HTTP.badRequest, 'cancelReason', MSG.cancelReasonRequired);
    reason = { html, text: specificationToText(html) };
  }
  const canceledBy = await accountNameOf(ctx.db, user.id);
  const result = await ctx.db.transaction(async (tx): Promise<{ view: BatchChangeView; closed: Closed | null }> => {
    // The procurement's row first, then the batch's (the order close and start-negotiation lock in):
    // two drafts of one procurement cannot both become ON_GOING.
    const seen = await requireOwnBatch(tx, companyId, input.negotiationBatch);
    const procurement = await requireOwnProcurement(tx, companyId, seen.batch.procurementId, { lock: true });
    const { batch } = await requireOwnBatch(tx, companyId, input.negotiationBatch, { lock: true });
    if (!findBatchTransition(batch.status, to)) throw refused(to);
    if (to === 'DELETE') {
      await tx.delete(negotiationBatches).where(and(eq(negotiationBatches.id, batch.id), eq(negotiationBatches.status, 'DRAFT')));
      return { view: { ...presentBatchStatus('NEW'), message: MSG.deleted }, closed: null };
    }
    if (to === 'DRAFT') {
      const problems = batchScheduleProblems(batch, periodOf(procurement));
      if (problems.length > 0) throw new AppError(HTTP.badRequest, problems);
      const row = await moveBatch(tx, batch, 'DRAFT', { updatedAt: now });
      if (!row) throw refused(to);
      return { view: { ...presentBatchStatus(row.status), message: MSG.savedAsDraft }, closed: null };
    }
    if (to === 'ON_GOING') {
      await assertCanCreate(tx, procurement, now);
      const negotiationIds = await createNegotiations(tx, batch, procurement, user.id, now);
      const row = await moveBatch(tx, batch, 'ON_GOING', { updatedAt: now });
      if (!row) throw refused(to);
      return { view: { ...presentBatchStatus(row.status), message: MSG.sessionCreated, negotiationIds }, closed: null };
    }
    if (to === 'DONE') {
      const live = await tx
        .select({ id: negotiations.id })
        .from(negotiations)
        .where(and(eq(negotiations.batchId, batch.id), inArray(negotiations.status, [...LIVE_NEGOTIATION_STATUSES])))
        .limit(1);
      if (live.length > 0) throw AppError.field(HTTP.conflict, null, MSG.batchHasLiveNegotiations);
      const row = await moveBatch(tx, batch, 'DONE', { updatedAt: now });
      if (!row) throw refused(to);
      const ids = await cancelNegotiationsOf(tx, batch.id, ['NOT_SCHEDULED'], user, null, now);
      return { view: { ...presentBatchStatus(row.status), message: MSG.ended }, closed: { ids, cancelReason: MSG.batchEndedUnscheduled, canceledBy, at: now } };
    }
    const row = await moveBatch(tx, batch, 'CANCELED', { cancelReason: reason!.html, canceledBy: user.id, canceledAt: now, updatedAt: now });
    if (!row) throw refused(to);
    const ids = await cancelNegotiationsOf(tx, batch.id, UNFINISHED_NEGOTIATION_STATUSES, user, reason, now);
    return { view: { ...presentBatchStatus(row.status), message: MSG.batchCanceled }, closed: { ids, cancelReason: reason!.html, canceledBy, at: now } };
  });
  if (result.closed) tellRooms(ctx, result.closed);
  return result.view;
}

/** DELETE negotiation-batch/ {negotiationBatchId}: a draft only. */
export async function deleteBatch(ctx: AppContext, user: AuthUser, batchId: string): Promise<{ message: string }> {
  const { message } = await changeBatchStatus(ctx, user, { negotiationBatch: batchId, status: 'DELETE' });
  return { message };
}
