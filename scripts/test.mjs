// `npm test`: the domain and web suites one after the other, beside the server suite (its slowest
// part), so the command takes as long as the server suite and not the three in a row (decision 242).
// The domain and web output is shown as it comes; the server's is held and shown when it ends, so the
// two never interleave. Exits non-zero when any suite fails.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `npm run test -w <workspace>`; `shown`: its output straight to this terminal, else held. */
function suite(workspace, shown) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'test', '-w', workspace], { cwd: root, stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    if (!shown) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('close', (code) => resolve({ workspace, code: code ?? 1, output: Buffer.concat(held) }));
  });
}

console.log('npm test: the server suite runs beside the domain and web suites; its output follows theirs.');
const server = suite('server', false);
const domain = await suite('domain', true);
const web = await suite('web', true);
const serverDone = await server;
process.stdout.write(serverDone.output);
const failed = [domain, web, serverDone].filter((s) => s.code !== 0).map((s) => s.workspace);
if (failed.length > 0) console.error(`npm test: failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
