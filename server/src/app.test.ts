import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isErrorEnvelope, type FieldError } from '@procura/domain/common/errors';
import { loadConfig } from './config';
import { queryRows } from './db/client';
import { createAccount, registration, signIn } from './testing/factories';
import { forgetAttempts } from './testing/rate-limits';
import { startTestApp, type TestApp } from './testing/test-app';

// Bad input on every endpoint of the sign-in area: always 400 with the envelope, never a 500.

let t: TestApp;
let signedIn: { email: string };
beforeAll(async () => {
  t = await startTestApp();
  signedIn = await createAccount(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await forgetAttempts(t);
});

const MEGABYTE_TEXT = 'a'.repeat(1_000_000);
const MEGABYTE_EMAIL = `${'a'.repeat(1_000_000 - 12)}@example.com`;
const NOT_AN_OBJECT = [{ param: null, msg: 'The request must be a JSON object' }];

interface PostEndpoint {
  path: string;
  secured?: boolean;
  /** A body that passes validation. */
  valid: () => Record<string, unknown>;
  /** Errors for a call without any body; null when an empty call is allowed. */
  missing: FieldError[] | null;
  /** A text field given a number, and its message. */
  numberIn: [field: string, msg: string];
  /** Fields given 1,000,000 characters, and their messages. */
  huge: Array<[field: string, value: string, msg: string]>;
}

const endpoints: PostEndpoint[] = [
  {
    path: '/api/authentication/register',
    valid: () => registration(),
    missing: [
      { param: 'firstName', msg: 'First name is required' },
      { param: 'lastName', msg: 'Last name is required' },
      { param: 'email', msg: 'Email is required' },
      { param: 'password', msg: 'Password is required' },
      { param: 'confirmPassword', msg: 'Confirm password is required' },
      { param: 'optIn', msg: 'Please agree to be contacted about your free trial' },
      { param: 'reference', msg: 'Reference is required' },
      { param: 'role', msg: 'Role must be buyer_auction' },
    ],
    numberIn: ['firstName', 'First name must be text'],
    huge: [
      ['firstName', MEGABYTE_TEXT, 'First name must be at most 100 characters'],
      ['lastName', MEGABYTE_TEXT, 'Last name must be at most 100 characters'],
      ['email', MEGABYTE_EMAIL, 'Please input a valid email address'],
      ['password', MEGABYTE_TEXT, 'Password must be at most 128 characters'],
      ['salesName', MEGABYTE_TEXT, 'Sales name must be at most 100 characters'],
    ],
  },
  {
    path: '/api/authentication/verify-email',
    valid: () => ({ token: 'some-token' }),
    missing: [{ param: 'token', msg: 'Token is required' }],
    numberIn: ['token', 'Token must be text'],
    huge: [['token', MEGABYTE_TEXT, 'Token must be at most 512 characters']],
  },
  {
    path: '/api/authentication/login',
    valid: () => ({ email: 'someone@example.com', password: 'Password123' }),
    missing: [
      { param: 'email', msg: 'Email is required' },
      { param: 'password', msg: 'Password is required' },
    ],
    numberIn: ['password', 'Password must be text'],
    huge: [
      ['email', MEGABYTE_EMAIL, 'Please input a valid email address'],
      ['password', MEGABYTE_TEXT, 'Password must be at most 128 characters'],
    ],
  },
  {
    path: '/api/authentication/request-otp',
    valid: () => ({ email: 'someone@example.com' }),
    missing: [{ param: 'email', msg: 'Please input your email first' }],
    numberIn: ['email', 'Please input a valid email address'],
    huge: [['email', MEGABYTE_EMAIL, 'Please input a valid email address']],
  },
  {
    path: '/api/authentication/reset-password',
    valid: () => ({ email: 'someone@example.com' }),
    missing: [{ param: 'email', msg: 'Please input a corrent email address' }],
    numberIn: ['email', 'Please input a corrent email address'],
    huge: [['email', MEGABYTE_EMAIL, 'Please input a corrent email address']],
  },
  {
    path: '/api/authentication/login-link',
    valid: () => ({ token: 'some-token' }),
    missing: [{ param: 'token', msg: 'Token is required' }],
    numberIn: ['token', 'Token must be text'],
    huge: [['token', MEGABYTE_TEXT, 'Token must be at most 512 characters']],
  },
  {
    path: '/api/authentication/refresh-token',
    valid: () => ({ refreshToken: 'some-token' }),
    missing: [{ param: 'refreshToken', msg: 'Token is required' }],
    numberIn: ['refreshToken', 'Token must be text'],
    huge: [['refreshToken', MEGABYTE_TEXT, 'Token must be at most 512 characters']],
  },
  {
    path: '/api/authentication/logout',
    valid: () => ({ email: 'someone@example.com', refreshToken: 'some-token' }),
    // Logging out with nothing to end is harmless, so an empty call is accepted.
    missing: null,
    numberIn: ['refreshToken', 'Token must be text'],
    huge: [
      ['email', MEGABYTE_EMAIL, 'Please input a valid email address'],
      ['refreshToken', MEGABYTE_TEXT, 'Token must be at most 512 characters'],
    ],
  },
  {
    path: '/api/authentication/change-password',
    secured: true,
    valid: () => ({ email: signedIn.email, password: 'Password456', confirmPassword: 'Password456' }),
    missing: [
      { param: 'email', msg: 'Email is required' },
      { param: 'password', msg: 'Password is required' },
      { param: 'confirmPassword', msg: 'Confirm password is required' },
    ],
    numberIn: ['password', 'Password must be text'],
    huge: [
      ['email', MEGABYTE_EMAIL, 'Please input a valid email address'],
      ['password', MEGABYTE_TEXT, 'Password must be at most 128 characters'],
      ['confirmPassword', MEGABYTE_TEXT, 'Password tidak sama'],
    ],
  },
];

async function post(endpoint: PostEndpoint, options: { body?: unknown; rawBody?: string; headers?: Record<string, string> }) {
  const token = endpoint.secured ? (await signIn(t, signedIn.email)).access_token : undefined;
  return t.call('POST', endpoint.path, { ...options, ...(token ? { token } : {}) });
}

function expectRefused(answer: { status: number; body: unknown }, errors: FieldError[]) {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ errors });
}

