// `npm run build -w server`: bundles the server's TypeScript into one ES module, server/dist/main.js,
// so that `npm start` runs plain JavaScript instead of compiling every file at each start (tsx).
// Packages stay in node_modules (imported at run time); the @procura/domain workspace is TypeScript
// source, so it is bundled in. Files read by path at run time (migrations, web/dist) are found from
// src/server-paths.ts, which resolves the same way from the bundle as from the sources.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const BUNDLED_PACKAGES = /^@procura\/domain(\/|$)/;

/** Every bare import (a package or a node: built-in) stays external, except the workspace's own TypeScript. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED_PACKAGES.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
// Two entry points: the server, and the heavy-work thread's entry (docs/decisions.md 220), a file of
// its own beside it (dist/heavy-worker.js) that piscina starts in each thread.
await build({
  entryPoints: { main: path.join(serverDir, 'src/main.ts'), 'heavy-worker': path.join(serverDir, 'src/heavy-worker.ts') },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Stack traces name the TypeScript files when the server runs with --enable-source-maps.
  sourcemap: 'linked',
  plugins: [keepPackagesExternal],
  logLevel: 'warning',
});
console.log(`Server built into server/dist/main.js (and heavy-worker.js) in ${Math.round(performance.now() - started)} ms`);
