// One server node of bench/auction-scale.mjs, run as a child process (its own core, its own memory
// figures, its own CPU profile with --cpu-prof). The real app (the test app: ephemeral port on
// 127.0.0.1, a clock that starts at real time) on PGlite in memory or on the PostgreSQL database
// BENCH_DB_URL (created by the parent). The parent drives it over IPC:
//   seed {auctions, vendors, auctionType, stranger}
//                                          -> sessions ON_GOING, their ids, the vendors' tokens; with
//                                             `stranger: n` one more session of its own buyer and n
//                                             vendors of their own (invited there only), ON_GOING too
//   finish {auctionId}                     -> the session's end moved to now and the scheduler ticked
//                                             until it is no longer ON_GOING; its status
//   capture-on / capture-off               -> the SQL the app ran meanwhile (drizzle's dialect)
//   replay {statements, ...}               -> the captured statements of one offer in a loop,
//                                             straight on the database client (PGlite's raw figure)
//   memory                                 -> process.memoryUsage() after a full GC
//   loop                                   -> the event loop's delay since the last 'loop' (p50, p99, max ms),
//                                             the GC's pauses in all and those of 20 ms or more (wall time)
//                                             (newer than the other requests: a node of an older tree
//                                             does not answer it, so the caller waits with a timeout)
//   stop
import { createHash, randomUUID } from 'node:crypto';
import { PerformanceObserver, constants as perf, monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../server/src/db/client.ts';
import { startTestApp } from '../server/src/testing/test-app.ts';
import { attendAll } from '../server/src/features/auction/auction-bidding.testing.ts';
import { invitedSession } from '../server/src/features/auction/auction-invitation.testing.ts';

const MINUTE = 60_000;
const engine = process.env.BENCH_ENGINE ?? 'pglite';
const database = await openDatabase(engine === 'postgres' ? { databaseUrl: process.env.BENCH_DB_URL } : {});
// Refusals held as deployed (decision 229; the test app answers at once): BENCH_REFUSAL_HOLD_MS=0 measures without.
const env = { LOG_LEVEL: 'silent', REFUSAL_HOLD_MS: process.env.BENCH_REFUSAL_HOLD_MS ?? '1000' };
if (process.env.BENCH_REDIS_URL) Object.assign(env, { REDIS_URL: process.env.BENCH_REDIS_URL, REDIS_CHANNEL_PREFIX: process.env.BENCH_REDIS_PREFIX });
const t = await startTestApp({ database, env });
// How long callbacks waited for the loop (the capacity row: is a slow ack the node's loop or elsewhere?).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const GC_KINDS = { [perf.NODE_PERFORMANCE_GC_MINOR]: 'scavenge', [perf.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact', [perf.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [perf.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks' };
let gc = { totalMs: 0, long: [] };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.totalMs += entry.duration;
    if (entry.duration >= 20) gc.long.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration, kind: GC_KINDS[entry.detail?.kind] ?? String(entry.detail?.kind) });
  }
}).observe({ entryTypes: ['gc'] });
// The sessions start a minute after seeding (by this clock); every node's clock is moved alike.
t.clock.advance(Number(process.env.BENCH_ADVANCE_MS ?? 0));

// Capture: every query drizzle builds while on (engine-independent SQL text and parameters).
let captured = null;
const sqlToQuery = PgDialect.prototype.sqlToQuery;
PgDialect.prototype.sqlToQuery = function (...args) {
  const query = sqlToQuery.apply(this, args);
  if (captured) captured.push({ text: query.sql, params: query.params.map((p) => (p instanceof Date ? p.toISOString() : p)) });
  return query;
};

/** A valid (version 4 shaped) uuid from md5 of a text expression, in SQL. */
export const uuidOf = (expression) => `overlay(overlay(md5(${expression}) placing '4' from 13) placing '8' from 17)::uuid`;

