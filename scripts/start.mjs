// `npm start`: builds the web app when its sources changed since the last build, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'web/dist/index.html');

function newestChange(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  const sources = ['web/src', 'domain/src'].map((d) => newestChange(path.join(root, d)));
  const files = ['web/index.html', 'web/vite.config.ts', 'package-lock.json'].map((f) => fs.statSync(path.join(root, f)).mtimeMs);
  return Math.max(...sources, ...files) > builtAt;
}

if (webIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
