import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// Runs in the worker: the CommonJS build of PGlite, resolved by the caller, creates the folder.
const CREATE_FOLDER = `
const { workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
PGlite.create(workerData.dir).then((db) => db.close());
`;

/**
 * Creates a new PGlite data folder in a worker thread that then ends. PGlite creates a folder with a
 * second, temporary PGlite instance (initdb), and the instance that goes on serving keeps that one's
 * memory alive: about 450 MB more for the life of a server started on an empty folder
 * (bench/README.md). All of a worker's memory is returned when it exits. A folder that already
 * holds a database is left alone.
 */
export async function createPgliteFolder(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  fs.mkdirSync(dir, { recursive: true });
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(CREATE_FOLDER, { eval: true, workerData: { pglite, dir } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Creating the embedded database in ${dir} failed (exit code ${code})`))));
  });
}
