// Where the time of one heavy read goes (the flood row's three slow heavy reads, bench/README.md "The
// HTTP floods and the heavy reads"): a live OPEN session whose ledger holds N offers (default 1,200)
// from 3 vendors, and a second session of M offers (default 500) that has ended, made over HTTP
// against the real app (the test app: a fresh PGlite database, or a fresh PostgreSQL database on the
// server DATABASE_URL names). Then, one call at a time with nothing else running, each of
//   GET …/ledger/verify (the third vendor, live session),
//   GET …/receipts/pdf (the third vendor, live session: its share of the offers),
//   GET report/log-auction-jasper/… (the buyer, the ended session; new texts each time, so never the kept file),
//   GET …/ledger/verify (the buyer, the ended session)
// is timed --repeat times after one warm-up call (the heavy thread's start and its modules): the
// wall time, the main thread's busy time (event-loop utilisation), its longest stall (the event
// loop's delay, max), its GC, the time spent waiting on the heavy-work thread (runHeavy, per task)
// and the process's CPU (all threads; PGlite runs on the main thread). Not part of any test run.
//
// Run: node --import tsx bench/heavy-reads.mjs [--offers 1200] [--ended-offers 500] [--repeat 3]
//      DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/heavy-reads.mjs
// --profile DIR writes the main thread's CPU profile of each read's first timed call; node's own
// --cpu-prof --cpu-prof-dir=DIR writes one of each thread for the whole run (the heavy thread's among them).
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startTestApp } from '../server/src/testing/test-app.ts';
import { MINUTE, offer, runningSession } from '../server/src/features/auction/auction-bidding.testing.ts';
import { signIn } from '../server/src/testing/factories.ts';
import { forgetAttempts } from '../server/src/testing/rate-limits.ts';
import { heavyMsOf, heavyRunsOf } from '../server/src/platform/heavy-work/heavy-pool.ts';

