import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { procurementItems, procurements, procurementVendors } from '../../db/schema/procurement';
import { nextDocumentNumber } from '../../platform/document-numbers';
import { refreshSearchVector } from '../procurement/procurement-search';

/** The demo buyer's procurement that is ready for an auction session (README: "Run an auction"). */
export const DEMO_PROCUREMENT_NAME = 'Pengadaan Laptop Kantor (Demo)';

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_ITEMS = [
  { itemCode: 'MJAB-101', itemName: 'Laptop 14 inci Core i5', quantity: '20.00', pricePerUnit: '14500000.00', subTotal: '290000000.00' },
  { itemCode: 'MJAB-102', itemName: 'Monitor 24 inci IPS', quantity: '20.00', pricePerUnit: '2750000.00', subTotal: '55000000.00' },
];

// The demo vendor accounts are invited by these e-mails, so each vendor can sign in and answer.
// Each with its quoted price before the auction (the indicator the saving and the evaluation's rank are measured against).
const DEMO_VENDORS = [
  { name: 'PT Andalan Teknologi', email: 'vendor1@procura.demo', picVendor: 'Andi Wijaya', city: 'Jakarta', indicatorPrice: '352500000.00' },
  { name: 'PT Bintang Komputer', email: 'vendor2@procura.demo', picVendor: 'Sari Lestari', city: 'Bandung', indicatorPrice: '349000000.00' },
  { name: 'PT Cahaya Data Nusantara', email: 'vendor3@procura.demo', picVendor: 'Rudi Hartono', city: 'Surabaya', indicatorPrice: '355000000.00' },
];

/**
 * An OPEN reverse auction (total price, least cost, IDR) with two items and the three demo vendors,
 * running from yesterday for 90 days. Made once: a later seed leaves it (and its sessions) alone.
 */
export async function seedDemoProcurement(db: Db, companyId: string, buyerId: string, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: procurements.id })
    .from(procurements)
    .where(and(eq(procurements.companyId, companyId), eq(procurements.procurementName, DEMO_PROCUREMENT_NAME)));
  if (existing) return;
  await db.transaction(async (tx) => {
    const procurementNumber = await nextDocumentNumber(tx, companyId, 'procurement', now);
    const [row] = await tx
      .insert(procurements)
      .values({
        companyId,
        createdBy: buyerId,
        procurementName: DEMO_PROCUREMENT_NAME,
        procurementNumber,
        status: 'OPEN',
        negotiationType: 'REVERSE_AUCTION',
        evaluationMethod: 'LEAST_COST_SYSTEM',
        winnerType: 'SINGLE_WINNER',
        biddingType: 'TOTAL_PRICE',
        currencyType: 'SINGLE_CURRENCY',
        currency: 'IDR',
        startDate: new Date(now.getTime() - DAY_MS),
        endDate: new Date(now.getTime() + 90 * DAY_MS),
        statusChangedBy: buyerId,
        statusChangedAt: now,
      })
      .returning({ id: procurements.id });
    const procurementId = row!.id;
    await tx.insert(procurementItems).values(
      DEMO_ITEMS.map((item) => ({ ...item, procurementId, prNumber: 'PR-2026-0042', prLine: '1', minCapableQty: item.quantity, uom: 'Unit' })),
    );
    await tx.insert(procurementVendors).values(DEMO_VENDORS.map((vendor) => ({ ...vendor, procurementId, phonePrefix: '+62', phone: '62811223344' })));
    await refreshSearchVector(tx, procurementId);
  });
}
