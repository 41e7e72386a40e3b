import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Role } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import { companies } from '../../db/schema/company';
import type { ChangeFeed } from '../../platform/change-feed';
import { seedMasterData } from '../master-data';
import { seedDemoProcurements } from './demo-procurement';

export const DEMO_PASSWORD = 'Demo12345';
const DEMO_BUYER_EMAIL = 'buyer@procura.demo';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Vendors and spectators sign in with one-time codes only, like invited vendors do. */
  withPassword: boolean;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'superadmin@procura.demo', firstName: 'Super', lastName: 'Admin', role: 'super_admin', withPassword: true },
  { email: DEMO_BUYER_EMAIL, firstName: 'Budi', lastName: 'Santoso', role: 'buyer_auction', withPassword: true },
  // A second member of the buyer's committee: confirms the offers Budi places for a vendor (docs/rules/auction-bidding.md#assisted-offers).
  { email: 'buyer2@procura.demo', firstName: 'Siti', lastName: 'Rahayu', role: 'buyer_auction', withPassword: true },
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
    countryCode: 'ID',
    countryName: 'Indonesia',
    provinceCode: '31',
    provinceName: 'DKI JAKARTA',
    cityCode: '31.71',
    cityName: 'KOTA ADMINISTRASI JAKARTA PUSAT',
    districtCode: '31.71.01',
    districtName: 'Gambir',
    zipCode: '10110',
    addressDetail: 'Jl. Medan Merdeka Barat No. 1',
    npwp: '01.234.567.8-901.000',
    idNumber: '3171012345678901',
  };
  const [company] = await db
    .insert(companies)
    .values(values)
    .onConflictDoUpdate({ target: companies.companyCode, set: values })
    .returning({ id: companies.id });
  return company!.id;
}

/** The demo buyer's account and company ids; 404 when the demo data is not seeded (DEMO_DATA, npm run seed:demo). */
export async function demoBuyer(db: Db): Promise<{ id: string; companyId: string }> {
  const [buyer] = await db.select({ id: accounts.id, companyId: accounts.companyId }).from(accounts).where(eq(accounts.email, DEMO_BUYER_EMAIL));
  if (!buyer?.companyId) throw AppError.field(HTTP.notFound, null, 'The demo data is not seeded');
  return { id: buyer.id, companyId: buyer.companyId };
}

/**
 * Demo accounts for every role, an onboarded demo company and its procurement ready for an auction.
 * Safe to run again; it updates the accounts and leaves the procurement as it is.
 */
export async function seedDemoData(db: Db, changes: ChangeFeed): Promise<void> {
  await seedMasterData(db, changes);
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
  const [buyer] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_BUYER_EMAIL));
  await seedDemoProcurements(db, companyId, buyer!.id);
}
