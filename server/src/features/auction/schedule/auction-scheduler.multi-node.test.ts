import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../app';
import { loadConfig } from '../../../config';
import { openDatabase, type Database } from '../../../db/client';
import { auctions } from '../../../db/schema/auction';
import { ManualClock } from '../../../platform/clock';
import { createAccount } from '../../../testing/factories';
import { insertProcurement } from '../../../testing/procurement-factories';
import type { TestApp } from '../../../testing/test-app';

// Two nodes on one PostgreSQL database, their schedulers ticking at the same moments: every due
// session is moved once and announced once, by whichever node claimed it.
const env = loadConfig();

const dbName = `procura_scheduler_${randomBytes(5).toString('hex')}`;
const nodes: Array<{ app: App; database: Database }> = [];
const clock = new ManualClock();

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

async function startNode() {
  const url = new URL(env.DATABASE_URL!);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
  const app = await buildApp({ config, db: database.db, changes: database.changes, clock });
  return { app, database };
}

describe.skipIf(!env.DATABASE_URL)('the scheduler on two nodes of one PostgreSQL database', () => {
  beforeAll(async () => {
    await adminQuery(`create database ${dbName}`);
    nodes.push(...(await Promise.all([startNode(), startNode()])));
  });
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.database.close();
    }
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  });

  it('moves each due session once and broadcasts it once', async () => {
    const [a, b] = [nodes[0]!, nodes[1]!];
    const owner = await createAccount({ app: a.app }, { onboardedCompany: true });
    const procurement = await insertProcurement({ app: a.app } as TestApp, owner.companyId!, { status: 'OPEN' });
    const now = clock.now().getTime();
    const rows = Array.from({ length: 40 }, (_, i) => ({
      procurementId: procurement.id,
      auctionNumber: `AUC-NODES-${dbName}-${i}`,
      // Half are due to start, half are running and due to end.
      status: i % 2 === 0 ? ('NOT_STARTED' as const) : ('ON_GOING' as const),
      auctionType: 'OPEN',
      auctionModel: 'REALTIME',
      periodType: 'LIMITED_TIME',
      startTime: new Date(now - 60_000 + i),
      endTime: new Date(now + (i % 2 === 0 ? 600_000 : -1_000)),
      duration: '10',
      initialPrice: '1000000',
    }));
    const inserted = await a.app.ctx.db.insert(auctions).values(rows).returning({ id: auctions.id });
    const ids = inserted.map((r) => r.id);
    const spies = [vi.spyOn(a.app.ctx.broadcast, 'emit'), vi.spyOn(b.app.ctx.broadcast, 'emit')];

    let moved = 0;
    for (let round = 0; round < 3; round += 1) {
      const counts = await Promise.all([a.app.scheduler.tick(), b.app.scheduler.tick(), a.app.scheduler.tick(), b.app.scheduler.tick()]);
      moved += counts.reduce((sum, n) => sum + n, 0);
    }
    expect(moved).toBe(40);

    const events = spies.flatMap((spy) => spy.mock.calls.map(([, event, payload]) => ({ event, auctionId: (payload as { auctionId: string }).auctionId })));
    const started = events.filter((e) => e.event === 'AUCTION_STARTED').map((e) => e.auctionId).sort();
    const stopped = events.filter((e) => e.event === 'AUCTION_STOPPED').map((e) => e.auctionId).sort();
    expect(started).toEqual(ids.filter((_, i) => i % 2 === 0).sort());
    expect(stopped).toEqual(ids.filter((_, i) => i % 2 === 1).sort());
    // Every session is where its one move left it.
    const after = await a.app.ctx.db.select({ status: auctions.status }).from(auctions).where(inArray(auctions.id, ids));
    expect(after.filter((r) => r.status === 'ON_GOING')).toHaveLength(20);
    expect(after.filter((r) => r.status === 'DONE')).toHaveLength(20);
    for (const spy of spies) spy.mockRestore();
  });
});
