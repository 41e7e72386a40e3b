import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { listOutbox } from '../features/dev-outbox/dev-outbox.service';
import type { Database } from '../db/client';
import { ManualClock, systemClock } from '../platform/clock';
import { openTestDatabase } from './test-database';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
}

export interface TestApp {
  url: string;
  app: App;
  /** The clock the app runs on; with `systemClock` it is the machine's (advance() then moves nothing the app reads). */
  clock: ManualClock;
  /** The app's database: pass it to another startTestApp to restart on the same data. */
  database: Database;
  /** The server's log lines (JSON), when started with `captureLog`. */
  logLines: string[];
  /** Calls the API like a browser does; `token` becomes the bearer header. */
  call<T = any>(method: string, path: string, options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> }): Promise<ApiAnswer<T>>;
  /** Mails queued for an address, newest first. */
  mailsTo(email: string): Promise<Awaited<ReturnType<typeof listOutbox>>>;
  close(): Promise<void>;
}

// A folder that does not exist: the test app answers as a server whose web app is not built.
const NO_WEB_APP = join(tmpdir(), 'procura-test-app-serves-no-web-app');

/**
 * Starts the real app on an ephemeral port with a fresh database and a clock the test moves.
 * `env` sets configuration, e.g. `{ TRUST_PROXY: 'true' }` so X-Forwarded-For names the caller;
 * `captureLog` keeps the server's log lines (info and above) in `logLines`; `systemClock` runs the
 * app on the machine's clock; `database` restarts on another test app's database (closing this
 * app then leaves the database open: its first owner closes it). The built web app is never
 * served unless `env.WEB_DIST_DIR` names one, so a web/dist left by `npm start` changes no answer.
 */
export async function startTestApp(
  options: { env?: Record<string, string>; captureLog?: boolean; systemClock?: boolean; database?: Database } = {},
): Promise<TestApp> {
  const env = loadConfig();
  const database = options.database ?? (await openTestDatabase(env.DATABASE_URL));
  const ownsDatabase = !options.database;
  const clock = new ManualClock();
  const logLines: string[] = [];
  const logStream = { write: (line: string) => logLines.push(...line.split('\n').filter(Boolean)) };
  const LOG_LEVEL = options.captureLog ? 'info' : 'silent';
  // Refusals past a budget are answered at once (decision 229's hold is its own test's, and the floods').
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL, PORT: '0', PUBLIC_URL: 'http://localhost:5173', WEB_DIST_DIR: NO_WEB_APP, REFUSAL_HOLD_MS: '0', ...options.env });
  const app = await buildApp({ config, db: database.db, changes: database.changes, clock: options.systemClock ? systemClock : clock, ...(options.captureLog ? { logStream } : {}) });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.http.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    app,
    clock,
    database,
    logLines,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.rawBody !== undefined) {
        body = options.rawBody;
        headers['content-type'] ??= 'application/json';
      } else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] = 'application/json';
      }
      const response = await fetch(`${url}${path}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text (pages)
      }
      return { status: response.status, body: parsed as any };
    },
    mailsTo: (email) => listOutbox(database.db, { to: email, limit: 50 }),
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}