describe.each(endpoints)('bad input on POST $path', (endpoint) => {
  it('answers a call without a body', async () => {
    const answer = await post(endpoint, {});
    if (endpoint.missing) expectRefused(answer, endpoint.missing);
    else expect(answer).toEqual({ status: 200, body: { data: { loggedOut: true } } });
  });

  it('refuses a JSON array, a bare number, a bare string and a text/plain body', async () => {
    expectRefused(await post(endpoint, { body: [endpoint.valid()] }), NOT_AN_OBJECT);
    expectRefused(await post(endpoint, { rawBody: '42' }), NOT_AN_OBJECT);
    expectRefused(await post(endpoint, { rawBody: '"hello"' }), NOT_AN_OBJECT);
    expectRefused(await post(endpoint, { rawBody: 'hello', headers: { 'content-type': 'text/plain' } }), NOT_AN_OBJECT);
  });

  it('refuses a number where text is expected', async () => {
    const [field, msg] = endpoint.numberIn;
    expectRefused(await post(endpoint, { body: { ...endpoint.valid(), [field]: 12345 } }), [{ param: field, msg }]);
  });

  it('refuses an unknown field under its name', async () => {
    const answer = await post(endpoint, { body: { ...endpoint.valid(), isAdmin: true, role_override: 'super_admin' } });
    expectRefused(answer, [
      { param: 'isAdmin', msg: 'Unknown field' },
      { param: 'role_override', msg: 'Unknown field' },
    ]);
  });

  it('refuses 1,000,000 characters in a field with a field error', async () => {
    for (const [field, value, msg] of endpoint.huge) {
      const answer = await post(endpoint, { body: { ...endpoint.valid(), [field]: value } });
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors, field).toContainEqual({ param: field, msg });
    }
  });

  it('refuses malformed JSON, an empty JSON body and a __proto__ key', async () => {
    const malformed = [{ param: null, msg: "Body is not valid JSON but content-type is set to 'application/json'" }];
    expectRefused(await post(endpoint, { rawBody: '{"email": "a@b.co",' }), malformed);
    expectRefused(await post(endpoint, { rawBody: "{'email': 'a@b.co'}" }), malformed);
    expectRefused(await post(endpoint, { rawBody: '{"__proto__": {"role": "super_admin"}}' }), malformed);
    expectRefused(await post(endpoint, { rawBody: '' }), [{ param: null, msg: "Body cannot be empty when content-type is set to 'application/json'" }]);
  });

  it('refuses a 3 MB body and a form-encoded body', async () => {
    const big = JSON.stringify({ ...endpoint.valid(), padding: 'x'.repeat(3_000_000) });
    expectRefused(await post(endpoint, { rawBody: big }), [{ param: null, msg: 'The request is too large' }]);
    expectRefused(
      await post(endpoint, { rawBody: 'email=a%40b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      [{ param: null, msg: 'Unsupported content type' }],
    );
  });

  if (endpoint.secured) {
    it('asks for a token before reading the body', async () => {
      for (const rawBody of ['{bad json', JSON.stringify({ padding: 'x'.repeat(3_000_000) })]) {
        const answer = await t.call('POST', endpoint.path, { rawBody });
        expect(answer).toEqual({ status: 401, body: { errors: [{ param: null, msg: 'Unauthorized' }] } });
      }
    });
  }
});

describe('bad input on GET endpoints', () => {
  it('refuses a language other than en and id on /api/masters/:lang', async () => {
    for (const lang of ['fr', 'EN', '123', 'en-US', '%20en', 'x'.repeat(100)]) {
      const answer = await t.call('GET', `/api/masters/${lang}`);
      expect(answer.status, lang.slice(0, 10)).toBe(400);
      expect(answer.body).toEqual({ errors: [{ param: 'lang', msg: 'Language must be en or id' }] });
    }
  });

  it('refuses a bad /api/dev/outbox query under the parameter', async () => {
    const cases: Array<[string, FieldError]> = [
      ['foo=1', { param: 'foo', msg: 'Unknown field' }],
      ['limit=abc', { param: 'limit', msg: 'limit must be a number' }],
      ['limit=0', { param: 'limit', msg: 'limit must be at least 1' }],
      ['limit=1.5', { param: 'limit', msg: 'limit must be a whole number' }],
      ['limit=501', { param: 'limit', msg: 'limit must be at most 500' }],
      [`to=${'a'.repeat(255)}`, { param: 'to', msg: 'to must be at most 254 characters' }],
    ];
    for (const [query, error] of cases) {
      const answer = await t.call('GET', `/api/dev/outbox?${query}`);
      expect(answer.status, query.slice(0, 20)).toBe(400);
      expect(answer.body).toEqual({ errors: [error] });
    }
    const repeated = await t.call('GET', '/api/dev/outbox?to=a@b.co&to=c@d.co');
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors).toEqual([expect.objectContaining({ param: 'to' })]);
  });

  it('ignores a query on my-profile and /api/masters and still answers', async () => {
    const tokens = await signIn(t, signedIn.email);
    expect((await t.call('GET', '/api/secured/account/my-profile?x=1&x=2', { token: tokens.access_token })).status).toBe(200);
    expect((await t.call('GET', '/api/masters?lang=fr&page=-1')).status).toBe(200);
  });

  // Framework errors (bad %-escapes, over-long parameters) bypass the error handler: still the envelope.
  it('answers an over-long language or a broken %-escape in the path with the error envelope', async () => {
    for (const path of [`/api/masters/${'x'.repeat(101)}`, '/api/masters/%E0%A4%A']) {
      const answer = await t.call('GET', path);
      expect([400, 414]).toContain(answer.status);
      expect(isErrorEnvelope(answer.body)).toBe(true);
    }
  });

  // Addresses past Node's 16 KB header limit are refused before Fastify: still the envelope.
  it('answers a 1,000,000-character query or path with the error envelope', async () => {
    for (const path of [`/api/dev/outbox?to=${MEGABYTE_TEXT}`, `/api/masters/${MEGABYTE_TEXT}`, `/api/secured/account/my-profile?q=${MEGABYTE_TEXT}`]) {
      const answer = await t.call('GET', path);
      expect([400, 431]).toContain(answer.status);
      expect(isErrorEnvelope(answer.body)).toBe(true);
    }
  });

  it('answers an unknown API path or method with 404 in the envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/authentication/nope'],
      ['GET', '/api/authentication/login'],
      ['DELETE', '/api/secured/account/my-profile'],
      ['POST', '/api/masters'],
    ] as const) {
      const answer = await t.call(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ errors: [{ param: null, msg: 'Not found' }] });
    }
  });
});

