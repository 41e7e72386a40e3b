// `npm run dev`: the server with reload on change (port 3000) and Vite with hot reload (port 5173).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Links in mails should open the hot-reloading web app.
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-path=server/src', '--watch-path=domain/src', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
