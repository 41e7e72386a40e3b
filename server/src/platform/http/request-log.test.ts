import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';

// The console a newcomer reads: requests only at debug, one line each, without query strings.

interface LogLine {
  level: number;
  msg: string;
}
const DEBUG = 20;
const INFO = 30;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(loadConfig().DATABASE_URL);
});
afterAll(async () => {
  await database.close();
});

async function logOfRequests(level: 'debug' | 'info', urls: string[]): Promise<LogLine[]> {
  const lines: LogLine[] = [];
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: level, PORT: '0' });
  const app: App = await buildApp({ config, db: database.db, changes: database.changes, logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } });
  try {
    for (const url of urls) await app.http.inject({ method: 'GET', url });
  } finally {
    await app.close();
  }
  return lines;
}

describe('request log', () => {
  it('prints nothing per request at the default info level', async () => {
    const lines = await logOfRequests('info', ['/health/live', '/api/time', '/api/nothing-here']);
    expect(lines).toEqual([]);
  });

  it('prints one debug line per request with method, path, status and duration, and no query string', async () => {
    const lines = await logOfRequests('debug', ['/health/live', '/health/ready?token=secret-sign-in-token', '/api/nothing-here']);
    const requestLines = lines.filter((l) => l.level === DEBUG);
    expect(requestLines.map((l) => l.msg.replace(/in \d+ ms$/, 'in N ms'))).toEqual([
      'GET /health/live 200 in N ms',
      'GET /health/ready 200 in N ms',
      'GET /api/nothing-here 404 in N ms',
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-sign-in-token');
    expect(lines.filter((l) => l.level >= INFO)).toEqual([]);
  });
});
