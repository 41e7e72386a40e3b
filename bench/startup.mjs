// Start-up of the server process: time from spawning it to /health/ready answering 200, the CPU
// time the process used until then (what the start costs on an idle machine: the wall time swings
// with what else runs on the 2 shared cores), and its resident memory (RSS) at that moment, both
// from /proc (Linux). For each engine (PGlite in a fresh folder, a
// fresh PostgreSQL database) and each way of running the server (the built bundle `npm start`
// runs, and the TypeScript sources through tsx as `npm start` did before), the first start (which
// creates and migrates the database) is reported apart from the later starts (median).
//
//   node bench/startup.mjs                                   # everything
//   node bench/startup.mjs --engine pglite --server built    # one cell; --runs 5 (default)
//
// PostgreSQL: DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres);
// a database procura_bench_startup_* is created on it and dropped afterwards.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true, default: ['pglite', 'postgres'] },
    server: { type: 'string', multiple: true, default: ['built', 'tsx'] },
    runs: { type: 'string', default: '5' },
  },
});
const RUNS = Number(options.runs);
const port = 3900 + Math.floor(Math.random() * 50);
const postgresServer = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SERVERS = {
  built: { label: 'built (node server/dist/main.js)', args: ['--enable-source-maps', 'server/dist/main.js'] },
  tsx: { label: 'sources through tsx', args: ['--import', 'tsx', 'server/src/main.ts'] },
};

/** Resident memory of a process in MB. */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

// /proc/<pid>/stat counts CPU time in clock ticks, 100 per second on Linux.
const TICKS_PER_SECOND = 100;

/** User + system CPU time of a process (all its threads) in ms. */
function cpuMs(pid) {
  // Fields after the command name (which is in parentheses): utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function startOnce(serverArgs, env) {
  const began = performance.now();
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error('the server exited while starting');
      if (performance.now() - began > 120_000) throw new Error('the server was not ready within 120 s');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    return { ms: performance.now() - began, cpuMs: cpuMs(child.pid), rssMb: residentMb(child.pid) };
  } finally {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

/** A fresh database for one series of starts, and how to remove it. */
async function freshDatabase(engine) {
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-bench-'));
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `procura_bench_startup_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: postgresServer });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (options.server.includes('built')) {
  const build = spawnSync(process.execPath, ['server/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Start to /health/ready (wall time, CPU time) and RSS at ready; ${RUNS} starts per row, later = median of the starts after the first`);
console.log(`(${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the beginning)`);
console.log('| engine | server | first start: wall | CPU | RSS | later starts: wall | CPU | RSS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const engine of options.engine) {
  for (const server of options.server) {
    const database = await freshDatabase(engine);
    try {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await startOnce(SERVERS[server].args, database.env));
      const [first, ...later] = runs;
      const cells = [
        `${Math.round(first.ms)} ms`,
        `${Math.round(first.cpuMs)} ms`,
        `${Math.round(first.rssMb)} MB`,
        `${Math.round(median(later.map((r) => r.ms)))} ms`,
        `${Math.round(median(later.map((r) => r.cpuMs)))} ms`,
        `${Math.round(median(later.map((r) => r.rssMb)))} MB`,
      ];
      console.log(`| ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${SERVERS[server].label} | ${cells.join(' | ')} |`);
    } finally {
      await database.drop();
    }
  }
}
