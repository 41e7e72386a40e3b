import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { companies } from './company';

export const accounts = pgTable('accounts', {
  id: id(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  role: text('role').notNull(),
  /** argon2id; null for accounts that sign in with one-time codes only (invited vendors). */
  passwordHash: text('password_hash'),
  emailVerifiedAt: at('email_verified_at'),
  companyId: uuid('company_id').references(() => companies.id),
  reference: text('reference'),
  salesName: text('sales_name'),
  optIn: boolean('opt_in').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Rotating refresh tokens, stored hashed. A family is one sign-in; reuse of a rotated token revokes it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_account_idx').on(t.accountId, t.createdAt)],
);

/** Single-use links: e-mail verification, password reset, auto-login. Stored hashed. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: id(),
  accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  redirectPath: text('redirect_path'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/**
 * Sign-in codes: 5 minutes, single use, dead after 5 wrong tries from the address that asked for it.
 * Each address has at most one live code per account (a new request replaces it).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    accountId: uuid('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Wrong tries from the address that asked for the code; it dies at OTP_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    /** The client address that asked for the code: its owner, as far as the server can tell. */
    requestedFrom: text('requested_from'),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_account_idx').on(t.accountId)],
);
