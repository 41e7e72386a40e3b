import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real processes of the fault tests: a private PostgreSQL and a private Redis (the machine's
// shared ones are never stopped), and server nodes run from the built bundle, each one a process
// that can be killed with SIGKILL. Everything started is written down in its temporary folder
// (`procura-fault-*`), stopped by the test's own cleanup, by the worker's exit handler, and as a
// last resort by the global teardown (fault-global-setup.ts), which reads those folders.

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_BUNDLE = path.join(REPO_ROOT, 'server/dist/main.js');
const PG_BIN = '/usr/lib/postgresql/15/bin';
/** Every temporary folder of the fault tests starts with this (the global teardown looks for it). */
export const FAULT_DIR_PREFIX = 'procura-fault-';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (real time) until `ready()` resolves true, failing with `what` after `timeoutMs`. */
export async function waitFor(what: string, ready: () => boolean | Promise<boolean>, timeoutMs = 20_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// What this worker started, stopped synchronously if the worker exits without cleaning up.
const cleanups = new Set<() => void>();
process.once('exit', () => {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // best effort while exiting
    }
  }
});

function faultDir(kind: string): string {
  return mkdtempSync(path.join(tmpdir(), `${FAULT_DIR_PREFIX}${kind}-`));
}

/** The environment of a started program: only PATH and HOME of ours, never our DATABASE_URL or REDIS_URL. */
function childEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  // eslint-disable-next-line no-restricted-properties -- the children's PATH and HOME, not configuration
  const { PATH, HOME } = process.env;
  return { PATH: PATH ?? '/usr/bin:/bin', HOME: HOME ?? tmpdir(), ...vars };
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

function run(command: string, args: string[], what: string): void {
  const [cmd, argv] = asPostgres(command, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${what} failed (${result.status}): ${result.stderr || result.stdout}`);
}

/** The same without blocking this process (its requests go on while PostgreSQL stops or starts). */
function runAsync(command: string, args: string[], what: string): Promise<void> {
  const [cmd, argv] = asPostgres(command, args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (${code}): ${output}`))));
  });
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Stops the server (fast: open connections are ended, as a restart does). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops and removes everything. */
  close(): void;
}

