// Measures what the browser must download to show /buyer-login: the entry chunk named in
// dist/index.html, everything it imports statically, and the sign-in page's lazy chunk with its
// own static imports. Fails the build when the gzipped sum is over the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const SIGN_IN_PAGE = 'src/features/auth/sign-in/buyer-login-page.tsx';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const files = new Set();

function addChunk(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Chunk ${key} is not in the manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const child of chunk.imports ?? []) addChunk(child);
}

// Scripts and module preloads that index.html itself references.
const referenced = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
if (!referenced.length) throw new Error('dist/index.html references no script');
for (const file of referenced) {
  const key = byFile.get(file);
  if (key) addChunk(key);
  else files.add(file);
}
addChunk(SIGN_IN_PAGE);

let total = 0;
const rows = [];
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);

const kb = total / 1024;
console.log(`Sign-in page initial JS (gzip): ${kb.toFixed(1)} KB`);
if (kb > BUDGET_KB) {
  console.error(`Over the budget of ${BUDGET_KB} KB`);
  process.exit(1);
}
