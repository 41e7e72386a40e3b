import { eq } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { evaluate, evaluationContextOf, scoringOf } from '@procura/domain/procurement/evaluation/procurement-evaluation.rules';
import { PROCUREMENT_STATE_MSG } from '@procura/domain/procurement/procurement-state.messages';
import { canCancel, canEnd, submitProblems } from '@procura/domain/procurement/procurement.rules';
import type { SubmitProcurementResponse } from '@procura/domain/procurement/procurement.schemas';
import type { ClosePreviewView, ProcurementDetailView } from '@procura/domain/procurement/procurement.views';
import { findTransition } from '@procura/domain/procurement/procurement-status.rules';
import type { Executor } from '../../db/client';
import { procurementItems, procurements, procurementVendors } from '../../db/schema/procurement';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { requireBuyerCompany } from '../../platform/security/tenancy';
import { nextDocumentNumber } from '../../platform/document-numbers';
import { countLiveSessionsOf, countSessionsOf, deleteDraftSessionsOf, withFinalOfferOrder } from '../auction';
import { countBatchesOf, deleteDraftBatchesOf } from '../negotiation';
import { requireOwnProcurement } from './procurement-access';
import { loadProcurementDetail } from './procurement-detail';
import { refreshSearchVector } from './list/procurement-search';

// Submit, cancel and end (docs/rules/procurement.md#statuses-and-actions): each one transaction that locks the procurement
// row first, so two clicks or two buyers cannot move it twice.

const STATE = PROCUREMENT_STATE_MSG;

// The sessions belong to the auction feature: it is asked through auction-ownership.ts.
async function assertNoLiveSessions(db: Executor, procurementId: string): Promise<void> {
  if ((await countLiveSessionsOf(db, procurementId)) > 0) throw AppError.field(HTTP.conflict, null, STATE.liveAuctionSessions);
}

/**
 * POST …/{id}/submit: DRAFT -> OPEN with the next procurement number. 409 when not a draft, 422
 * with the first submit problem (the Submit Failed dialog shows it).
 */
export async function submitProcurement(ctx: AppContext, user: AuthUser, procurementId: string): Promise<SubmitProcurementResponse> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await requireOwnProcurement(tx, companyId, procurementId, { lock: true });
    if (!findTransition(row.status, 'OPEN')) throw AppError.field(HTTP.conflict, null, STATE.onlyDraftSubmitted);
    const vendors = await tx
      .select({ administrationPassed: procurementVendors.administrationPassed, technicalScore: procurementVendors.technicalScore })
      .from(procurementVendors)
      .where(eq(procurementVendors.procurementId, row.id));
    const items = await tx.select({ id: procurementItems.id }).from(procurementItems).where(eq(procurementItems.procurementId, row.id));
    const [problem] = submitProblems({ ...row, evaluationScoring: scoringOf(row) }, vendors, items, now);
    if (problem) throw AppError.field(HTTP.unprocessable, null, problem);

    const procurementNumber = await nextDocumentNumber(tx, companyId, 'procurement', now);
    await tx
      .update(procurements)
      .set({ status: 'OPEN', procurementNumber, statusChangedBy: user.id, statusChangedAt: now, updatedAt: now })
      .where(eq(procurements.id, row.id));
    await refreshSearchVector(tx, row.id);
    return { _id: row.id, procurementNumber };
  });
}

/** POST …/{id}/cancel: OPEN -> CANCELED with the reason, unless it came from a promise procurement. */
export async function cancelProcurement(ctx: AppContext, user: AuthUser, procurementId: string, reason: string): Promise<ProcurementDetailView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await requireOwnProcurement(tx, companyId, procurementId, { lock: true });
    if (!findTransition(row.status, 'CANCELED')) throw AppError.field(HTTP.conflict, null, STATE.onlyOpenCanceled);
    if (!canCancel(row)) throw AppError.field(HTTP.conflict, null, STATE.promiseNotCancelable);
    await assertNoLiveSessions(tx, row.id);
    await tx
      .update(procurements)
      .set({ status: 'CANCELED', cancelReason: reason, statusChangedBy: user.id, statusChangedAt: now, updatedAt: now })
      .where(eq(procurements.id, row.id));
    return loadProcurementDetail(tx, companyId, row.id);
  });
}

/** GET …/{id}/close-preview: the winner the End confirmation names and the drafts it will remove. */
export async function closePreview(ctx: AppContext, user: AuthUser, procurementId: string): Promise<ClosePreviewView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const row = await requireOwnProcurement(ctx.db, companyId, procurementId);
  const rows = await ctx.db
    .select({
      id: procurementVendors.id,
      name: procurementVendors.name,
      administrationPassed: procurementVendors.administrationPassed,
      technicalScore: procurementVendors.technicalScore,
      lastPrice: procurementVendors.lastPrice,
      indicatorPrice: procurementVendors.indicatorPrice,
    })
    .from(procurementVendors)
    .where(eq(procurementVendors.procurementId, row.id))
    .orderBy(procurementVendors.createdAt, procurementVendors.id);
  // The same ranking as the Evaluation Score table (equal auction prices in the auction's order), so the confirmation names its winner.
  const vendors = await withFinalOfferOrder(ctx.db, row.id, rows);
  const winner = evaluate(vendors, evaluationContextOf(row)).find(({ scores }) => scores.winner)?.entry;
  return {
    winner: winner ? { _id: winner.id, name: winner.name } : null,
    draftAuctionSessions: await countSessionsOf(ctx.db, row.id, ['DRAFT']),
    draftNegotiationBatches: await countBatchesOf(ctx.db, row.id, 'DRAFT'),
    liveAuctionSessions: await countLiveSessionsOf(ctx.db, row.id),
  };
}

/** POST …/{id}/close: OPEN -> CLOSED, removing the draft auction sessions and negotiation batches in the same transaction. */
export async function closeProcurement(ctx: AppContext, user: AuthUser, procurementId: string): Promise<ProcurementDetailView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await requireOwnProcurement(tx, companyId, procurementId, { lock: true });
    if (!canEnd(row.status)) throw AppError.field(HTTP.conflict, null, STATE.onlyOpenEnded);
    await assertNoLiveSessions(tx, row.id);
    await deleteDraftSessionsOf(tx, row.id);
    await deleteDraftBatchesOf(tx, row.id);
    await tx
      .update(procurements)
      .set({ status: 'CLOSED', statusChangedBy: user.id, statusChangedAt: now, updatedAt: now })
      .where(eq(procurements.id, row.id));
    return loadProcurementDetail(tx, companyId, row.id);
  });
}
