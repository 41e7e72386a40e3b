import { and, eq } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../db/client';
import { auctions } from '../../db/schema/auction';
import { procurements } from '../../db/schema/procurement';
import { DATA_NOT_FOUND } from '../procurement/procurement-access';
import type { AuctionRecord } from './auction-transitions';

/**
 * A session of a procurement of the caller's company, or 404 as if it did not exist. `lock` takes
 * the session row for update; callers that also lock the procurement lock it first (always that
 * order, so two writers never wait on each other crosswise).
 */
export async function requireOwnAuction(db: Executor, companyId: string, auctionId: string, options: { lock?: boolean } = {}): Promise<AuctionRecord> {
  const query = db
    .select({ auction: auctions })
    .from(auctions)
    .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
    .where(and(eq(auctions.id, auctionId), eq(procurements.companyId, companyId)));
  const [row] = options.lock ? await query.for('update', { of: auctions }) : await query;
  if (!row) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
  return row.auction;
}
