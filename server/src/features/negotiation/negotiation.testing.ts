import { eq } from 'drizzle-orm';
import { auctionVendors } from '../../db/schema/auction';
import { negotiations } from '../../db/schema/negotiation';
import { procurementVendorItems, procurementVendors } from '../../db/schema/procurement';
import type { buyerSession } from '../../testing/procurement-factories';
import type { ApiAnswer, TestApp } from '../../testing/test-app';
import { vendorToken } from '../auction/auction-invitation.testing';
import { DAY, HOUR, insertSession, openProcurement } from '../auction/auction-session.testing';

// Test data of the negotiation tests: procurements a batch may be made for, batches created for
// real through the API, and a scheduled vendor with its token.

export type Buyer = Awaited<ReturnType<typeof buyerSession>>;
export const BATCH = '/api/secured/negotiation-batch';
export const NEG = '/api/secured/negotiation';

/** Fails the test with the answer when a call did not succeed. */
export function ok<T = ApiAnswer['body']>(answer: ApiAnswer): T {
  if (answer.status !== 200) throw new Error(`call failed (${answer.status}): ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

/**
 * An OPEN NEGOTIATION-type procurement (yesterday to a month ahead) with 3 vendors and 2 items
 * (10 units at 15,000,000.00 each); the first vendor quoted 14,000,000.00 per unit on the first item.
 */
export async function negotiationProcurement(t: TestApp, buyer: Buyer, values: Parameters<typeof openProcurement>[2] = {}) {
  const opened = await openProcurement(t, buyer.companyId, { negotiationType: 'NEGOTIATION', ...values });
  await t.app.ctx.db
    .insert(procurementVendorItems)
    .values({ procurementVendorId: opened.vendorIds[0]!, procurementItemId: opened.itemIds[0]!, indicatorPrice: '14000000.00', capableQty: '10.00' });
  return opened;
}

/**
 * An OPEN REVERSE_AUCTION procurement whose REALTIME session ended DONE with the first two vendors:
 * the second one best (280,000,000.00 total, 14,000,000.00 a unit on each item), the first at
 * 290,000,000.00 (14,500,000.00 a unit); the third was not in the session.
 */
export async function reverseProcurementWithDoneAuction(t: TestApp, buyer: Buyer, values: Parameters<typeof openProcurement>[2] = {}) {
  const opened = await openProcurement(t, buyer.companyId, values);
  const auction = await insertSession(t, opened.procurement.id, { status: 'DONE' });
  const [first, second] = opened.vendorIds as [string, string];
  const prices = [
    { vendorId: first, total: '290000000.00', unit: '14500000.00' },
    { vendorId: second, total: '280000000.00', unit: '14000000.00' },
  ];
  for (const price of prices) {
    await t.app.ctx.db.insert(auctionVendors).values({ auctionId: auction.id, procurementVendorId: price.vendorId, lastTotal: price.total });
    await t.app.ctx.db.update(procurementVendors).set({ lastPrice: price.total }).where(eq(procurementVendors.id, price.vendorId));
    for (const itemId of opened.itemIds) {
      await t.app.ctx.db.insert(procurementVendorItems).values({ procurementVendorId: price.vendorId, procurementItemId: itemId, lastPrice: price.unit });
    }
  }
  return { ...opened, auctionId: auction.id };
}

/** A batch schedule inside the procurements above: from an hour ahead, for two hours. */
export function batchSchedule(t: TestApp) {
  const start = t.clock.now().getTime() + HOUR;
  return { startDate: new Date(start).toISOString(), endDate: new Date(start + 2 * HOUR).toISOString() };
}

/** A DRAFT batch of the procurement made through the API, with the given vendors chosen. */
export async function draftBatch(t: TestApp, buyer: Buyer, procurementId: string, vendorIds: string[], type: 'ONLINE' | 'OFFLINE' = 'ONLINE') {
  const { _id } = ok(await t.call('POST', `${BATCH}/start-negotiation`, { token: buyer.token, body: { procurementId, negotiationType: type, ...batchSchedule(t) } }));
  if (vendorIds.length > 0) ok(await t.call('POST', `${NEG}/save-as-draft`, { token: buyer.token, body: { negotiationBatch: _id, vendorIds } }));
  return _id as string;
}

/** An ON_GOING batch (ONLINE or OFFLINE) of a NEGOTIATION procurement with its first two vendors, and its negotiations by vendor name. */
export async function ongoingBatch(t: TestApp, buyer: Buyer, type: 'ONLINE' | 'OFFLINE' = 'ONLINE', values: Parameters<typeof openProcurement>[2] = {}) {
  const opened = await negotiationProcurement(t, buyer, values);
  const batchId = await draftBatch(t, buyer, opened.procurement.id, opened.vendorIds.slice(0, 2), type);
  ok(await t.call('POST', `${BATCH}/change-status`, { token: buyer.token, body: { negotiationBatch: batchId, status: 'ON_GOING' } }));
  const rows = ok<{ _id: string; vendorId: string; status: string }[]>(await t.call('GET', `${NEG}/find-by-batch/${batchId}`, { token: buyer.token }));
  return { ...opened, batchId, negotiationIds: rows.map((r) => r._id), negotiations: rows };
}

/** An ONLINE batch whose first negotiation is scheduled (NOT_STARTED) for tomorrow, with the vendor's PIC signed in. */
export async function scheduledNegotiation(t: TestApp, buyer: Buyer) {
  const batch = await ongoingBatch(t, buyer, 'ONLINE');
  const negotiationId = batch.negotiationIds[0]!;
  const picEmail = `pic.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@vendor.co.id`;
  const startDate = new Date(t.clock.now().getTime() + DAY).toISOString();
  ok(await t.call('POST', `${NEG}/submit-schedule`, { token: buyer.token, body: { negotiation: negotiationId, startDate, picName: 'Andi Wijaya', picEmail } }));
  const [row] = await t.app.ctx.db.select().from(negotiations).where(eq(negotiations.id, negotiationId));
  return { ...batch, negotiationId, picEmail, startDate, negotiation: row!, vendorToken: await vendorToken(t, picEmail) };
}
