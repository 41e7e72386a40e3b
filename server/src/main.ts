import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './features/demo-data/demo-data.service';
import { ensureSearchIndex } from './features/procurement/list/search-index-startup';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  // `main.js --migrate-only`: the deploy step that migrates as the schema's owner, before nodes start as
  // the app's role (docs/operations.md). The search text's version is a column comment: the owner's too.
  if (process.argv.includes('--migrate-only')) {
    const search = await ensureSearchIndex(database.db);
    await database.close();
    console.log(`Migrations applied${search.cause === 'none' ? '' : `; search text ${search.cause === 'formula' ? 'rebuilt' : 'filled in'} for ${search.rebuilt} procurement(s)`}`);
    return;
  }
  const app = await buildApp({ config, db: database.db, changes: database.changes });
  const log = app.http.log;
  const searchIndex = await ensureSearchIndex(database.db);
  if (searchIndex.cause !== 'none') log.info(`Initiation search text ${searchIndex.cause === 'formula' ? 'rebuilt' : 'filled in'} for ${searchIndex.rebuilt} procurement(s)`);
  if (config.DEMO_DATA) {
    await seedDemoData(database.db, database.changes);
    log.info('Demo accounts are ready (see README: Try it)');
  }

  if (config.SMTP_URL || config.devOutbox) app.outbox.start();
  else log.warn('SMTP_URL is not set: mails stay queued in the outbox until it is');
  // Applies every transition that fell due while no node was running (and gives sessions the time an
  // outage took) before listening, so no client reads a state from before them; then polls.
  await app.scheduler.start();

  await app.http.listen({ port: config.PORT, host: config.HOST });
  const readyMs = Math.round(process.uptime() * 1000);
  log.info(
    `Procura Auction ready in ${readyMs} ms at ${config.PUBLIC_URL} (database: ${database.kind}${config.REDIS_URL ? ', realtime: redis' : ''})`,
  );
  if (config.devOutbox && !config.SMTP_URL) log.info(`Mails sent by the product are readable at ${config.PUBLIC_URL}/dev/outbox`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing requests and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
