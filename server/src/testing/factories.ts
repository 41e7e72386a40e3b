import { hash } from '@node-rs/argon2';
import type { Role } from '@procura/domain/auth/auth.rules';
import { accounts } from '../db/schema/auth';
import { companies } from '../db/schema/company';
import type { TestApp } from './test-app';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

export const DEFAULT_PASSWORD = 'Password123';

/** A registration payload that passes every rule. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Budi',
    lastName: 'Santoso',
    email: `buyer.${unique()}@example.com`,
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
    optIn: true,
    reference: 'SEARCH_ENGINE',
    role: 'buyer_auction',
    ...overrides,
  };
}

/** An account written straight to the database (verified, with a password unless told otherwise). */
export async function createAccount(
  t: Pick<TestApp, 'app'>,
  options: { role?: Role; email?: string; password?: string | null; verified?: boolean; onboardedCompany?: boolean } = {},
) {
  const db = t.app.ctx.db;
  let companyId: string | null = null;
  if (options.onboardedCompany) {
    const [company] = await db
      .insert(companies)
      .values({
        companyType: 'PT',
        companyCode: `C${unique()}`.slice(0, 12).toUpperCase(),
        companyName: 'PT Maju Jaya',
        companyPicName: 'Budi Santoso',
        companyEmail: 'procurement@majujaya.co.id',
        companyPhonePrefix: '+62',
        companyPhone: '62812345678',
        isOnboarding: true,
      })
      .returning();
    companyId = company!.id;
  }
  const password = options.password === undefined ? DEFAULT_PASSWORD : options.password;
  const [account] = await db
    .insert(accounts)
    .values({
      email: options.email ?? `user.${unique()}@example.com`,
      firstName: 'Test',
      lastName: 'User',
      role: options.role ?? 'buyer_auction',
      passwordHash: password ? await hash(password) : null,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      companyId,
    })
    .returning();
  return { ...account!, password };
}

/** Signs in with a password and returns both tokens. */
export async function signIn(t: TestApp, email: string, password = DEFAULT_PASSWORD) {
  const answer = await t.call('POST', '/api/authentication/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data as { access_token: string; refresh_token: string };
}
