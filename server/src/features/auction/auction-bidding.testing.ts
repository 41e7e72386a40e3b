import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { auctionOffers, auctions, auctionVendors } from '../../db/schema/auction';
import type { TestApp } from '../../testing/test-app';
import { invitedSession } from './auction-invitation.testing';

// Test data of the live-bidding tests: a session that is ON_GOING (started by the scheduler, so its
// ledger opens with START) with every invited vendor attending. 2 items of 10 at 15,000,000: the
// procurement's estimated total is 300,000,000.

export const MINUTE = 60_000;
export const ESTIMATED_TOTAL = '300000000.00';

type Options = NonNullable<Parameters<typeof invitedSession>[1]> & {
  durationMs?: number;
  /** Runs after the vendors attended, before the start (what only a NOT_STARTED session allows: letters of attorney, joining early). */
  beforeStart?: (made: Awaited<ReturnType<typeof invitedSession>>) => Promise<void>;
};

/** Every invited vendor of `made` attends (terms accepted, 10 of each item). */
export async function attendAll(t: TestApp, made: Awaited<ReturnType<typeof invitedSession>>): Promise<void> {
  const capableItems = made.itemIds.map((procurementItemId) => ({ procurementItemId, capableQty: '10' }));
  for (const vendor of made.vendors) {
    const answer = await t.call('POST', '/api/secured/auction/attend-auction', {
      token: vendor.token,
      body: { auctionInvitationId: vendor.invitationId, isAttending: true, termsAccepted: true, capableItems },
    });
    if (answer.status !== 200) throw new Error(`attending failed: ${JSON.stringify(answer.body)}`);
  }
}

export async function runningSession(t: TestApp, options: Options = {}) {
  const now = t.clock.now().getTime();
  const made = await invitedSession(t, {
    ...options,
    session: {
      startTime: new Date(now + MINUTE),
      endTime: new Date(now + MINUTE + (options.durationMs ?? 60 * MINUTE)),
      initialPrice: ESTIMATED_TOTAL,
      minimalDecrement: '1000000.00',
      // The slip guard (decision 183, default 10 %) at its widest, so these tests' big steps stay single
      // offers; the slip tests set their own share.
      slipWarningPercent: '90',
      ...options.session,
    },
  });
  await attendAll(t, made);
  await options.beforeStart?.(made);
  t.clock.advance(MINUTE);
  await t.app.scheduler.tick();
  return made;
}

/** POST …/offers with a fresh idempotency key unless one is given. */
export function offer(t: TestApp, token: string, auctionId: string, body: Record<string, unknown>) {
  return t.call('POST', `/api/secured/auction/${auctionId}/offers`, { token, body: { idempotencyKey: randomUUID(), ...body } });
}

export async function auctionRow(t: TestApp, auctionId: string) {
  const [row] = await t.app.ctx.db.select().from(auctions).where(eq(auctions.id, auctionId));
  return row!;
}

export async function offersOf(t: TestApp, auctionId: string) {
  return t.app.ctx.db.select().from(auctionOffers).where(eq(auctionOffers.auctionId, auctionId)).orderBy(asc(auctionOffers.sequence));
}

export async function standingsOf(t: TestApp, auctionId: string) {
  return t.app.ctx.db.select().from(auctionVendors).where(eq(auctionVendors.auctionId, auctionId));
}

/**
 * Runs `send` while another writer holds the session row, and releases it `settleMs` later: the
 * first offer's write waits, so the others arrive while a write is in flight (what group commit is
 * for; on PGlite, whose queries never yield, offers otherwise never overlap).
 */
export async function behindHeldRow<T>(t: TestApp, auctionId: string, send: () => Promise<T>, settleMs = 300): Promise<T> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from auctions where id = ${auctionId}::uuid for update`);
    locked();
    await held;
  });
  await lockTaken;
  const sent = send();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  release();
  await holder;
  return sent;
}
