// The capacity row of bench/auction-scale.mjs (decision 219): many live OPEN auctions on ONE node,
// every vendor of a session offering within the same 200 ms (the last seconds of an auction), the
// load stepped up until offer -> ack p99 passes 100 ms or commit -> last watcher p99 passes 50 ms.
// The clients are child processes (bench/auction-capacity-lane.mjs), each holding the sockets of
// its share of the sessions; this process schedules them and reads what each process's CPU did.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { percentile, sleep } from './auction-clients.mjs';

const TICK_MS = 10; // /proc's clock ticks (getconf CLK_TCK: 100)
const TARGET_ACK_P99_MS = 100;
const TARGET_WATCHER_P99_MS = 50;
const LONG_STATEMENT_MS = 50;
const JOINS_IN_FLIGHT = Number(process.env.BENCH_JOINS_IN_FLIGHT ?? 64);

/** User + system CPU of a process so far (ms), from /proc; 0 when gone. */
function cpuOfPid(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The whole machine's busy and total CPU so far (ms, all cores). */
function machineCpu() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

/** What every process of the row has used so far: the node, the PostgreSQL backends of its database, this process, the machine. */
async function cpuSnapshot(nodePid, admin, databaseName) {
  const backends = admin ? (await admin.query('select pid from pg_stat_activity where datname = $1', [databaseName])).rows.map((r) => r.pid) : [];
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    node: cpuOfPid(nodePid),
    backends: new Map(backends.map((pid) => [pid, cpuOfPid(pid)])),
    parent: (own.user + own.system) / 1000,
    machine: machineCpu(),
  };
}

/** Each figure's share of one core (a backend that started meanwhile counts from zero), the machine's of all its cores. */
async function cpuSince(before, nodePid, admin, databaseName) {
  const after = await cpuSnapshot(nodePid, admin, databaseName);
  const wall = after.at - before.at;
  let backends = 0;
  for (const [pid, used] of after.backends) backends += used - (before.backends.get(pid) ?? 0);
  const busy = after.machine.busy - before.machine.busy;
  return {
    wall,
    node: (after.node - before.node) / wall,
    postgres: admin ? backends / wall : NaN,
    parent: (after.parent - before.parent) / wall,
    machine: busy / (after.machine.total - before.machine.total),
  };
}

/** The slow acks grouped in moments (sent less than 300 ms after the previous slow one): a stall of everything is one moment. */
function momentsOf(slow, from) {
  const moments = [];
  for (const { sentAt, took } of slow.sort((a, b) => a.sentAt - b.sentAt)) {
    const last = moments.at(-1);
    if (last && sentAt - last.end < 300) {
      last.count += 1;
      last.end = sentAt;
      last.spanMs = sentAt - last.start;
      last.worst = Math.max(last.worst, took);
    } else moments.push({ start: sentAt, end: sentAt, at: sentAt - from, spanMs: 0, count: 1, worst: took });
  }
  return moments;
}

/** The node's event-loop delay since it was last asked (p50, p99, max ms); null from a node that does not answer 'loop' (an older tree's). */
async function nodeLoop(node) {
  return Promise.race([node.request({ type: 'loop' }), sleep(2000).then(() => null)]);
}

/**
 * Samples every 25 ms what the database's active backends wait on (pg_stat_activity) until stopped:
 * counts per wait event, and the longest-running statement seen with when (a stall inside PostgreSQL
 * shows as one long statement, or many at once waiting on the same event).
 */
