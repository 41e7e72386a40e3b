import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema/platform';
import { randomToken } from './crypto';

export interface Secrets {
  /** HMAC key for access tokens. */
  jwtKey: Uint8Array;
  /** Key for one-time-code hashes. */
  codePepper: string;
}

/**
 * Reads a secret, creating it on first start. It lives in the database (under DATA_DIR for PGlite),
 * so every node of a cluster signs and checks tokens with the same key.
 */
async function secret(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: randomToken(48) }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be created`);
  return row.value;
}

export async function loadSecrets(db: Db, configuredJwtSecret?: string): Promise<Secrets> {
  const jwt = configuredJwtSecret ?? (await secret(db, 'jwt'));
  return { jwtKey: new TextEncoder().encode(jwt), codePepper: await secret(db, 'code-pepper') };
}
