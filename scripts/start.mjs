// `npm start`: builds the web app and the server when their sources changed since the last build,
// then runs the built server (plain JavaScript: nothing is compiled at start-up).
// A build prints one line when it is done (what, how long, the bundle size); its whole output is
// printed only when it fails, or as it runs with VERBOSE=1.
import { spawn } from 'node:child_process';
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
    // web/scripts/bundle-size.mjs: what the sign-in page downloads, against its budget.
    summary: /^Sign-in page initial JS \(gzip\): .*$/m,
    hint: 'the first time takes a minute or two',
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

const verbose = ['1', 'true'].includes(process.env.VERBOSE ?? '');

/** Runs one build; resolves to its exit code and, unless verbose (then it streams), its whole output. */
function run([command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }));
  });
}

/** Builds what is stale; the exit code of the first build that fails, or 0. */
async function buildStale() {
  for (const build of builds.filter(isStale)) {
    console.log(`Building the ${build.name}${build.hint && !verbose ? ` (${build.hint})` : ''}…`);
    const started = performance.now();
    const { code, output } = await run(build.command);
    if (code !== 0) {
      if (!verbose) process.stderr.write(output);
      console.error(`\nThe ${build.name} build failed (exit code ${code}): its whole output is above.`);
      return code;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const size = build.summary && output.match(build.summary)?.[0];
    console.log(`Built the ${build.name} in ${seconds} s${size ? `. ${size}` : ''}`);
  }
  return 0;
}

const failed = await buildStale();
if (failed) {
  process.exitCode = failed;
} else {
  const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
