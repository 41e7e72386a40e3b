import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This module sits one folder below server/ both as a source file (server/src/server-paths.ts,
// run by tsx and vitest) and once bundled into server/dist/main.js, so one step up is server/
// either way. Every file read by path at run time is found from here, never from the reading module.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The SQL migrations drizzle applies at start-up (kept as files, not bundled). */
export const MIGRATIONS_DIR = path.join(serverDir, 'src/db/migrations');

/** The built web app served by default (WEB_DIST_DIR overrides it). */
export const DEFAULT_WEB_DIST_DIR = path.join(serverDir, '../web/dist');

/** The help screenshots in the sources (web/public/help); a built web app has them under its help/ too. */
export const HELP_IMAGES_SOURCE_DIR = path.join(serverDir, '../web/public/help');

/**
 * The heavy-work thread's entry (docs/decisions.md 220): dist/heavy-worker.js beside the bundle
 * (build.mjs's second entry point), or, when this module runs as source (tsx, vitest),
 * src/heavy-worker.source.mjs, which registers tsx in the thread and loads src/heavy-worker.ts.
 */
export const HEAVY_WORKER_FILE = fileURLToPath(import.meta.url).endsWith('.ts')
  ? path.join(serverDir, 'src/heavy-worker.source.mjs')
  : path.join(serverDir, 'dist/heavy-worker.js');