describe('health and server time', () => {
  it('reports the process alive and the database ready', async () => {
    expect(await t.call('GET', '/health/live')).toEqual({ status: 200, body: { data: { status: 'ok' } } });
    expect(await t.call('GET', '/health/ready')).toEqual({ status: 200, body: { data: { status: 'ready' } } });
  });

  const postgresUrl = loadConfig().DATABASE_URL;
  it.skipIf(!postgresUrl)('stays up and ready when PostgreSQL ends its connections (PostgreSQL only)', async () => {
    expect((await t.call('GET', '/health/ready')).status).toBe(200);
    const [current] = await queryRows<{ name: string }>(t.app.ctx.db, sql`select current_database() as name`);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [current?.name]);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.call('GET', '/health/ready')).toEqual({ status: 200, body: { data: { status: 'ready' } } });
    const account = await createAccount(t);
    expect((await signIn(t, account.email)).access_token).toBeTruthy();
  });

  it('tells the server time from the server clock', async () => {
    const before = Date.now();
    const first = await t.call('GET', '/api/time');
    expect(first.status).toBe(200);
    const firstNow = Date.parse(first.body.data.serverNow);
    expect(first.body.data.serverNow).toBe(new Date(firstNow).toISOString());
    expect(firstNow).toBeGreaterThanOrEqual(t.clock.now().getTime() - 5_000);

    t.clock.advance(2 * 60 * 60 * 1000);
    const second = await t.call('GET', '/api/time');
    const moved = Date.parse(second.body.data.serverNow) - firstNow;
    expect(moved).toBeGreaterThanOrEqual(2 * 60 * 60 * 1000);
    expect(moved).toBeLessThan(2 * 60 * 60 * 1000 + (Date.now() - before) + 1000);
  });

  it('sends the security headers on every answer', async () => {
    for (const path of ['/health/live', '/api/masters/xx', '/api/authentication/nope']) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});
