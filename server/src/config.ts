import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLedgerPrivateKey } from './platform/security/ledger-signing';
import { z } from 'zod';

// The only file that reads process.env. Every variable is parsed once, with a safe default.
const schema = z.object({
  /** HTTP port for the API, Socket.IO and the built pages. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, generated secrets and uploads live. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… to use PostgreSQL instead of the embedded PGlite database. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  /** redis://… to share realtime rooms (and run several nodes). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  /** Prefix of the realtime channels in Redis: the nodes of one deployment share it, two deployments on one Redis must not. */
  REDIS_CHANNEL_PREFIX: z.string().regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots or dashes').default('socket.io'),
  /** smtp(s)://user:pass@host:port to deliver mail; without it mail stays in the outbox for /dev/outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  /** Sender of every mail. */
  MAIL_FROM: z.string().default('Procura Auction <no-reply@procura.local>'),
  /** The built web app to serve; defaults to web/dist. */
  WEB_DIST_DIR: z.string().optional(),
  /** true: create the demo accounts of `npm run seed:demo` at start-up (used by the browser journeys). */
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where free-trial requests from the landing page are e-mailed. */
  SALES_EMAIL: z.string().email('must be an e-mail address').default('sales@procura.local'),
  /** Address of the product as users reach it, for links in mails. */
  PUBLIC_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Signing key for access tokens; generated and kept in the database when absent. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Ed25519 private key that signs ledger heads, as PKCS#8 PEM or base64 of its DER; generated and kept
   * in the database when absent. Its public key is served at GET /api/ledger/signing-key.
   */
  LEDGER_SIGNING_KEY: z
    .string()
    .refine((value) => {
      try {
        parseLedgerPrivateKey(value);
        return true;
      } catch {
        return false;
      }
    }, 'must be an Ed25519 private key (PKCS#8 PEM, or base64 of its DER)')
    .optional(),
  /** Threads that render files and recompute ledgers off the event loop (docs/decisions.md 220): 1 on a 2-core machine leaves a core to the live offers. */
  HEAVY_WORK_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Heavy tasks that may wait for a thread on one node; past it the request is answered 503 with Retry-After (decision 220). */
  HEAVY_WORK_QUEUE: z.coerce.number().int().min(1).max(1000).default(16),
  /** How long a refusal past a budget (429) is held before it is sent (decision 229): a flood then asks once a second per request in flight. */
  REFUSAL_HOLD_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when behind a proxy or load balancer, so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** The dev outbox page and JSON are served (never in production). */
  devOutbox: boolean;
  /** Calls that only tests may make (forgetting rate-limit counts between journeys): NODE_ENV=test only. */
  testSupport: boolean;
};

/**
 * LEDGER_SIGNING_KEY_FILE names a file holding the ledger signing key (decision 241: kept outside the
 * database, readable by the app's user only); it stands for LEDGER_SIGNING_KEY, never beside it.
 */
function withLedgerKeyFile(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const file = env.LEDGER_SIGNING_KEY_FILE;
  if (!file) return env;
  if (env.LEDGER_SIGNING_KEY) throw new Error('Invalid configuration:\n  LEDGER_SIGNING_KEY_FILE: set it or LEDGER_SIGNING_KEY, not both');
  let key: string;
  try {
    key = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Invalid configuration:\n  LEDGER_SIGNING_KEY_FILE: cannot read ${file} (${error instanceof Error ? error.message : String(error)})`);
  }
  return { ...env, LEDGER_SIGNING_KEY: key };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(withLedgerKeyFile(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(c.DATA_DIR),
    devOutbox: c.NODE_ENV !== 'production',
    testSupport: c.NODE_ENV === 'test',
  };
}