/** uuidOf(text) as PostgreSQL computes it (the copies' ids). */
const md5 = (text) => {
  const m = createHash('md5').update(text).digest('hex');
  const h = `${m.slice(0, 12)}4${m.slice(13, 16)}8${m.slice(17)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

const rows = async (text) => (await t.app.ctx.db.execute(sql.raw(text))).rows;

/** Copies the template session `times` times; every id is uuidOf(template id || ':' || g), so the copies' keys follow from g. */
async function cloneSessions(template, times) {
  const remapped = new Set(['id', 'procurement_id', 'auction_id', 'procurement_vendor_id', 'procurement_item_id']);
  const unique = new Set(['procurement_number', 'auction_number', 'verification_code_hash']);
  const copy = async (table, where) => {
    const columns = await rows(
      `select column_name, data_type from information_schema.columns where table_schema = 'public' and table_name = '${table}' and is_generated = 'NEVER' order by ordinal_position`,
    );
    const names = columns.map((c) => `"${c.column_name}"`).join(', ');
    const values = columns
      .map(({ column_name: c, data_type: type }) =>
        remapped.has(c) && type === 'uuid' ? uuidOf(`"${c}"::text || ':' || g`) : unique.has(c) ? `"${c}" || '-' || g` : `"${c}"`,
      )
      .join(', ');
    await t.app.ctx.db.execute(sql.raw(`insert into ${table} (${names}) select ${values} from ${table}, generate_series(1, ${times}) g where ${where}`));
  };
  const { procurementId: p, auctionId: a } = template;
  await copy('procurements', `id = '${p}'`);
  await copy('procurement_items', `procurement_id = '${p}'`);
  await copy('procurement_vendors', `procurement_id = '${p}'`);
  await copy('procurement_vendor_items', `procurement_vendor_id in (select id from procurement_vendors where procurement_id = '${p}')`);
  await copy('auctions', `id = '${a}'`);
  await copy('auction_items', `auction_id = '${a}'`);
  await copy('auction_vendors', `auction_id = '${a}'`);
  await copy('auction_invitations', `auction_id = '${a}'`);
}

async function seed({ auctions, vendors, auctionType, stranger = 0 }) {
  const now = t.clock.now().getTime();
  const session = {
    auctionType,
    startTime: new Date(now + MINUTE),
    endTime: new Date(now + MINUTE + 24 * 60 * MINUTE),
    initialPrice: '1000000000.00',
    minimalDecrement: '1.00',
  };
  const made = await invitedSession(t, { vendors, session });
  await attendAll(t, made);
  // Another buyer's session whose vendors are invited there only (not cloned: the copies share the template's vendors).
  const other = stranger > 0 ? await invitedSession(t, { vendors: stranger, session }) : null;
  if (other) await attendAll(t, other);
  const template = { procurementId: made.procurement.id, auctionId: made.auction.id, vendorIds: made.vendors.map((v) => v.procurementVendorId) };
  await cloneSessions(template, auctions);
  t.clock.advance(MINUTE);
  const started = () => rows(`select count(*)::int as n from auctions where status = 'ON_GOING'`).then((r) => r[0].n);
  while ((await started()) < auctions + 1 + (other ? 1 : 0)) await t.app.scheduler.tick();
  const ids = await rows(
    `select g, ${uuidOf(`'${template.auctionId}:' || g`)}::text as id from generate_series(1, ${auctions}) g order by g`,
  );
  return {
    template,
    auctionIds: ids.map((r) => r.id),
    vendors: made.vendors.map((v) => ({ token: v.token, accountId: v.accountId })),
    buyerToken: made.buyer.token,
    ...(other ? { stranger: { auctionId: other.auction.id, vendors: other.vendors.map((v) => ({ token: v.token, accountId: v.accountId })) } } : {}),
    clockOffsetMs: t.clock.now().getTime() - Date.now(),
  };
}

/**
 * The offer's statements (bench/auction-scale.mjs rawStatements: SQL text with tokens) run in a
 * loop on the database client itself for `seconds` (PGlite: one session, so one at a time): the
 * session and vendor drawn at random, a fresh offer id and key, the sequence read from the locked row.
 */
async function replay({ statements, seconds, auctions, template, accountIds }) {
  const client = t.app.ctx.db.$client;
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const run = async (db) => {
    const g = 1 + Math.floor(Math.random() * auctions);
    const v = Math.floor(Math.random() * template.vendorIds.length);
    const values = { aid: md5(`${template.auctionId}:${g}`), vid: md5(`${template.vendorIds[v]}:${g}`), acc: accountIds[v], oid: randomUUID(), key: randomUUID(), seq: '' };
    for (const statement of statements) {
      const text = statement.text.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name]);
      const result = await db.query(text);
      if (statement.lock) values.seq = String(Number(result.rows[0].sequence) + 1);
    }
  };
  while (performance.now() < deadline) {
    if (statements.length === 1) await run(client);
    else await client.transaction(run);
    done += 1;
  }
  return { transactions: done, seconds };
}

process.on('message', async (message) => {
  const answer = (data) => process.send({ id: message.id, data });
  try {
    switch (message.type) {
      case 'seed':
        return answer(await seed(message));
      case 'finish': {
        await rows(`update auctions set end_time = '${t.clock.now().toISOString()}' where id = '${message.auctionId}'`);
        const status = async () => (await rows(`select status from auctions where id = '${message.auctionId}'`))[0]?.status;
        for (let i = 0; i < 50 && (await status()) === 'ON_GOING'; i += 1) await t.app.scheduler.tick();
        return answer(await status());
      }
      case 'capture-on':
        captured = [];
        return answer(true);
      case 'capture-off': {
        const all = captured;
        captured = null;
        return answer(all);
      }
      case 'replay':
        return answer(await replay(message));
      case 'clock':
        return answer(t.clock.now().getTime() - Date.now());
      case 'loop': {
        const ms = (ns) => ns / 1e6;
        const delay = { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max), gc };
        loopDelay.reset();
        gc = { totalMs: 0, long: [] };
        return answer(delay);
      }
      case 'memory':
        for (let i = 0; i < 3; i += 1) globalThis.gc?.();
        await new Promise((resolve) => setTimeout(resolve, 200));
        globalThis.gc?.();
        return answer(process.memoryUsage());
      case 'stop':
        await t.close();
        await database.close();
        answer(true);
        return setTimeout(() => process.exit(0), 50);
    }
  } catch (error) {
    process.send({ id: message.id, error: String(error?.stack ?? error) });
  }
});
process.send({ type: 'ready', url: t.url });
