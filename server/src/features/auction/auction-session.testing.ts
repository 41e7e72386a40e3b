import { auctions } from '../../db/schema/auction';
import { insertItem, insertProcurement, insertVendor } from '../../testing/procurement-factories';
import type { TestApp } from '../../testing/test-app';

// Test data of the auction-session tests: small factories on top of the procurement ones.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const BASE = '/api/secured/auction';

/** A submitted (OPEN) procurement running from yesterday to a month ahead, with 3 vendors and 2 items. */
export async function openProcurement(t: TestApp, companyId: string, values: Parameters<typeof insertProcurement>[2] = {}) {
  const now = t.clock.now().getTime();
  const procurement = await insertProcurement(t, companyId, {
    status: 'OPEN',
    procurementNumber: `PRC-${Math.random().toString(36).slice(2, 10)}`,
    startDate: new Date(now - DAY),
    endDate: new Date(now + 30 * DAY),
    ...values,
  });
  // Distinct creation times: PGlite's clock can give rows inserted in a row the same instant,
  // and the sessions list their vendors and items in creation order.
  const createdAt = (i: number) => new Date(now - DAY + i * 1000);
  const vendors = [];
  for (const i of [0, 1, 2]) vendors.push(await insertVendor(t, procurement.id, { createdAt: createdAt(i) }));
  const items = [];
  for (const i of [0, 1]) items.push(await insertItem(t, procurement.id, { createdAt: createdAt(i) }));
  return { procurement, vendorIds: vendors.map((v) => v.id), itemIds: items.map((i) => i.id) };
}

/** A limited-time draft form of 90 minutes starting in two hours (by the test clock) with the first two vendors. */
export function limitedTimeForm(procurementId: string, vendorIds: string[], t: TestApp, overrides: Record<string, unknown> = {}) {
  const start = t.clock.now().getTime() + 2 * HOUR;
  return {
    procurementId,
    status: 'DRAFT',
    clientCurrentTime: t.clock.now().toISOString(),
    auctionType: 'OPEN',
    auctionModel: 'REALTIME',
    periodType: 'LIMITED_TIME',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 1.5 * HOUR).toISOString(),
    initialPrice: '1,500,000,000.00',
    minimalDecrement: '1,000,000',
    timeExtension: '0',
    vendorIds: vendorIds.slice(0, 2),
    ...overrides,
  };
}

/** An injury-time variant: 45.5 minutes, extended by 2 minutes when an offer comes in the last 5. */
export function injuryTimeForm(procurementId: string, vendorIds: string[], t: TestApp, overrides: Record<string, unknown> = {}) {
  return limitedTimeForm(procurementId, vendorIds, t, {
    periodType: 'INJURY_TIME',
    endTime: null,
    duration: '45.5',
    timeExtension: '2',
    injuryTimeBeforeEnd: '5',
    maxSessionExtension: 3,
    ...overrides,
  });
}

let sequence = 0;

/** A session written straight to the database, for states this release cannot reach (DONE, stopped by hand, ON_GOING). */
export async function insertSession(t: TestApp, procurementId: string, values: Partial<typeof auctions.$inferInsert> = {}) {
  sequence += 1;
  const start = t.clock.now().getTime() - 3 * HOUR + sequence * 1000;
  const [row] = await t.app.ctx.db
    .insert(auctions)
    .values({
      procurementId,
      auctionNumber: `AUC-TEST-${Date.now().toString(36)}-${sequence}`,
      status: 'DONE',
      auctionType: 'OPEN',
      auctionModel: 'REALTIME',
      periodType: 'LIMITED_TIME',
      startTime: new Date(start),
      endTime: new Date(start + HOUR),
      duration: '60',
      initialPrice: '1000000',
      ...values,
    })
    .returning();
  return row!;
}
