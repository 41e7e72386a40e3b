// The dashboard's six reads at 100,000 procurements (the initiation-list bench's data, with vendors,
// auction sessions and negotiation batches: bench/seed-procurements.mjs), p50/p95 per endpoint on
// PGlite and on PostgreSQL. Calls the server's query functions in-process (what each request runs
// after its sign-in and tenant checks). Run: node --import tsx bench/dashboard.mjs
// [--engine pglite|postgres|both] [--procurements 100000] [--rounds 30].
// PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432), a fresh database is created and dropped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { countFor, seriesFor } from '../server/src/features/dashboard/dashboard-queries.ts';
import { seedProcurements } from './seed-procurements.mjs';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    procurements: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
});
const TOTAL = Number(args.procurements);
const ROUNDS = Number(args.rounds);
const started = performance.now();
const log = (message) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(1)} ms`;

function endpoints(db, companyId) {
  const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()));
  return [
    ['total-initiation', () => countFor(db, 'total-initiation', companyId)],
    ['new-auction', () => countFor(db, 'new-auction', companyId)],
    ['on-going-auction', () => countFor(db, 'on-going-auction', companyId)],
    ['negotiation', () => countFor(db, 'negotiation', companyId)],
    [`estimated-budget (${year})`, () => seriesFor(db, 'estimated-budget', companyId, year)],
    [`final-price (${year})`, () => seriesFor(db, 'final-price', companyId, year)],
    [`estimated-budget (${year - 1})`, () => seriesFor(db, 'estimated-budget', companyId, year - 1)],
    [`final-price (${year - 1})`, () => seriesFor(db, 'final-price', companyId, year - 1)],
  ];
}

async function benchEngine(kind, database) {
  const { db } = database;
  log(`${kind}: seeding ${TOTAL.toLocaleString('en')} procurements with items, vendors, sessions and batches`);
  const companyId = await seedProcurements(db, { total: TOTAL, log, sessions: true });
  await db.execute(sql`vacuum analyze`);
  log(`${kind}: seeded and analyzed`);
  const work = endpoints(db, companyId);
  for (const [name, run] of work) console.log(`  ${name}: ${JSON.stringify(await run())}`); // warm-up, and what it answers
  const times = new Map(work.map(([name]) => [name, { wall: [], cpu: [] }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, run] of work) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await run();
      const used = process.cpuUsage(c0);
      times.get(name).wall.push(performance.now() - t0);
      times.get(name).cpu.push((used.user + used.system) / 1000);
    }
  }
  const withCpu = database.kind === 'pglite';
  const rows = [];
  console.log(`\n${kind}: ${ROUNDS} rounds`);
  for (const [name, { wall, cpu }] of times) {
    const w = [...wall].sort((a, b) => a - b);
    const c = [...cpu].sort((a, b) => a - b);
    const row = { name, p50: percentile(w, 50), p95: percentile(w, 95), cpu95: withCpu ? percentile(c, 95) : null };
    rows.push(row);
    console.log(`  ${name.padEnd(26)} wall p50 ${ms(row.p50).padStart(9)}  p95 ${ms(row.p95).padStart(9)}${withCpu ? `   CPU p95 ${ms(row.cpu95).padStart(9)}` : ''}`);
  }
  return rows;
}

async function runPglite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-bench-dashboard-'));
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
  const name = `procura_bench_dash_${Date.now().toString(36)}`;
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
  const rows = engine === 'pglite' ? await runPglite() : await runPostgres();
  const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  verdicts.push(`${engine}: slowest endpoint ${worst.name}, wall p95 ${ms(worst.p95)} ${worst.p95 < 100 ? '(under 100 ms)' : '(OVER 100 ms)'}`);
}
console.log(`\n${verdicts.join('\n')}\nLoad average at end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
