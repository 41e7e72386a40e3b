import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { multiplyMoney, sumMoney, toMoney } from '@procura/domain/common/money/money';
import { initialUnitPrice, onGoingProblems } from '@procura/domain/negotiation/negotiation-batch.rules';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import { initialNegotiationStatus } from '@procura/domain/negotiation/negotiation-status.rules';
import type { Executor } from '../../../db/client';
import { negotiationBatchItems, negotiationBatchVendors, negotiationItems, negotiations } from '../../../db/schema/negotiation';
import { procurementItems, procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import type { ProcurementRow } from '../../procurement';
import type { BatchRow } from './negotiation-batch.presenter';
import { offeredVendorIds, periodOf } from './negotiation-batch.service';

// Create Session (DRAFT -> ON_GOING): one negotiation per chosen vendor with the chosen items.
// Each item starts from the vendor's last auction unit price, else its quoted (indicator) price,
// else the item's estimate; ONLINE negotiations wait for their schedule (NOT_SCHEDULED), OFFLINE
// ones are ON_GOING at once (there is no session to start: the price dialog acts while ON_GOING).

const positive = (value: string | null) => (value !== null && toMoney(value).greaterThan(0) ? value : null);

/** The batch's chosen items and vendors, in the screen's order. */
export async function choicesOf(tx: Executor, batchId: string) {
  const items = await tx
    .select({ item: procurementItems })
    .from(negotiationBatchItems)
    .innerJoin(procurementItems, eq(procurementItems.id, negotiationBatchItems.procurementItemId))
    .where(eq(negotiationBatchItems.batchId, batchId))
    .orderBy(asc(procurementItems.createdAt), asc(procurementItems.id));
  const vendors = await tx
    .select({ vendor: procurementVendors })
    .from(negotiationBatchVendors)
    .innerJoin(procurementVendors, eq(procurementVendors.id, negotiationBatchVendors.procurementVendorId))
    .where(eq(negotiationBatchVendors.batchId, batchId))
    .orderBy(asc(procurementVendors.name), asc(procurementVendors.id));
  return { items: items.map((r) => r.item), vendors: vendors.map((r) => r.vendor) };
}

/**
 * Checks the requirements of Create Session (400 with every problem) and writes the negotiations
 * and their items, in the caller's transaction. Answers the new negotiations' ids.
 */
export async function createNegotiations(tx: Executor, batch: BatchRow, procurement: ProcurementRow, buyerAccountId: string, now: Date): Promise<string[]> {
  const { items, vendors } = await choicesOf(tx, batch.id);
  const problems = onGoingProblems(
    { negotiationType: batch.negotiationType, startDate: batch.startDate, endDate: batch.endDate, itemIds: items.map((i) => i.id), vendorIds: vendors.map((v) => v.id) },
    periodOf(procurement),
  );
  if (problems.length > 0) throw new AppError(HTTP.badRequest, problems);
  const offered = new Set(await offeredVendorIds(tx, procurement));
  if (vendors.some((v) => !offered.has(v.id))) throw AppError.field(HTTP.badRequest, 'vendorIds', MSG.vendorNotOffered);

  const type = batch.negotiationType!;
  const status = initialNegotiationStatus(type);
  const [all] = await tx.select({ n: count() }).from(procurementItems).where(eq(procurementItems.procurementId, procurement.id));
  const holdsEveryItem = Number(all?.n ?? 0) === items.length;
  const ids: string[] = [];
  for (const vendor of vendors) {
    const quoted = await tx
      .select()
      .from(procurementVendorItems)
      .where(and(eq(procurementVendorItems.procurementVendorId, vendor.id), inArray(procurementVendorItems.procurementItemId, items.map((i) => i.id))));
    const rows = items.map((item) => {
      const own = quoted.find((q) => q.procurementItemId === item.id);
      const auctionPrice = positive(own?.lastPrice ?? null);
      const quotedPrice = positive(own?.indicatorPrice ?? null);
      return {
        procurementItemId: item.id,
        lastPrice: auctionPrice ?? quotedPrice,
        initialPrice: initialUnitPrice(auctionPrice, quotedPrice, item.pricePerUnit),
        initialCapableQty: own?.capableQty ?? item.quantity,
      };
    });
    // The vendor's own total when the batch negotiates everything it priced; else the chosen items' sum.
    const vendorTotal = positive(vendor.lastPrice) ?? positive(vendor.indicatorPrice);
    const lastPrice = holdsEveryItem && vendorTotal ? vendorTotal : sumMoney(rows.map((r) => multiplyMoney(r.initialPrice, r.initialCapableQty)));
    const [negotiation] = await tx
      .insert(negotiations)
      .values({
        batchId: batch.id,
        procurementVendorId: vendor.id,
        status,
        buyerAccountId,
        lastPrice,
        ...(status === 'ON_GOING' ? { startDate: batch.startDate, startedAt: now } : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: negotiations.id });
    await tx.insert(negotiationItems).values(rows.map((row) => ({ ...row, negotiationId: negotiation!.id })));
    ids.push(negotiation!.id);
  }
  return ids;
}
