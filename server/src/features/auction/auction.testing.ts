import { asc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { auctionInvitations, auctions } from '../../db/schema/auction';
import { procurementVendors } from '../../db/schema/procurement';
import type { buyerSession } from '../../testing/procurement-factories';
import type { TestApp } from '../../testing/test-app';
import { BASE, limitedTimeForm, openProcurement } from './auction-session.testing';

// Test data of the live-session tests: a session created for real through the API.

export type Buyer = Awaited<ReturnType<typeof buyerSession>>;

/**
 * A procurement with 3 vendors and a session created for real (NOT_STARTED) with the first two,
 * starting `startInMs` after the test clock's now and lasting `durationMs`.
 */
export async function liveSession(t: TestApp, buyer: Buyer, options: { startInMs?: number; durationMs?: number; form?: Record<string, unknown> } = {}) {
  const { procurement, vendorIds, itemIds } = await openProcurement(t, buyer.companyId);
  const start = t.clock.now().getTime() + (options.startInMs ?? 2 * 3_600_000);
  const end = start + (options.durationMs ?? 3_600_000);
  const answer = await t.call('POST', BASE, {
    token: buyer.token,
    body: limitedTimeForm(procurement.id, vendorIds, t, {
      status: 'NOT_STARTED',
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      ...options.form,
    }),
  });
  if (answer.status !== 200) throw new Error(`creating the session failed: ${JSON.stringify(answer.body)}`);
  const auctionId = answer.body.data._id as string;
  return { procurement, vendorIds, itemIds, auctionId, startTime: new Date(start), endTime: new Date(end) };
}

/** The invitations of a session, by vendor name. */
export async function invitationsOf(t: TestApp, auctionId: string) {
  return t.app.ctx.db.select().from(auctionInvitations).where(eq(auctionInvitations.auctionId, auctionId)).orderBy(asc(auctionInvitations.vendorName));
}

export async function vendorRows(t: TestApp, vendorIds: string[]) {
  const rows = await t.app.ctx.db.select().from(procurementVendors).orderBy(asc(procurementVendors.name));
  return rows.filter((r) => vendorIds.includes(r.id));
}

export async function statusOf(t: TestApp, auctionId: string) {
  const [row] = await t.app.ctx.db.select().from(auctions).where(eq(auctions.id, auctionId));
  return row!;
}

/** Records what the app broadcasts (after commit) from now on. */
export function recordBroadcasts(t: TestApp) {
  return vi.spyOn(t.app.ctx.broadcast, 'emit');
}