/** A fresh PostgreSQL 15 cluster in a temporary folder, on a free port of 127.0.0.1. */
export async function startPostgres(): Promise<PrivatePostgres> {
  const dir = faultDir('pg');
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  writeFileSync(path.join(dir, 'kind'), 'postgres');
  run(path.join(PG_BIN, 'initdb'), ['-A', 'trust', '-U', 'postgres', '-N', '-E', 'UTF8', '--locale=C', '-D', data], 'initdb');
  let running = false;
  const pg: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=on -c synchronous_commit=on`;
      running = true;
      await runAsync(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start'], 'pg_ctl start');
    },
    async stop() {
      if (!running) return;
      await runAsync(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'], 'pg_ctl stop');
      running = false;
    },
    close() {
      cleanups.delete(pg.close);
      if (running) {
        const [cmd, argv] = asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
        spawnSync(cmd, argv, { timeout: 30_000 });
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cleanups.add(pg.close);
  await pg.start();
  return pg;
}

/** Stops what a leftover folder of an earlier run holds (the global teardown's last resort). */
export function stopLeftovers(dir: string): void {
  const kind = existsSync(path.join(dir, 'kind')) ? readFileSync(path.join(dir, 'kind'), 'utf8') : '';
  if (kind === 'postgres' && existsSync(path.join(dir, 'data/postmaster.pid'))) {
    const [cmd, argv] = asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    spawnSync(cmd, argv, { timeout: 30_000 });
  }
  const pidFile = path.join(dir, 'pid');
  if (existsSync(pidFile)) {
    for (const pid of readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

/** A child process written down in its folder's pid file, so a leftover can be found. */
function track(dir: string, child: ChildProcess): void {
  if (child.pid) writeFileSync(path.join(dir, 'pid'), `${child.pid}\n`, { flag: 'a' });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A private redis-server (no persistence) on a free port; stop() kills it, start() brings it back on the same port. */
export async function startRedis(): Promise<PrivateRedis> {
  const dir = faultDir('redis');
  const port = await freePort();
  let child: ChildProcess | null = null;
  const kill = () => child?.kill('SIGKILL');
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
        env: childEnv({}),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      track(dir, started);
      let output = '';
      started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor('redis-server to accept connections', () => {
        if (started.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
        return output.includes('Ready to accept connections');
      });
    },
    async stop() {
      const stopping = child;
      child = null;
      if (!stopping) return;
      stopping.kill('SIGKILL');
      await exited(stopping);
    },
    async close() {
      cleanups.delete(kill);
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cleanups.add(kill);
  await redis.start();
  return redis;
}

export interface NodeOptions {
  databaseUrl: string;
  redisUrl?: string;
  smtpUrl?: string;
  /** Extra configuration (server/src/config.ts names). */
  env?: Record<string, string>;
}

export interface ServerNode {
  name: string;
  url: string;
  port: number;
  /** Every line the process wrote (stdout and stderr), since its first start. */
  output: string[];
  /** How each run of the process ended (code or signal), in order. */
  exits: string[];
  readonly running: boolean;
  /** Starts the process (again, on the same port and folder) and waits until /health/ready answers 200. */
  start(): Promise<void>;
  /** kill -9. */
  kill9(): Promise<void>;
  /** SIGTERM, as an orchestrator stops a node, and waits for the exit. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** A server node: `node --enable-source-maps server/dist/main.js` with its own port and DATA_DIR. */
export async function startNode(name: string, options: NodeOptions): Promise<ServerNode> {
  const dir = faultDir(`node-${name}`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const output: string[] = [];
  const exits: string[] = [];
  const kill = () => child?.kill('SIGKILL');
  const env = childEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dir,
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: 'warn',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_CHANNEL_PREFIX: 'procura-faults' } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
  const node: ServerNode = {
    name,
    url,
    port,
    output,
    exits,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const started = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      track(dir, started);
      const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean).map((line) => `[${name}] ${line}`));
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      started.once('exit', (code, signal) => exits.push(signal ?? `exit ${code}`));
      await waitFor(`node ${name} to be ready`, async () => {
        if (started.exitCode !== null) throw new Error(`node ${name} exited with ${started.exitCode}:\n${output.slice(-20).join('\n')}`);
        const answer = await fetch(`${url}/health/ready`).catch(() => null);
        return answer?.status === 200;
      }, 60_000);
    },
    async kill9() {
      const killed = child;
      if (!killed) return;
      killed.kill('SIGKILL');
      await exited(killed);
    },
    async stop() {
      const stopping = child;
      if (!stopping) return;
      stopping.kill('SIGTERM');
      await Promise.race([exited(stopping), sleep(15_000).then(() => stopping.kill('SIGKILL'))]);
      await exited(stopping);
    },
    async close() {
      cleanups.delete(kill);
      await node.kill9();
      child = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cleanups.add(kill);
  await node.start();
  return node;
}

/** The last lines of the nodes that stopped by themselves (not killed by the test), to explain a failure. */
export function explainNodes(nodes: ServerNode[]): void {
  for (const node of nodes) {
    const unexpected = node.exits.filter((e) => e !== 'SIGKILL' && e !== 'SIGTERM');
    if (unexpected.length > 0) console.log(`node ${node.name} ended by itself (${unexpected.join(', ')}); its last lines:\n${node.output.slice(-25).join('\n')}`);
  }
}

/** Runs every close, even when some fail (afterAll). */
export async function closeAll(closers: Array<(() => unknown) | undefined>): Promise<void> {
  for (const close of closers.reverse()) {
    try {
      await close?.();
    } catch (error) {
      console.error('fault test cleanup:', error);
    }
  }
}
