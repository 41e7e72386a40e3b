// Measures the time from starting the server process (web already built) to /health/ready on PGlite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-bench-'));
const port = 3900 + Math.floor(Math.random() * 50);
const RUNS = 4;

async function startOnce() {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - began;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  return ms;
}

const times = [];
for (let run = 0; run < RUNS; run += 1) times.push(await startOnce());
fs.rmSync(dataDir, { recursive: true, force: true });
const [first, ...rest] = times;
const median = rest.sort((a, b) => a - b)[Math.floor(rest.length / 2)];
console.log(`Start to ready on PGlite: first start (creates the database) ${Math.round(first)} ms; later starts median ${Math.round(median)} ms`);
