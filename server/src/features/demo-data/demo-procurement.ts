import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { procurementItems, procurements, procurementVendors } from '../../db/schema/procurement';
import { nextDocumentNumber } from '../../platform/document-numbers';
import { refreshSearchVector } from '../procurement';

/** The demo buyer's procurement that is ready for an auction session (README: "Run an auction"). */
export const DEMO_PROCUREMENT_NAME = 'Pengadaan Laptop Kantor (Demo)';
/** The demo buyer's negotiation-type procurement, ready for a negotiation batch (README: "Negotiate"). */
export const DEMO_NEGOTIATION_NAME = 'Pengadaan Kursi Kantor (Demo Negosiasi)';

const DAY_MS = 24 * 60 * 60 * 1000;

const AUCTION_ITEMS = [
  { itemCode: 'MJAB-101', itemName: 'Laptop 14 inci Core i5', quantity: '20.00', pricePerUnit: '14500000.00', subTotal: '290000000.00' },
  { itemCode: 'MJAB-102', itemName: 'Monitor 24 inci IPS', quantity: '20.00', pricePerUnit: '2750000.00', subTotal: '55000000.00' },
];

// The demo vendor accounts are invited by these e-mails, so each vendor can sign in and answer.
// Each with its quoted price before the auction (the indicator the saving and the evaluation's rank are measured against).
const AUCTION_VENDORS = [
  { name: 'PT Andalan Teknologi', email: 'vendor1@procura.demo', picVendor: 'Andi Wijaya', city: 'Jakarta', indicatorPrice: '352500000.00' },
  { name: 'PT Bintang Komputer', email: 'vendor2@procura.demo', picVendor: 'Sari Lestari', city: 'Bandung', indicatorPrice: '349000000.00' },
  { name: 'PT Cahaya Data Nusantara', email: 'vendor3@procura.demo', picVendor: 'Rudi Hartono', city: 'Surabaya', indicatorPrice: '355000000.00' },
];

const NEGOTIATION_ITEMS = [
  { itemCode: 'MJAB-201', itemName: 'Kursi Kerja Ergonomis', quantity: '50.00', pricePerUnit: '1850000.00', subTotal: '92500000.00' },
];

// Two of the demo vendors quoted for the chairs.
const NEGOTIATION_VENDORS = [
  { ...AUCTION_VENDORS[0]!, indicatorPrice: '90000000.00' },
  { ...AUCTION_VENDORS[1]!, indicatorPrice: '88500000.00' },
];

interface DemoProcurement {
  procurementName: string;
  negotiationType: 'REVERSE_AUCTION' | 'NEGOTIATION';
  prNumber: string;
  items: typeof AUCTION_ITEMS;
  vendors: typeof AUCTION_VENDORS;
}

const DEMO_PROCUREMENTS: DemoProcurement[] = [
  { procurementName: DEMO_PROCUREMENT_NAME, negotiationType: 'REVERSE_AUCTION', prNumber: 'PR-2026-0042', items: AUCTION_ITEMS, vendors: AUCTION_VENDORS },
  { procurementName: DEMO_NEGOTIATION_NAME, negotiationType: 'NEGOTIATION', prNumber: 'PR-2026-0043', items: NEGOTIATION_ITEMS, vendors: NEGOTIATION_VENDORS },
];

/**
 * The demo buyer's OPEN procurements (total price, least cost, IDR), running from yesterday for 90
 * days: a reverse auction with the three demo vendors, and a negotiation with two of them. Each is
 * made once: a later seed leaves it (and its sessions) alone.
 */
export async function seedDemoProcurements(db: Db, companyId: string, buyerId: string, now = new Date()): Promise<void> {
  for (const demo of DEMO_PROCUREMENTS) await seedDemoProcurement(db, companyId, buyerId, demo, now);
}

/**
 * A new copy of the demo auction procurement under another name (its own number, items and the three
 * demo vendors), for a journey that must not meet the sessions another journey ran on the demo one.
 * Answers its id.
 */
export async function seedDemoAuctionCopy(db: Db, companyId: string, buyerId: string, procurementName: string, now = new Date()): Promise<string> {
  return insertDemoProcurement(db, companyId, buyerId, { ...DEMO_PROCUREMENTS[0]!, procurementName }, now);
}

async function seedDemoProcurement(db: Db, companyId: string, buyerId: string, demo: DemoProcurement, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: procurements.id })
    .from(procurements)
    .where(and(eq(procurements.companyId, companyId), eq(procurements.procurementName, demo.procurementName)));
  if (existing) return;
  await insertDemoProcurement(db, companyId, buyerId, demo, now);
}

async function insertDemoProcurement(db: Db, companyId: string, buyerId: string, demo: DemoProcurement, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const procurementNumber = await nextDocumentNumber(tx, companyId, 'procurement', now);
    const [row] = await tx
      .insert(procurements)
      .values({
        companyId,
        createdBy: buyerId,
        procurementName: demo.procurementName,
        procurementNumber,
        status: 'OPEN',
        negotiationType: demo.negotiationType,
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
      demo.items.map((item) => ({ ...item, procurementId, prNumber: demo.prNumber, prLine: '1', minCapableQty: item.quantity, uom: 'Unit' })),
    );
    await tx.insert(procurementVendors).values(demo.vendors.map((vendor) => ({ ...vendor, procurementId, phonePrefix: '+62', phone: '62811223344' })));
    await refreshSearchVector(tx, procurementId);
    return procurementId;
  });
}
