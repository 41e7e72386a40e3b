import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema/platform';
import { randomToken } from './crypto';
import { ledgerSigningKey, newLedgerPrivateKey, parseLedgerPrivateKey, type LedgerSigningKey } from './ledger-signing';

export interface Secrets {
  /** HMAC key for access tokens. */
  jwtKey: Uint8Array;
  /** Key for one-time-code hashes. */
  codePepper: string;
  /** Ed25519 key signing ledger heads (LEDGER_SIGNING_KEY, else generated once and shared through the database). */
  ledgerKey: LedgerSigningKey;
}

/**
 * Reads a secret, creating it on first start. It lives in the database (under DATA_DIR for PGlite),
 * so every node of a cluster signs and checks tokens with the same key.
 */
async function secret(db: Db, name: string, generate: () => string = () => randomToken(48)): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be created`);
  return row.value;
}

export async function loadSecrets(db: Db, configuredJwtSecret?: string, configuredLedgerKey?: string): Promise<Secrets> {
  const jwt = configuredJwtSecret ?? (await secret(db, 'jwt'));
  const ledgerKey = parseLedgerPrivateKey(configuredLedgerKey ?? (await secret(db, 'ledger-signing-key', newLedgerPrivateKey)));
  return { jwtKey: new TextEncoder().encode(jwt), codePepper: await secret(db, 'code-pepper'), ledgerKey: ledgerSigningKey(ledgerKey) };
}
