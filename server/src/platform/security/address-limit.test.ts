import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '@procura/domain/common/errors';
import { tooManyAttemptsMessage } from '@procura/domain/common/rate-limit.messages';
import { createAccount, signIn } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { AppContext } from '../context';
import { ANONYMOUS_ALLOWANCE, anonymousAddressLimit } from './address-limit';

// The per-address limit of anonymous traffic (decision 223, docs/rules/realtime-and-platform.md): an
// address past its allowance is refused before any database statement; a signed-in caller, static
// files and /health are never counted.

/** Counts the statements the database client is asked for (PGlite's query/exec/transaction, or the pool's query/connect). */
function countStatements(t: TestApp): () => number {
  const client = (t.app.ctx.db as unknown as { $client: Record<string, unknown> }).$client;
  const spies = ['query', 'exec', 'transaction', 'connect'].filter((name) => typeof client[name] === 'function').map((name) => vi.spyOn(client as Record<string, () => unknown>, name));
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}

/** Stops the process's monotonic clock (the limit's) where it is: no token refills while frozen. */
function freezeLimitClock(): void {
  const at = performance.now();
  vi.spyOn(performance, 'now').mockReturnValue(at);
}

describe('the anonymous limit per address (hooks alone)', () => {
  const clock = { now: 0 };
  const allowance = { burst: 4, perSecond: 2 };
  const request = (url: string, ip = '198.51.100.1') => ({ url, ip, headers: {} }) as unknown as FastifyRequest;
  const refusal = async (hook: Promise<void>) => hook.then(() => null, (error: unknown) => error as AppError);

  it('lets the burst through, then refuses with Retry-After until a token; a 401 answer weighs one more', async () => {
    const limit = anonymousAddressLimit({} as AppContext, allowance, () => clock.now);
    for (let i = 0; i < allowance.burst - 1; i += 1) expect(await refusal(limit.onRequest(request('/api/time')))).toBeNull();
    // A failed sign-in: its request and its 401 take the last two tokens' worth.
    await limit.onResponse(request('/api/authentication/login'), { statusCode: 401 } as FastifyReply);
    const refused = await refusal(limit.onRequest(request('/api/time')));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused?.status).toBe(429);
    expect(refused?.retryAfterSeconds).toBe(1);
    expect(refused?.toJSON()).toEqual({ errors: [{ param: null, msg: tooManyAttemptsMessage(500) }] });
    // Another address has its own bucket; pages and /health are not /api/.
    expect(await refusal(limit.onRequest(request('/api/time', '198.51.100.2')))).toBeNull();
    expect(await refusal(limit.onRequest(request('/health/ready')))).toBeNull();
    expect(await refusal(limit.onRequest(request('/sign-in')))).toBeNull();
    clock.now += 1000 / allowance.perSecond;
    expect(await refusal(limit.onRequest(request('/api/time')))).toBeNull();
  });

  it('forgets full buckets when many, so memory follows the addresses of the last seconds', async () => {
    const limit = anonymousAddressLimit({} as AppContext, allowance, () => clock.now);
    for (let i = 0; i < 10_000; i += 1) await limit.onRequest(request('/api/time', `10.${i >> 8}.${i & 255}.1`));
    expect(limit.buckets.size).toBe(10_000);
    clock.now += 60_000;
    await limit.onRequest(request('/api/time', '203.0.113.9'));
    expect(limit.buckets.size).toBe(1);
  });
});

describe('the anonymous limit per address (the running app)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    const account = await createAccount(t, { role: 'buyer_auction' });
    token = (await signIn(t, account.email)).access_token;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await t.close();
  });

  const flooder = '192.0.2.7';
  const from = (remoteAddress: string, method: 'GET' | 'POST', url: string, options: { token?: string; payload?: object } = {}) =>
    t.app.http.inject({ method, url, remoteAddress, ...(options.payload ? { payload: options.payload } : {}), headers: options.token ? { authorization: `Bearer ${options.token}` } : {} });
  // A password sign-in of an unknown address: the database is asked (its limits, the account), then 400 with the spec's text.
  const failedSignIn = (remoteAddress: string) => from(remoteAddress, 'POST', '/api/authentication/login', { payload: { email: 'nobody@example.com', password: 'Wrong-password-1' } });

  it('refuses a flood from one address with 429 and Retry-After before any database statement', async () => {
    const statements = countStatements(t);
    // The spy is not blind: the same sign-in from another address is answered after the database's word.
    expect((await failedSignIn('192.0.2.99')).statusCode).toBe(400);
    expect(statements()).toBeGreaterThan(0);

    freezeLimitClock();
    const spent = await Promise.all(Array.from({ length: ANONYMOUS_ALLOWANCE.burst }, () => from(flooder, 'GET', '/api/time')));
    expect(spent.every((answer) => answer.statusCode === 200)).toBe(true);
    const before = statements();
    const flood = await Promise.all(Array.from({ length: 20 }, () => failedSignIn(flooder)));
    for (const answer of flood) {
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ errors: [{ param: null, msg: tooManyAttemptsMessage(1000 / ANONYMOUS_ALLOWANCE.perSecond) }] });
    }
    expect(statements()).toBe(before);
  });

  it('never refuses a signed-in caller from that address, /health or a page', async () => {
    freezeLimitClock();
    await Promise.all(Array.from({ length: ANONYMOUS_ALLOWANCE.burst + 1 }, () => from(flooder, 'GET', '/api/time')));
    expect((await from(flooder, 'GET', '/api/time')).statusCode).toBe(429);
    expect((await from(flooder, 'GET', '/api/secured/account/my-profile', { token })).statusCode).toBe(200);
    expect((await from(flooder, 'GET', '/api/time', { token })).statusCode).toBe(200);
    expect((await from(flooder, 'GET', '/health/live')).statusCode).toBe(200);
    expect((await from(flooder, 'GET', '/sign-in')).statusCode).not.toBe(429);
    // A token that does not verify is no sign-in: counted, and refused like none.
    expect((await from(flooder, 'GET', '/api/secured/account/my-profile', { token: `${token}x` })).statusCode).toBe(429);
  });
});
