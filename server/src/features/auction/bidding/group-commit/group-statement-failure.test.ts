import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../testing/test-app';
import { behindHeldRow, runningSession } from '../../auction-bidding.testing';
import { ledgerOf } from '../../ledger/auction-ledger.store';
import { enterRoom, payloadsOf, type RoomClient } from '../../auction-room-client.testing';
import type { AuctionClient } from '../../auction-client.testing';
import { storedLedgerVerification } from '../../ledger/auction-ledger.testing';


// A group statement that fails (decision 226): its offers take the locked row, which answers each by
// its idempotency key. Whether the statement committed before its answer was lost or never ran, was
// killed by PostgreSQL mid-flight or waited past the lock timeout, every offer is answered once
// (accepted, refused, or busy and not written), written at most once and announced once, and the
// ledger verifies.

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

type Answer = { status: number; body: { data?: MakeOfferResult; errors?: Array<{ msg: string }> } };
const post = (token: string, auctionId: string, totalOffer: number) =>
  t.call('POST', `/api/secured/auction/${auctionId}/offers`, { token, body: { idempotencyKey: randomUUID(), totalOffer: String(totalOffer) } }) as Promise<Answer>;

const dialect = new PgDialect();
/** The group's compare-and-set statement (offer-writer.ts), not the locked row's. */
const isGroupStatement = (query: SQL) => {
  const text = dialect.sqlToQuery(query).sql;
  return text.includes('with moved as') && text.includes('date_trunc');
};

/** While `work` runs, every group statement fails: `after` it committed (its answer lost), or `before` it ran. */
async function failingGroups<T>(when: 'before' | 'after', work: () => Promise<T>): Promise<{ result: T; failed: number }> {
  const db = t.app.ctx.db as unknown as { execute(query: SQL): Promise<unknown> };
  const execute = db.execute.bind(db);
  let failed = 0;
  const spy = vi.spyOn(db, 'execute').mockImplementation(async (query: SQL) => {
    if (!isGroupStatement(query)) return execute(query);
    failed += 1;
    if (when === 'after') await execute(query);
    throw new Error(`connection lost ${when} the group statement`);
  });
  try {
    return { result: await work(), failed };
  } finally {
    spy.mockRestore();
  }
}

async function expectWrittenAndAnnouncedOnce(auctionId: string, answers: Answer[], buyerRoom: RoomClient) {
  const accepted = answers.filter((a) => a.status === 200).map((a) => a.body.data!.offer.offerId);
  expect(new Set(accepted).size).toBe(accepted.length);
  const ledger = await ledgerOf(t.app.ctx.db, auctionId);
  expect((await storedLedgerVerification(t.app.ctx.db, auctionId)).valid).toBe(true);
  const written = ledger.filter((e) => e.kind === 'OFFER').map((e) => (e.payload as { offerId: string }).offerId);
  expect(written.filter((id) => accepted.includes(id))).toEqual(accepted);
  expect(written.length).toBe(new Set(written).size);
  // Every accepted offer reaches the buyer's room once, and nothing else does.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const heard = payloadsOf<{ offer: { offerId: string } }>(buyerRoom, 'NEW_OFFER').map((p) => p.offer.offerId);
  expect([...heard].sort()).toEqual([...accepted].sort());
}

describe('a group statement that fails', () => {
  for (const when of ['after', 'before'] as const) {
    it(`answers, writes and announces each of its offers once when it failed ${when} committing`, async () => {
      const { buyer, auction, vendors } = await runningSession(t, { vendors: 4 });
      const buyerRoom = await enterRoom(t.url, buyer.token, auction.id, sockets);
      const { result: answers, failed } = await failingGroups(when, () =>
        behindHeldRow(t, auction.id, () => Promise.all(vendors.map((v, i) => post(v.token, auction.id, 299_000_000 - i * 2_000_000))), 300),
      );
      expect(failed).toBeGreaterThanOrEqual(1);
      expect(answers.map((a) => a.status).every((status) => status === 200 || status === 422)).toBe(true);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
      await expectWrittenAndAnnouncedOnce(auction.id, answers, buyerRoom);
    }, 60_000);
  }
});

/** The backends running a group statement now (waiting on the held row). */
async function groupBackends(): Promise<number[]> {
  const result = (await t.app.ctx.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%with moved as%' and state = 'active'`,
  )) as unknown as { rows: Array<{ pid: number }> };
  return result.rows.map((row) => row.pid);
}

describe.skipIf(!process.env.DATABASE_URL)('a group statement PostgreSQL gives up on', () => {
  it('killed mid-flight (its backend terminated): every offer answered once, written once, announced once', async () => {
    const { buyer, auction, vendors } = await runningSession(t, { vendors: 4 });
    const buyerRoom = await enterRoom(t.url, buyer.token, auction.id, sockets);
    let killed = 0;
    const answers = await behindHeldRow(
      t,
      auction.id,
      async () => {
        const sent = Promise.all(vendors.map((v, i) => post(v.token, auction.id, 299_000_000 - i * 2_000_000)));
        for (let tries = 0; tries < 50 && killed === 0; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          for (const pid of await groupBackends()) {
            await t.app.ctx.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
            killed += 1;
          }
        }
        return sent;
      },
      1_500,
    );
    expect(killed).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    await expectWrittenAndAnnouncedOnce(auction.id, answers, buyerRoom);
  }, 60_000);

  it('hung on the held row past the lock timeout: its offers take the locked row, the ones still waiting are answered busy and not written', async () => {
    const { buyer, auction, vendors } = await runningSession(t, { vendors: 4 });
    const buyerRoom = await enterRoom(t.url, buyer.token, auction.id, sockets);
    // The row is held 4 s: the group statement gives up at 3 s (lock_timeout, db/client.ts) and
    // its offer takes the locked row, which gets it at 4 s; the offers waiting behind it pass their 3 s deadline.
    const answers = await behindHeldRow(t, auction.id, () => Promise.all(vendors.map((v, i) => post(v.token, auction.id, 299_000_000 - i * 2_000_000))), 4_000);
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((status) => status === 200 || status === 422 || status === 503)).toBe(true);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const busy of answers.filter((a) => a.status === 503)) expect(busy.body.errors?.[0]?.msg).toBe('The session is busy. Please try again.');
    await expectWrittenAndAnnouncedOnce(auction.id, answers, buyerRoom);
  }, 60_000);
});
