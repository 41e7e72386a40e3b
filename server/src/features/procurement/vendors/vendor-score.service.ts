import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import {
  administrationProblem,
  itemTechnicalScoreProblem,
  scoringProblem,
  vendorTechnicalScoreProblem,
} from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import type { AdministrationScoreData, ItemTechnicalScoresData, TechnicalScoreData } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import type { ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import type { Executor } from '../../../db/client';
import { procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import type { ProcurementRow } from '../procurement-access';
import { vendorView } from './procurement-vendor.service';
import { notFound, requireOwnVendor, type VendorRow } from './vendor-access';

// Scores of the Evaluation Score section (docs/rules/procurement.md#evaluation-score, docs/rules/procurement.md#scores). Each call locks the
// procurement and the vendor, so a second score cannot slip in beside the first.

const conflict = (message: string | null) => {
  if (message) throw AppError.field(HTTP.conflict, null, message);
};

type Scoring = (tx: Executor, scope: { vendor: VendorRow; procurement: ProcurementRow }) => Promise<void>;

async function scoreVendor(ctx: AppContext, user: AuthUser, vendorId: string, procurementId: string, write: Scoring): Promise<ProcurementVendorView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    const scope = await requireOwnVendor(tx, companyId, vendorId, { lock: true, procurementId });
    conflict(scoringProblem(scope.procurement));
    await write(tx, scope);
    const [row] = await tx.select().from(procurementVendors).where(eq(procurementVendors.id, vendorId));
    return vendorView(tx, scope.procurement, row!);
  });
}

/** Pass or Not Pass: changeable while drafting, set once after submit. */
export function setAdministrationScore(ctx: AppContext, user: AuthUser, vendorId: string, input: AdministrationScoreData) {
  return scoreVendor(ctx, user, vendorId, input.procurementId, async (tx, { vendor, procurement }) => {
    conflict(administrationProblem(procurement.status, vendor.administrationPassed));
    await tx
      .update(procurementVendors)
      .set({ administrationPassed: input.passed, updatedAt: ctx.clock.now() })
      .where(eq(procurementVendors.id, vendor.id));
  });
}

/** The vendor's technical score, given once (not in unit-price bidding, which scores per item). */
export function setTechnicalScore(ctx: AppContext, user: AuthUser, vendorId: string, input: TechnicalScoreData) {
  return scoreVendor(ctx, user, vendorId, input.procurementId, async (tx, { vendor, procurement }) => {
    conflict(vendorTechnicalScoreProblem(procurement.biddingType, vendor.technicalScore));
    await tx
      .update(procurementVendors)
      .set({ technicalScore: input.score, updatedAt: ctx.clock.now() })
      .where(and(eq(procurementVendors.id, vendor.id), isNull(procurementVendors.technicalScore)));
  });
}

/**
 * Technical scores of a vendor's items (unit-price bidding), clamped to 100.00 by the schema and
 * given once per vendor item; blank ones were left out by the schema. All or nothing.
 */
export function setItemTechnicalScores(ctx: AppContext, user: AuthUser, vendorId: string, input: ItemTechnicalScoresData) {
  return scoreVendor(ctx, user, vendorId, input.procurementId, async (tx, { vendor, procurement }) => {
    conflict(itemTechnicalScoreProblem(procurement.biddingType, null));
    const ids = input.scores.map((s) => s.procurementVendorItemId);
    const rows = await tx
      .select()
      .from(procurementVendorItems)
      .where(and(eq(procurementVendorItems.procurementVendorId, vendor.id), inArray(procurementVendorItems.id, ids)))
      .for('update');
    if (rows.length !== ids.length) throw notFound();
    for (const row of rows) conflict(itemTechnicalScoreProblem(procurement.biddingType, row.technicalScore));
    for (const { procurementVendorItemId, score } of input.scores) {
      await tx
        .update(procurementVendorItems)
        .set({ technicalScore: score })
        .where(and(eq(procurementVendorItems.id, procurementVendorItemId), isNull(procurementVendorItems.technicalScore)));
    }
  });
}
