import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../testing/factories';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { handleError } from './http-errors';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ captureLog: true });
  await forgetAttempts(t);
});
afterAll(async () => {
  await t.close();
});

describe('logging an unhandled database error', () => {
  it('writes the code, the message and the route, never the parameters of the failed statement', async () => {
    // Any new account now breaks a constraint, as an unforeseen database failure would.
    await t.app.ctx.db.execute(sql`alter table accounts add constraint refuse_new_accounts check (false) not valid`);
    try {
      const body = registration({ firstName: 'Rahasia', lastName: 'Pribadi', password: 'Secret12345', confirmPassword: 'Secret12345' });
      const answer = await t.call('POST', '/api/authentication/register', { body });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ errors: [{ param: null, msg: 'Something went wrong on our side. Please try again in a moment.' }] });

      const line = t.logLines.find((l) => l.includes('unhandled error'));
      expect(line).toBeDefined();
      const entry = JSON.parse(line!) as { route: string; err: { code: string; message: string; stack: string } };
      expect(entry.route).toBe('POST /api/authentication/register');
      expect(entry.err.code).toBe('23514');
      expect(entry.err.message).toContain('refuse_new_accounts');
      expect(entry.err.stack).toMatch(/^\s+at /);
      const everything = t.logLines.join('\n');
      for (const secret of [body.email as string, 'Rahasia', 'Pribadi', 'Secret12345', '$argon2', 'insert into']) {
        expect(everything).not.toContain(secret);
      }
    } finally {
      await t.app.ctx.db.execute(sql`alter table accounts drop constraint refuse_new_accounts`);
    }
  });
});

describe('a database error of the bad-input kind', () => {
  it('answers 400 in the envelope, not 500', async () => {
    // Behind the request guard and the schemas: text the database cannot store is still the caller's mistake.
    const http = Fastify({ logger: false });
    http.setErrorHandler(handleError);
    http.get('/probe', async () => t.app.ctx.db.execute(sql`select ${'a\u0000b'}::text as value`));
    const answer = await http.inject({ method: 'GET', url: '/probe' });
    await http.close();
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ errors: [{ param: null, msg: 'Some of the data sent is not valid' }] });
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 in the envelope, not 500: refused connections, a shut-down server, a connection lost mid-query', async () => {
    // What node-postgres raises when PostgreSQL is stopped or restarting (drizzle wraps it as the cause).
    const refused = await new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none' }).query('select 1').catch((error: unknown) => error);
    const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
    const failures = [
      refused as Error,
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      wrapped(new Error('Connection terminated unexpectedly')),
    ];
    const http = Fastify({ logger: false });
    http.setErrorHandler(handleError);
    http.get('/probe/:n', async (request) => {
      throw failures[Number((request.params as { n: string }).n)];
    });
    for (const n of failures.keys()) {
      const answer = await http.inject({ method: 'GET', url: `/probe/${n}` });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ errors: [{ param: null, msg: 'Something went wrong on our side. Please try again in a moment.' }] });
    }
    await http.close();
  });
});
