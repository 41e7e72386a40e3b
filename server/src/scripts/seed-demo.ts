// `npm run seed:demo`: demo accounts for every role. Safe to run again; it updates what exists.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../features/demo-data/demo-data.service';

async function serverIsRunning(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health/live`)).ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database belongs to one process at a time.
  if (!config.DATABASE_URL && (await serverIsRunning(config.PORT))) {
    console.error('The server is running on the embedded database: stop it, run npm run seed:demo, then npm start again.');
    process.exit(1);
  }
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  await seedDemoData(database.db, database.changes);
  await database.close();
  console.log('Demo data ready:');
  for (const demo of DEMO_ACCOUNTS) {
    console.log(`  ${demo.role.padEnd(18)} ${demo.email.padEnd(26)} ${demo.withPassword ? `password ${DEMO_PASSWORD}` : 'one-time code by mail'}`);
  }
}

await main();
