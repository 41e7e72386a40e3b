// `npm start`: builds the web app and the server when their sources changed since the last build,
// then runs the built server (plain JavaScript: nothing is compiled at start-up).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each build produces and what it is made from (folders are read recursively). */
const builds = [
  {
    name: 'web app',
    output: 'web/dist/index.html',
    sources: ['web/src', 'domain/src', 'web/index.html', 'web/vite.config.ts', 'package-lock.json'],
    command: ['npm', ['run', 'build', '-w', 'web']],
  },
  {
    name: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'domain/src', 'server/build.mjs', 'package-lock.json'],
    command: [process.execPath, ['server/build.mjs']],
  },
];

function newestChange(file) {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(file).map((entry) => newestChange(path.join(file, entry))));
}

function isStale({ output, sources }) {
  const built = path.join(root, output);
  if (!fs.existsSync(built)) return true;
  return Math.max(...sources.map((s) => newestChange(path.join(root, s)))) > fs.statSync(built).mtimeMs;
}

for (const build of builds.filter(isStale)) {
  console.log(`Building the ${build.name}…`);
  const [command, args] = build.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
