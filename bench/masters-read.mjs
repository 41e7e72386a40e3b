// Read throughput of GET /api/masters against /health/live: starts the server on PGlite (a fresh
// DATA_DIR, loopback only), then for each path keeps 20 clients busy for a fixed time, each sending
// its next request as soon as the last answer arrived (keep-alive connections). Prints requests/s,
// p50 and p99, and the server process's CPU time per request (Linux /proc): on a shared machine
// the wall figures move with the load, the CPU cost much less. Run: node bench/masters-read.mjs [--seconds 10] [--clients 20] [--port 3950]
// [--root <checkout>] (--root measures another checkout's server, e.g. the commit before a change).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '20' },
    port: { type: 'string', default: String(3950 + Math.floor(Math.random() * 50)) },
    root: { type: 'string', default: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const WARM_UP_MS = 2000;
const base = `http://127.0.0.1:${args.port}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-bench-masters-'));
// One node on PGlite: no PostgreSQL or Redis from the environment.
const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: args.root,
  env: { ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: args.port, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** One GET; resolves with the status once the whole body has been read. */
function get(urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${urlPath}`, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, etag: response.headers.etag }));
    });
    request.on('error', reject);
  });
}

async function waitUntilReady() {
  // A first start on a loaded machine (migrations on PGlite) can take a minute or more.
  for (let i = 0; i < 3600; i += 1) {
    try {
      if ((await get('/health/ready')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not become ready in 3 minutes');
}

/** CPU seconds (user + system) the server process has used so far, or null off Linux. */
function serverCpuSeconds() {
  try {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 per second)
  } catch {
    return null;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** CLIENTS loops of back-to-back requests for `ms`; latencies in ms. */
async function load(urlPath, headers, ms) {
  const latencies = [];
  const statuses = new Map();
  const until = performance.now() + ms;
  async function client() {
    while (performance.now() < until) {
      const began = performance.now();
      const { status } = await get(urlPath, headers);
      latencies.push(performance.now() - began);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { latencies: latencies.sort((a, b) => a - b), elapsed: performance.now() - began, statuses };
}

async function measure(label, urlPath, headers = {}) {
  await load(urlPath, headers, WARM_UP_MS);
  const cpuBefore = serverCpuSeconds();
  const { latencies, elapsed, statuses } = await load(urlPath, headers, SECONDS * 1000);
  const cpuAfter = serverCpuSeconds();
  const perSecond = Math.round(latencies.length / (elapsed / 1000));
  const cpu = cpuBefore === null || cpuAfter === null ? 'n/a' : `${(((cpuAfter - cpuBefore) * 1000) / latencies.length).toFixed(3)} ms`;
  const answers = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(
    `${label.padEnd(38)} ${String(perSecond).padStart(6)} req/s   p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(latencies, 99).toFixed(1).padStart(7)} ms   server CPU ${cpu}/req   (${answers})`,
  );
}

try {
  await waitUntilReady();
  console.log(`${CLIENTS} clients, ${SECONDS} s per path after a ${WARM_UP_MS / 1000} s warm-up, PGlite, server at ${args.root}`);
  await measure('GET /health/live', '/health/live');
  await measure('GET /api/masters', '/api/masters');
  await measure('GET /api/masters/id', '/api/masters/id');
  const { etag } = await get('/api/masters');
  if (etag) await measure('GET /api/masters, If-None-Match (304)', '/api/masters', { 'if-none-match': etag });
  else console.log('GET /api/masters gives no ETag: no revalidation to measure');
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
