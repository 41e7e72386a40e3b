// Initiation list and search under load: 100,000 procurements (most in one company) with 500,000
// items, then p50/p95 of the list (filters, paging, deep pages) and of the search box, on PGlite
// and on PostgreSQL. Calls the server's query functions in-process (what each request runs after
// its auth check). Run: node --import tsx bench/initiation-list.mjs [--engine pglite|postgres|both]
// [--procurements 100000]. PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432),
// a fresh database is created and dropped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { listProcurementsQuerySchema } from '../domain/src/procurement/procurement.schemas.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { listProcurementRows, searchProcurementHits } from '../server/src/features/procurement/list/procurement-list.ts';
import { ITEMS_PER_PROCUREMENT, MAIN_SHARE, seedProcurements } from './seed-procurements.mjs';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    procurements: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '20' },
    /** Keep the PostgreSQL database afterwards (to EXPLAIN queries on it); its name is printed. */
    keep: { type: 'boolean', default: false },
  },
});
const TOTAL = Number(args.procurements);
const ROUNDS = Number(args.rounds);
const started = performance.now();
const log = (message) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
};
const ms = (v) => `${v.toFixed(1)} ms`;

// Wall time is what a user waits; on a shared machine it includes waiting for a core. CPU time
// of this process is what a request costs on an idle core, but only for PGlite, which runs
// in-process (a PostgreSQL request spends its CPU in the server's process).
async function measure(label, scenarios, withCpu) {
  for (const s of scenarios) await s.run(); // warm-up: plans cached, pages in memory
  const all = [];
  const cpu = [];
  const per = new Map(scenarios.map((s) => [s.name, { wall: [], cpu: [] }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const s of scenarios) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await s.run();
      const elapsed = performance.now() - t0;
      const used = process.cpuUsage(c0);
      all.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
      per.get(s.name).wall.push(elapsed);
      per.get(s.name).cpu.push((used.user + used.system) / 1000);
    }
  }
  const total = summary(all);
  const cpuSummary = summary(cpu);
  const cpuText = withCpu ? `; CPU time p50 ${ms(cpuSummary.p50)}, p95 ${ms(cpuSummary.p95)}` : '';
  console.log(`\n${label}: ${all.length} requests, wall p50 ${ms(total.p50)}, p95 ${ms(total.p95)}, max ${ms(total.max)}${cpuText}`);
  for (const [name, times] of per) {
    const s = summary(times.wall);
    const c = summary(times.cpu);
    const cpuColumns = withCpu ? `   CPU p50 ${ms(c.p50).padStart(9)}  p95 ${ms(c.p95).padStart(9)}` : '';
    console.log(`  ${name.padEnd(60)} wall p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}${cpuColumns}`);
  }
  return { ...total, cpu: withCpu ? cpuSummary : null };
}

function scenarios(db, companyId) {
  const list = (params) => ({
    name: `list ${JSON.stringify(params)}`,
    run: () => listProcurementRows(db, companyId, listProcurementsQuerySchema.parse(params)),
  });
  const search = (keyword) => ({ name: `search ${JSON.stringify(keyword)}`, run: () => searchProcurementHits(db, companyId, keyword) });
  const lastPage = Math.ceil((TOTAL * MAIN_SHARE) / 10);
  const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return {
    list: [
      list({}),
      list({ page: '2', limit: '20' }),
      list({ page: String(Math.floor(lastPage / 2)), limit: '10' }),
      list({ page: String(lastPage), limit: '10' }),
      list({ status: 'OPEN' }),
      list({ status: 'CLOSED', biddingType: 'UNIT_PRICE', page: '50' }),
      list({ biddingType: 'TOTAL_PRICE_BY_UNIT', page: '100' }),
      list({ postDateFrom: day(40), postDateTo: day(10) }),
      list({ query: 'laptop' }),
      list({ query: 'sewa genset', status: 'OPEN', page: '30' }),
      list({ query: 'lenovo', limit: '100', page: '5' }),
    ],
    search: [
      search('laptop'),
      search('lap'),
      search('sewa genset cikarang'),
      search('PRC-BN0'),
      search('000123'),
      search('ITM-0042'),
      search('tiga roda'),
      search('zzz tidak ada'),
      search('d'),
      search('"); drop table procurements; --'),
    ],
  };
}

async function benchEngine(kind, database) {
  const { db } = database;
  log(`${kind}: seeding ${TOTAL.toLocaleString('en')} procurements and ${(TOTAL * ITEMS_PER_PROCUREMENT).toLocaleString('en')} items`);
  const companyId = await seedProcurements(db, { total: TOTAL, log });
  // Fresh statistics, as autovacuum gives PostgreSQL; PGlite has no autovacuum, see bench/README.md.
  await db.execute(sql`vacuum analyze`);
  log(`${kind}: seeded and analyzed`);
  const withCpu = database.kind === 'pglite';
  const work = scenarios(db, companyId);
  return {
    list: await measure(`${kind} list`, work.list, withCpu),
    search: await measure(`${kind} search`, work.search, withCpu),
  };
}

async function runPglite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-bench-list-'));
  const database = await openDatabase({ pgliteDir: dir });
  try {
    return await benchEngine('PGlite', database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres() {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const name = `procura_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    return await benchEngine('PostgreSQL', database);
  } finally {
    await database.close();
    if (args.keep) log(`kept database ${url}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`Load average at start: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
const engines = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine];
const verdicts = [];
for (const engine of engines) {
  const result = engine === 'pglite' ? await runPglite() : await runPostgres();
  for (const [what, s] of Object.entries(result)) {
    const cpu = s.cpu ? `, CPU time p95 ${ms(s.cpu.p95)}` : '';
    verdicts.push(`${engine} ${what}: wall p95 ${ms(s.p95)} ${s.p95 < 100 ? '(under 100 ms)' : '(OVER 100 ms)'}${cpu}`);
  }
}
console.log(`\n${verdicts.join('\n')}\nLoad average at end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