function sampleBackends(admin, databaseName) {
  const waits = new Map();
  let longest = { ms: 0, at: 0, wait: '', query: '' };
  let samples = 0;
  let stopped = false;
  /** Statements seen running for LONG_STATEMENT_MS or more, by backend and start: when each began and how long it ran at least. */
  const long = new Map();
  const running = (async () => {
    while (!stopped) {
      const { rows } = await admin.query(
        `select pid, extract(epoch from query_start) * 1000 as started, coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait,
           extract(epoch from clock_timestamp() - query_start) * 1000 as ms, left(query, 60) as query
         from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [databaseName],
      );
      samples += 1;
      for (const row of rows) {
        waits.set(row.wait, (waits.get(row.wait) ?? 0) + 1);
        if (Number(row.ms) > longest.ms) longest = { ms: Number(row.ms), at: Date.now(), wait: row.wait, query: row.query.replace(/\s+/g, ' ') };
        if (Number(row.ms) >= LONG_STATEMENT_MS) long.set(`${row.pid}:${row.started}`, { started: Number(row.started), ms: Number(row.ms), query: row.query.replace(/\s+/g, ' ').slice(0, 40) });
      }
      await sleep(25);
    }
  })();
  return async () => {
    stopped = true;
    await running;
    const top = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([wait, n]) => `${wait} ${((n / samples) * 1).toFixed(2)}`);
    return { samples, top, longest, long: [...long.values()].sort((a, b) => a.started - b.started) };
  };
}

/** Checkpoints the PostgreSQL server has begun so far (timed and requested: the whole server's, other databases' load included). */
async function checkpointCount(admin) {
  const { rows } = await admin.query('select checkpoints_timed + checkpoints_req as n, buffers_checkpoint as buffers from pg_stat_bgwriter');
  return rows[0];
}

async function checkpointsSince(admin, before) {
  const now = await checkpointCount(admin);
  return `${Number(now.n) - Number(before.n)} begun, ${Number(now.buffers) - Number(before.buffers)} buffers written by checkpoints`;
}

/** One load level from the lanes' raw samples: an offer with no answer counts as an infinite ack, one not heard by every socket as an infinite watcher time. */
function levelOf(burstsPerSecond, vendors, seconds, results, cpu) {
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  const flat = (key) => results.flatMap((r) => r[key]);
  const failed = sum('failed');
  const incomplete = sum('incomplete');
  const ack = [...flat('ack'), ...Array(failed).fill(Infinity)];
  const watcher = [...flat('watcher'), ...Array(incomplete).fill(Infinity)];
  const firstSend = Math.min(...results.map((r) => r.firstSend));
  const lastAck = Math.max(...results.map((r) => r.lastAck));
  const accepted = sum('accepted');
  const level = {
    burstsPerSecond,
    askedPerSecond: burstsPerSecond * vendors,
    asked: sum('asked'),
    accepted,
    reachedPerSecond: accepted / Math.max(seconds, (lastAck - firstSend) / 1000),
    refused: flat('refused').length,
    refusedP99: percentile(flat('refused'), 99),
    refusal: results.find((r) => r.refusal)?.refusal ?? null,
    limited: sum('limited'),
    failed,
    incomplete,
    ackP50: percentile(ack, 50),
    ackP99: percentile(ack, 99),
    watcherP50: percentile(watcher, 50),
    watcherP99: percentile(watcher, 99),
    deliveriesPerSecond: sum('deliveries') / seconds,
    // The lanes and this process (it only schedules them).
    clientCpu: sum('cpuMs') / cpu.wall + cpu.parent,
    latenessP99: percentile(flat('lateness'), 99),
    clientLoopMax: Math.max(...results.map((r) => r.loopDelayMaxMs)),
    cpu,
    load: os.loadavg()[0],
  };
  level.holds = level.ackP99 <= TARGET_ACK_P99_MS && level.watcherP99 <= TARGET_WATCHER_P99_MS && failed === 0 && level.limited === 0;
  return level;
}

/**
 * `auctions` OPEN sessions of `vendors` vendors on one node: each vendor its own socket joined to
 * its session, one buyer watcher per session; then each step of `steps` (bursts per second) for
 * `seconds`, until one misses a target. `kit`: the bench's startNode, withDatabase, child, record,
 * log, fmt and section (a table printed after the main one).
 */
export async function capacityRow(engine, kit, { auctions, vendors = 10, steps, seconds, lanes: laneCount, spreadMs = 200, tree }) {
  const { startNode, withDatabase, child, record, log, fmt, section } = kit;
  await withDatabase(engine, async (database) => {
    const node = await startNode(engine, database, { name: 'capacity' });
    const lanes = [];
    const admin = database ? new pg.Client({ connectionString: database.url }) : null;
    const levels = [];
    let joined;
    try {
      await admin?.connect();
      log(`capacity (${engine}): seeding ${fmt(auctions)} OPEN sessions of ${vendors} vendors`);
      const seedStarted = performance.now();
      const seeded = await node.request({ type: 'seed', auctions, vendors, auctionType: 'OPEN' });
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      for (let j = 0; j < laneCount; j += 1) lanes.push(child('auction-capacity-lane.mjs', {}));
      await Promise.all(lanes.map((lane) => lane.ready));
      log(`capacity (${engine}): ${fmt(auctions * (vendors + 1))} sockets connecting and joining (${JOINS_IN_FLIGHT} in flight, ${laneCount} client processes)`);
      const joinStarted = performance.now();
      const shares = lanes.map((_, j) => seeded.auctionIds.filter((__, g) => g % laneCount === j));
      const connected = await Promise.all(
        lanes.map((lane, j) =>
          lane.request({
            type: 'connect',
            url: node.url,
            auctionIds: shares[j],
            vendorTokens: seeded.vendors.map((v) => v.token),
            buyerToken: seeded.buyerToken,
            parallel: Math.ceil(JOINS_IN_FLIGHT / laneCount),
          }),
        ),
      );
      joined = {
        sockets: connected.reduce((n, c) => n + c.sockets, 0),
        seconds: (performance.now() - joinStarted) / 1000,
        seedSeconds,
        clientRssMb: connected.reduce((n, c) => n + c.rssMb, 0),
      };
      log(`capacity (${engine}): ${fmt(joined.sockets)} sockets joined in ${fmt(joined.seconds, 1)} s (seeding took ${fmt(seedSeconds, 1)} s)`);
      const warmStarted = performance.now();
      const warmed = await Promise.all(lanes.map((lane) => lane.request({ type: 'warm', parallel: 10 })));
      joined.warmSeconds = (performance.now() - warmStarted) / 1000;
      log(`capacity (${engine}): one offer in each session first (${warmed.reduce((n, w) => n + w.accepted, 0)} accepted) in ${fmt(joined.warmSeconds, 1)} s`);
      // What 11,000 idle sockets cost (heartbeats, the scheduler's ticks) before any burst.
      await sleep(2000);
      const idleFrom = await cpuSnapshot(node.proc.pid, admin, database?.name);
      await sleep(4000);
      joined.idle = await cpuSince(idleFrom, node.proc.pid, admin, database?.name);
      log(`capacity (${engine}): idle: node ${pctOf(joined.idle.node)}, PostgreSQL ${pctOf(joined.idle.postgres)}, machine ${pctOf(joined.idle.machine)}`);
      for (const burstsPerSecond of steps) {
        await sleep(2000);
        log(`capacity (${engine}): ${burstsPerSecond} bursts/s (${burstsPerSecond * vendors} offers/s) for ${seconds} s`);
        const before = await cpuSnapshot(node.proc.pid, admin, database?.name);
        const checkpoints = admin ? await checkpointCount(admin) : null;
        await nodeLoop(node);
        const sampling = admin ? sampleBackends(admin, database.name) : null;
        const stepStart = performance.timeOrigin + performance.now();
        const results = await Promise.all(
          lanes.map((lane, j) =>
            lane.request({
              type: 'run',
              burstsPerSecond: burstsPerSecond / laneCount,
              seconds,
              // The lanes' bursts interleave: together one burst every 1/burstsPerSecond s.
              phaseMs: 100 + (j * 1000) / burstsPerSecond,
              spreadMs,
              clockOffsetMs: seeded.clockOffsetMs,
            }),
          ),
        );
        const backends = await sampling?.();
        const cpu = await cpuSince(before, node.proc.pid, admin, database?.name);
        const level = levelOf(burstsPerSecond, vendors, seconds, results, cpu);
        level.nodeLoop = await nodeLoop(node);
        levels.push(level);
        const slow = momentsOf(results.flatMap((r) => r.slow), stepStart);
        if (slow.length) log(`capacity (${engine}): acks over 100 ms: ${slow.map((m) => `${m.count} sent within ${fmt(m.spanMs)} ms from ${new Date(m.start).toISOString().slice(11, 23)} (+${fmt(m.at / 1000, 1)} s; worst ${fmt(m.worst)} ms)`).join('; ')}`);
        if (level.nodeLoop?.gc) {
          const { totalMs, long } = level.nodeLoop.gc;
          log(`capacity (${engine}): node GC ${fmt(totalMs)} ms in all; pauses of 20 ms or more: ${long.map((p) => `${p.kind} ${fmt(p.ms)} ms at ${new Date(p.at).toISOString().slice(11, 23)}`).join(', ') || 'none'}`);
        }
        if (backends) {
          const { top, longest } = backends;
          log(
            `capacity (${engine}): PostgreSQL active backends on average by wait: ${top.join(', ') || 'none'}; longest statement seen ${fmt(longest.ms)} ms ` +
              `(${longest.wait}) at ${new Date(longest.at).toISOString().slice(11, 23)}: ${longest.query}`,
          );
          const long = backends.long.map((l) => `${fmt(l.ms)} ms from ${new Date(l.started).toISOString().slice(11, 23)} ${l.query}`);
          if (long.length) log(`capacity (${engine}): statements seen running ${LONG_STATEMENT_MS} ms or more: ${long.join('; ')}`);
        }
        if (database) log(`capacity (${engine}): PostgreSQL checkpoints during the step: ${await checkpointsSince(admin, checkpoints)}`);
        if (level.refusal) log(`capacity (${engine}): ${level.refused} refused by the rules, e.g. ${JSON.stringify(level.refusal)}`);
        log(
          `capacity (${engine}): ${fmt(level.reachedPerSecond)} of ${level.askedPerSecond} offers/s; ack p50 ${fmt(level.ackP50, 1)} / p99 ${fmt(level.ackP99, 1)} ms; ` +
            `watcher p99 ${fmt(level.watcherP99, 1)} ms; node ${pctOf(level.cpu.node)}, PostgreSQL ${pctOf(level.cpu.postgres)}, clients ${pctOf(level.clientCpu)}, machine ${pctOf(level.cpu.machine)}; ` +
            `event-loop delay max: node ${fmt(level.nodeLoop?.max)} ms, clients ${fmt(level.clientLoopMax)} ms${level.holds ? '' : ': target missed'}`,
        );
        if (!level.holds) break;
      }
    } finally {
      await Promise.all(lanes.map((lane) => lane.stop()));
      await admin?.end().catch(() => undefined);
      await node.stop();
    }
    const held = levels.filter((l) => l.holds).at(-1);
    const first = levels.find((l) => !l.holds);
    const where = tree ? ` (nodes from ${tree})` : '';
    record({
      name: `capacity, ${fmt(auctions)} OPEN auctions x ${vendors} vendors on one node, bursts (${vendors} offers in ${spreadMs} ms): the largest load holding both targets${where}`,
      engine,
      ours: held
        ? `${fmt(held.askedPerSecond)} offers/s (${held.burstsPerSecond} bursts/s): ack p50 ${fmt(held.ackP50, 1)} / p99 ${fmt(held.ackP99, 1)} ms, watcher p99 ${fmt(held.watcherP99, 1)} ms`
        : `none of ${levels.map((l) => l.burstsPerSecond).join(', ')} bursts/s`,
      raw: 'n/a',
      ratio: 'n/a',
      target: `ack p99 <= ${TARGET_ACK_P99_MS} ms, watcher p99 <= ${TARGET_WATCHER_P99_MS} ms`,
      met: Boolean(held),
      detail: first
        ? `${fmt(first.askedPerSecond)} offers/s missed: ack p99 ${fmt(first.ackP99, 1)} ms, watcher p99 ${fmt(first.watcherP99, 1)} ms, ${fmt(first.reachedPerSecond)} offers/s reached`
        : `every step held (the last, ${fmt(levels.at(-1)?.askedPerSecond)} offers/s, is the most asked)`,
    });
    section(capacityTable(engine, { auctions, vendors, seconds, laneCount, tree, joined }, levels));
  });
}

/** CPU milliseconds per offer sent: each process's CPU over the step (its drain included) over the offers sent. */
const perOffer = (l) => [l.cpu.node, l.cpu.postgres, l.clientCpu].map((share) => (Number.isFinite(share) ? ((share * l.cpu.wall) / l.asked).toFixed(1) : 'n/a')).join(' / ');

const pctOf = (share) => (Number.isFinite(share) ? `${(share * 100).toFixed(0)} %` : 'n/a');

function capacityTable(engine, { auctions, vendors, seconds, laneCount, tree, joined }, levels) {
  const f = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : n === Infinity ? 'inf' : 'n/a');
  const lines = [
    `capacity (${engine}${tree ? `, nodes from ${tree}` : ''}): ${f(auctions)} OPEN auctions x ${vendors} vendors + 1 buyer watcher each, ` +
      `${f(joined?.sockets)} sockets in ${laneCount} client processes (RSS ${f(joined?.clientRssMb)} MB in all) ` +
      `(seeded in ${f(joined?.seedSeconds, 1)} s, joined in ${f(joined?.seconds, 1)} s, one offer in each session first in ${f(joined?.warmSeconds, 1)} s); ` +
      `idle before the steps: node ${pctOf(joined?.idle?.node)}, PostgreSQL ${pctOf(joined?.idle?.postgres)}, machine ${pctOf(joined?.idle?.machine)}; ` +
      `${seconds} s per step; CPU as a share of one core (the machine's: of all ${os.cpus().length})`,
    '',
    '| bursts/s | offers/s asked | accepted/s reached | refused: rules / rate limit / no answer | offer -> ack p50 / p99 | commit -> last watcher p50 / p99 | not heard by all | node CPU | PostgreSQL CPU | clients CPU | CPU ms per offer: node / PostgreSQL / clients | machine busy | event-loop delay max: node / clients | client timers late p99 | load | holds |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const l of levels) {
    lines.push(
      `| ${l.burstsPerSecond} | ${f(l.askedPerSecond)} | ${f(l.reachedPerSecond)} | ${l.refused} / ${l.limited} / ${l.failed} | ${f(l.ackP50, 1)} / ${f(l.ackP99, 1)} ms | ${f(l.watcherP50, 1)} / ${f(l.watcherP99, 1)} ms | ` +
        `${l.incomplete} | ${pctOf(l.cpu.node)} | ${pctOf(l.cpu.postgres)} | ${pctOf(l.clientCpu)} | ${perOffer(l)} | ${pctOf(l.cpu.machine)} | ${f(l.nodeLoop?.max)} / ${f(l.clientLoopMax)} ms | ${f(l.latenessP99, 1)} ms | ${l.load.toFixed(1)} | ${l.holds ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}
