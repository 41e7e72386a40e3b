// `npm run seed:demo`: demo accounts for every role. Safe to run again; it updates what exists.
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Role } from '@procura/domain/auth/auth.rules';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import { accounts } from '../db/schema/auth';
import { companies } from '../db/schema/company';
import { seedMasterData } from '../features/master-data/master-data.service';

const DEMO_PASSWORD = 'Demo12345';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Vendors and spectators sign in with one-time codes only, like invited vendors do. */
  withPassword: boolean;
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'superadmin@procura.demo', firstName: 'Super', lastName: 'Admin', role: 'super_admin', withPassword: true },
  { email: 'buyer@procura.demo', firstName: 'Budi', lastName: 'Santoso', role: 'buyer_auction', withPassword: true },
  { email: 'vendor1@procura.demo', firstName: 'Andi', lastName: 'Wijaya', role: 'seller_auction', withPassword: false },
  { email: 'vendor2@procura.demo', firstName: 'Sari', lastName: 'Lestari', role: 'seller_auction', withPassword: false },
  { email: 'vendor3@procura.demo', firstName: 'Rudi', lastName: 'Hartono', role: 'seller_auction', withPassword: false },
  { email: 'spectator@procura.demo', firstName: 'Dewi', lastName: 'Kartika', role: 'spectator_auction', withPassword: false },
];

async function demoCompany(db: Db): Promise<string> {
  const values = {
    companyType: 'PT',
    companyCode: 'MJAB',
    companyName: 'PT Maju Jaya Abadi',
    companyPicName: 'Budi Santoso',
    companyEmail: 'procurement@majujaya.demo',
    companyPhonePrefix: '+62',
    companyPhone: '62812345678',
    isOnboarding: true,
  };
  const [company] = await db
    .insert(companies)
    .values(values)
    .onConflictDoUpdate({ target: companies.companyCode, set: values })
    .returning({ id: companies.id });
  return company!.id;
}

async function seedDemo(db: Db): Promise<void> {
  await seedMasterData(db);
  const companyId = await demoCompany(db);
  const passwordHash = await hash(DEMO_PASSWORD);
  for (const demo of DEMO_ACCOUNTS) {
    const values = {
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      role: demo.role,
      passwordHash: demo.withPassword ? passwordHash : null,
      emailVerifiedAt: new Date(),
      companyId: demo.role === 'buyer_auction' ? companyId : null,
    };
    const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, demo.email));
    if (existing) await db.update(accounts).set(values).where(eq(accounts.id, existing.id));
    else await db.insert(accounts).values(values);
  }
}

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
  await seedDemo(database.db);
  await database.close();
  console.log('Demo data ready:');
  for (const demo of DEMO_ACCOUNTS) {
    console.log(`  ${demo.role.padEnd(18)} ${demo.email.padEnd(26)} ${demo.withPassword ? `password ${DEMO_PASSWORD}` : 'one-time code by mail'}`);
  }
}

await main();
