// `npm run openapi`: writes docs/openapi.json, the document the app serves at /api/docs/json.
// `npm run openapi:check` (--check, in CI): writes nothing, exits 1 when the committed file differs.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openApiText } from '../platform/http/api-docs';

const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');

/** The document of the real app (every route as app.ts registers it) on a throw-away in-memory database. */
async function currentDocument(): Promise<string> {
  const database = await openDatabase({});
  // Nothing from this machine's environment (Redis, PostgreSQL, a built web app) may shape the document.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(tmpdir(), 'procura-openapi-no-web-app') });
  const app = await buildApp({ config, db: database.db, changes: database.changes });
  try {
    await app.http.ready();
    return openApiText(app.http.swagger());
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const text = await currentDocument();
  const relative = path.relative(process.cwd(), OPENAPI_FILE);
  if (!check) {
    fs.writeFileSync(OPENAPI_FILE, text);
    console.log(`Wrote ${relative}`);
    return;
  }
  const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : null;
  if (committed === text) {
    console.log(`${relative} is up to date`);
    return;
  }
  console.error(
    committed === null
      ? `${relative} is missing: run npm run openapi and commit it.`
      : `${relative} is stale: the HTTP API changed (a route, a summary or a domain schema). Run npm run openapi and commit the result.`,
  );
  process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
