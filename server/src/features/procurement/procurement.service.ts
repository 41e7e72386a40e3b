import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError, HTTP, type Page } from '@procura/domain/common/errors';
import { PROCUREMENT_STATE_MSG } from '@procura/domain/procurement/procurement-state.messages';
import { isEditable } from '@procura/domain/procurement/procurement-status.rules';
import type {
  CreateProcurementData,
  ListProcurementsQuery,
  ScoringPercentage,
  UpdateProcurementData,
} from '@procura/domain/procurement/procurement.schemas';
import type {
  DeleteProcurementsView,
  ProcurementDetailView,
  ProcurementListRow,
  ProcurementSearchHit,
  RebuildIndexView,
} from '@procura/domain/procurement/procurement.views';
import { storedFiles } from '../../db/schema/files';
import { procurementItemImages, procurementItems, procurements } from '../../db/schema/procurement';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { requireBuyerCompany } from '../../platform/security/tenancy';
import { DATA_NOT_FOUND, requireOwnProcurement, type ProcurementRow } from './procurement-access';
import { loadProcurementDetail } from './procurement-detail';
import { listProcurementRows, searchProcurementHits } from './list/procurement-list';
import { assertActiveMasterCodes } from './procurement-masters';
import { rebuildAllSearchVectors, rebuildSearchVectors, refreshSearchVector } from './list/procurement-search';

const STATE = PROCUREMENT_STATE_MSG;

/** The procurement's info and period change only while it is a draft; afterwards vendors rely on them. */
function assertDraft(row: ProcurementRow, message: string = STATE.onlyDraftEditable): void {
  if (!isEditable(row.status)) throw AppError.field(HTTP.conflict, null, message);
}

/** POST /api/secured/procurement: a new DRAFT of the buyer's company. */
export async function createProcurement(ctx: AppContext, user: AuthUser, input: CreateProcurementData): Promise<ProcurementDetailView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  await assertActiveMasterCodes(ctx.db, input);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(procurements)
      .values({ ...input, companyId, createdBy: user.id, statusChangedBy: user.id, statusChangedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: procurements.id });
    await refreshSearchVector(tx, row!.id);
    return loadProcurementDetail(tx, companyId, row!.id);
  });
}

export async function getProcurement(ctx: AppContext, user: AuthUser, procurementId: string): Promise<ProcurementDetailView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return loadProcurementDetail(ctx.db, companyId, procurementId);
}

/** PATCH /api/secured/procurement/{id}: the Procurement Info card, DRAFT only. */
export async function updateProcurement(
  ctx: AppContext,
  user: AuthUser,
  procurementId: string,
  input: UpdateProcurementData,
): Promise<ProcurementDetailView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOwnProcurement(tx, companyId, procurementId, { lock: true });
    assertDraft(row);
    await assertActiveMasterCodes(tx, input, row);
    await tx
      .update(procurements)
      .set({ ...input, startDate: input.startDate ? new Date(input.startDate) : null, endDate: input.endDate ? new Date(input.endDate) : null, updatedAt: ctx.clock.now() })
      .where(eq(procurements.id, row.id));
    await refreshSearchVector(tx, row.id);
    return loadProcurementDetail(tx, companyId, row.id);
  });
}

/** PATCH …/{id}/evaluation-score: the Scoring Percentage dialog of a merit point draft. */
export async function setEvaluationScoring(
  ctx: AppContext,
  user: AuthUser,
  procurementId: string,
  input: ScoringPercentage,
): Promise<ProcurementDetailView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    const row = await requireOwnProcurement(tx, companyId, procurementId, { lock: true });
    assertDraft(row);
    if (row.evaluationMethod !== 'MERIT_POINT') throw AppError.field(HTTP.unprocessable, null, STATE.scoringMeritPointOnly);
    await tx.update(procurements).set({ ...input, updatedAt: ctx.clock.now() }).where(eq(procurements.id, row.id));
    return loadProcurementDetail(tx, companyId, row.id);
  });
}

/**
 * DELETE /api/secured/procurement: all of the chosen drafts or none. An id that is unknown or
 * another company's answers 404, a procurement past DRAFT 409. Items, vendors and their images
 * go with the procurement.
 */
export async function deleteProcurements(ctx: AppContext, user: AuthUser, procurementIds: string[]): Promise<DeleteProcurementsView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    const mine = and(eq(procurements.companyId, companyId), inArray(procurements.id, procurementIds));
    // Locked in id order, so two overlapping deletes wait for each other instead of deadlocking.
    const rows = await tx.select({ id: procurements.id, status: procurements.status }).from(procurements).where(mine).orderBy(asc(procurements.id)).for('update');
    if (rows.length !== procurementIds.length) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
    if (rows.some((r) => !isEditable(r.status))) throw AppError.field(HTTP.conflict, null, STATE.onlyDraftDeleted);
    // Image bytes are stored files of the company: the cascade from items removes only the links.
    const images = await tx
      .select({ fileId: procurementItemImages.fileId })
      .from(procurementItemImages)
      .innerJoin(procurementItems, eq(procurementItems.id, procurementItemImages.procurementItemId))
      .where(inArray(procurementItems.procurementId, procurementIds));
    if (images.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, images.map((i) => i.fileId)));
    await tx.delete(procurements).where(mine);
    return { deleted: rows.length };
  });
}

export async function listProcurements(ctx: AppContext, user: AuthUser, query: ListProcurementsQuery): Promise<Page<ProcurementListRow>> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return listProcurementRows(ctx.db, companyId, query);
}

export async function searchProcurements(ctx: AppContext, user: AuthUser, keyword: string): Promise<ProcurementSearchHit[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return searchProcurementHits(ctx.db, companyId, keyword);
}

/**
 * POST …/rebuild-index: a buyer recomputes the search text of its company's procurements (docs/rules/procurement.md);
 * the super admin, whose Maintenance page calls it, those of every company.
 */
export async function rebuildSearchIndex(ctx: AppContext, user: AuthUser): Promise<RebuildIndexView> {
  if (user.role === 'super_admin') return { rebuilt: await ctx.db.transaction((tx) => rebuildAllSearchVectors(tx)) };
  const companyId = await requireBuyerCompany(ctx.db, user);
  return { rebuilt: await ctx.db.transaction((tx) => rebuildSearchVectors(tx, companyId)) };
}