const { values: args } = parseArgs({
  options: {
    offers: { type: 'string', default: '1200' },
    'ended-offers': { type: 'string', default: '500' },
    repeat: { type: 'string', default: '3' },
    /** A folder: the main thread's CPU profile of each read's first timed call is written there (.cpuprofile). */
    profile: { type: 'string' },
  },
});
const OFFERS = Number(args.offers);
const ENDED_OFFERS = Number(args['ended-offers']);
const REPEAT = Number(args.repeat);
const VENDORS = 3;
// The heavy tasks these reads run, before and after decision 233 (a name the tree does not know counts 0).
const TASKS = ['auctionLedgerCheck', 'auctionLedgerChain', 'auctionReportData', 'auctionReportDocument', 'receiptsDocument', 'pdf'];
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` offers in `auctionId`, one loop per vendor, each waiting out its per-session budget (10 a second). */
async function fill(t, vendors, auctionId, count, state) {
  let made = 0;
  await Promise.all(
    vendors.map(async (vendor) => {
      while (made < count) {
        state.price -= 1000;
        const answer = await offer(t, vendor.token, auctionId, { totalOffer: String(state.price) });
        if (answer.status === 429) {
          await sleep(100);
          continue;
        }
        // Another vendor's lower offer arrived first (OPEN): the next price is lower still.
        if (answer.status === 422) continue;
        if (answer.status !== 200) throw new Error(`offer: ${answer.status} ${JSON.stringify(answer.body)}`);
        made += 1;
        // The ledger's times move on as in a real session (a receipt's commit is found by its time).
        t.clock.advance(37);
      }
    }),
  );
}

/** Each thread's CPU time so far (Linux: /proc/self/task/<tid>/schedstat, ns on the CPU), by thread id. */
function threadCpu() {
  const cpu = new Map();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        cpu.set(tid, Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
      } catch {
        // the thread ended
      }
    }
  } catch {
    // not Linux: no per-thread figures
  }
  return cpu;
}

const gcPauses = [];
new PerformanceObserver((list) => gcPauses.push(...list.getEntries().map((e) => e.duration))).observe({ entryTypes: ['gc'] });

async function measure(label, run) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  gcPauses.length = 0;
  const heavyBefore = Object.fromEntries(TASKS.map((task) => [task, [heavyMsOf(task), heavyRunsOf(task)]]));
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  const threadsBefore = threadCpu();
  const began = performance.now();
  const answer = await run();
  const wall = performance.now() - began;
  const threadsAfter = threadCpu();
  const spent = [...threadsAfter].map(([tid, ms]) => [tid, ms - (threadsBefore.get(tid) ?? 0)]);
  const mainCpu = spent.find(([tid]) => tid === String(process.pid))?.[1] ?? NaN;
  // The busiest other thread: the heavy-work thread (libuv's and V8's helpers use little).
  const otherCpu = Math.max(0, ...spent.filter(([tid]) => tid !== String(process.pid)).map(([, ms]) => ms));
  const used = performance.eventLoopUtilization(elu);
  const cpuMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpu));
  delay.disable();
  if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
  const heavy = TASKS.flatMap((task) => {
    const ms = heavyMsOf(task) - heavyBefore[task][0];
    const runs = heavyRunsOf(task) - heavyBefore[task][1];
    return runs > 0 ? [`${task} x${runs} ${ms.toFixed(0)} ms`] : [];
  });
  return {
    label,
    wall,
    main: used.active,
    stall: delay.max / 1e6,
    gc: gcPauses.reduce((a, b) => a + b, 0),
    gcMax: Math.max(0, ...gcPauses),
    heavy: heavy.join(', ') || 'none',
    cpu: cpuMs,
    mainCpu,
    otherCpu,
    answer,
  };
}

const fmt = (ms) => `${ms.toFixed(0)} ms`;
const line = (m) =>
  `  ${m.label}: wall ${fmt(m.wall)}; main thread CPU ${fmt(m.mainCpu)}, busy ${fmt(m.main)} (longest stall ${fmt(m.stall)}, GC ${fmt(m.gc)}, longest GC ${fmt(m.gcMax)}); ` +
  `heavy thread CPU ${fmt(m.otherCpu)}, waited on: ${m.heavy}; process CPU ${fmt(m.cpu)}`;

const t = await startTestApp();
try {
  const live = await runningSession(t, { vendors: VENDORS, durationMs: 24 * 60 * MINUTE, session: { initialPrice: '300000000.00', minimalDecrement: '1.00' } });
  const ended = await runningSession(t, { vendors: VENDORS, durationMs: 6 * 60 * MINUTE, session: { initialPrice: '300000000.00', minimalDecrement: '1.00' } });
  const filling = performance.now();
  await Promise.all([
    fill(t, live.vendors, live.auction.id, OFFERS, { price: 299_999_000 }),
    fill(t, ended.vendors, ended.auction.id, ENDED_OFFERS, { price: 299_999_000 }),
  ]);
  console.log(`${engine}: ${OFFERS} + ${ENDED_OFFERS} offers made in ${((performance.now() - filling) / 1000).toFixed(1)} s; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);

  const vendor = live.vendors[2];
  const verifyLive = () => t.call('GET', `/api/secured/auction/${live.auction.id}/ledger/verify`, { token: vendor.token });
  const receipts = () => t.call('GET', `/api/secured/auction/${live.auction.id}/receipts/pdf`, { token: vendor.token });

  const results = [];
  const timed = async (label, run) => {
    await measure(`${label} (warm-up)`, run);
    await sleep(1200); // the account's heavy-read budget (2 a second) refills
    for (let i = 0; i < REPEAT; i += 1) {
      const profiling = args.profile && i === 0 ? new Session() : null;
      if (profiling) {
        profiling.connect();
        await profiling.post('Profiler.enable');
        await profiling.post('Profiler.setSamplingInterval', { interval: 200 });
        await profiling.post('Profiler.start');
      }
      const m = await measure(label, run);
      if (profiling) {
        const { profile } = await profiling.post('Profiler.stop');
        mkdirSync(args.profile, { recursive: true });
        writeFileSync(path.join(args.profile, `${label.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
        profiling.disconnect();
      }
      results.push(m);
      console.log(line(m));
      await sleep(1200);
    }
  };
  const checked = (await verifyLive()).body.data;
  console.log(`verify (live): valid ${checked.valid}, ${checked.entries} entries, problems ${JSON.stringify(checked.problems)}`);
  await timed(`verify, live session (${checked.entries} entries)`, verifyLive);
  await timed(`receipts PDF, live session (${OFFERS / VENDORS} of the vendor's offers)`, receipts);

  // End the second session (its 6 hours) before the first's 24; the report needs a DONE session.
  t.clock.advance(7 * 60 * MINUTE);
  await t.app.scheduler.tick();
  await forgetAttempts(t);
  const buyerToken = (await signIn(t, ended.buyer.email)).access_token;
  const committeeMembers = ['Ketua Panitia', 'Sekretaris', 'Anggota', 'Anggota', 'Anggota'].map((position, i) => ({ name: `Anggota Panitia ${i + 1}`, position }));
  const saved = await t.call('POST', '/api/secured/generate-report-auction/create', {
    token: buyerToken,
    body: { companyId: ended.procurement.companyId, organizingCommittee: 'Panitia Pengadaan Barang dan Jasa', allocation: 'Kantor Pusat Jakarta', committeeMembers },
  });
  if (saved.status !== 200) throw new Error(`report settings: ${JSON.stringify(saved.body)}`);
  let edition = 0;
  const logReport = () => {
    edition += 1;
    // New texts each call: a new key, so the file is made again (the kept file would answer otherwise).
    const query = new URLSearchParams({ pelaksana: `Panitia Pengadaan ${edition}`, peruntukan: 'Kantor Pusat Jakarta' });
    return t.call('GET', `/api/secured/report/log-auction-jasper/${ended.procurement.id}?${query}`, { token: buyerToken });
  };
  const verifyEnded = () => t.call('GET', `/api/secured/auction/${ended.auction.id}/ledger/verify`, { token: buyerToken });
  const endedCheck = (await verifyEnded()).body.data;
  console.log(`verify (ended): valid ${endedCheck.valid}, ${endedCheck.entries} entries, problems ${JSON.stringify(endedCheck.problems)}`);
  await timed(`Auction Log Report, ended session (${ENDED_OFFERS} offers)`, logReport);
  await timed(`verify, ended session (${endedCheck.entries} entries)`, verifyEnded);

  console.log(`\n${engine}, medians of ${REPEAT} (load ${os.loadavg()[0].toFixed(1)}):`);
  console.log('| read | wall | main thread CPU (min) | main thread busy | longest stall (min) | heavy thread CPU | waited on the heavy thread (last call) |');
  const labels = [...new Set(results.map((r) => r.label))];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const label of labels) {
    const of = results.filter((r) => r.label === label);
    console.log(
      `| ${label} | ${fmt(median(of.map((r) => r.wall)))} | ${fmt(median(of.map((r) => r.mainCpu)))} (${fmt(Math.min(...of.map((r) => r.mainCpu)))}) | ${fmt(median(of.map((r) => r.main)))} | ` +
        `${fmt(median(of.map((r) => r.stall)))} (${fmt(Math.min(...of.map((r) => r.stall)))}) | ${fmt(median(of.map((r) => r.otherCpu)))} | ${of.at(-1).heavy} |`,
    );
  }
} finally {
  await t.close();
}
