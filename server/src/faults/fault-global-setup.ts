import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAULT_DIR_PREFIX, REPO_ROOT, SERVER_BUNDLE, stopLeftovers } from './fault-processes';

// The fault tests run the built server (server/dist/main.js), as production does: built here when
// a source changed since (the rule of scripts/start.mjs). After the run, whatever a crashed test
// left behind (a PostgreSQL, a Redis, a node) is stopped and its folder removed.

const SOURCES = ['server/src', 'domain/src', 'server/build.mjs', 'package-lock.json'];

function newestChange(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((entry) => newestChange(path.join(file, entry))));
}

function stale(): boolean {
  if (!existsSync(SERVER_BUNDLE)) return true;
  return Math.max(...SOURCES.map((s) => newestChange(path.join(REPO_ROOT, s)))) > statSync(SERVER_BUNDLE).mtimeMs;
}

const startedAt = Date.now();

export function setup(): void {
  if (!stale()) return;
  const result = spawnSync(process.execPath, ['server/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the server failed');
}

export function teardown(): void {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(FAULT_DIR_PREFIX)) continue;
    const dir = path.join(tmpdir(), entry);
    // Only this run's folders: another engineer's run may be going on.
    if (statSync(dir).mtimeMs >= startedAt - 1_000) stopLeftovers(dir);
  }
}
