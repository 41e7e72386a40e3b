import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REALTIME_LIMIT_MSG } from '@procura/domain/realtime/realtime-limits.messages';
import { limiterOf, COMMAND_LIMITS } from '../../../platform/realtime/realtime-limits';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { connectAs, type AuctionClient } from '../auction-client.testing';
import { runningSession } from '../auction-bidding.testing';

// One budget per caller, whatever the door (decision 222, docs/rules/realtime-and-platform.md): the
// HTTP offer draws from the account's buckets of MAKE_OFFER, per account and per session, on this
// node; past them 429 with Retry-After and the socket's message, before any database work.

let t: TestApp;
const opened: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

const perSession = COMMAND_LIMITS.offer.perTarget!.account;

/** POST …/offers through Fastify's inject, which keeps the answer's headers. */
function httpOffer(token: string, auctionId: string, body: Record<string, unknown>) {
  return t.app.http.inject({
    method: 'POST',
    url: `/api/secured/auction/${auctionId}/offers`,
    headers: { authorization: `Bearer ${token}` },
    payload: { idempotencyKey: randomUUID(), ...body },
  });
}

function socketOffer(socket: AuctionClient, auctionId: string, body: Record<string, unknown>) {
  return socket.timeout(10_000).emitWithAck('MAKE_OFFER', { auctionId, idempotencyKey: randomUUID(), ...body } as never) as Promise<{ errors?: { msg: string }[] }>;
}

/** Stops the process's monotonic clock (the buckets') where it is: no token refills while frozen. */
function freezeLimitClock(): void {
  const at = performance.now();
  vi.spyOn(performance, 'now').mockReturnValue(at);
}

// A body the schema refuses (an unknown field): the command is counted, then answered 400 without any database work.
const NOT_AN_OFFER = { totalOffer: '290000000', notAField: true };

describe('HTTP live commands share the socket budget', () => {
  it('one app has one limiter: the socket dispatcher uses the one its HTTP routes use', () => {
    expect(limiterOf(t.app.io)).toBe(t.app.ctx.limits);
  });

  it("refuses one participant's HTTP flood with 429 and Retry-After, while the other participant's offer is accepted", async () => {
    const { auction, vendors } = await runningSession(t);
    const [flooder, other] = vendors;
    const flood = Array.from({ length: 2 * perSession.burst }, (_, i) => httpOffer(flooder!.token, auction.id, { totalOffer: String(299_000_000 - i * 1_000_000) }));
    const [answers, accepted] = await Promise.all([Promise.all(flood), httpOffer(other!.token, auction.id, { totalOffer: '150000000' })]);

    const refused = answers.filter((answer) => answer.statusCode === 429);
    // The burst, and what refilled while the flood came in, passed; the rest never reached the offer service.
    expect(refused.length).toBeGreaterThanOrEqual(perSession.burst - 5);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ errors: [{ param: null, msg: REALTIME_LIMIT_MSG.tooManyOffers }] });
    }
    expect(answers.filter((answer) => answer.statusCode !== 429).every((answer) => answer.statusCode === 200 || answer.statusCode === 422)).toBe(true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.offer.totalOffer).toBe('150000000.00');
  });

  it('spent over the socket, the session budget refuses the HTTP offer', async () => {
    const { auction, vendors } = await runningSession(t);
    const socket = await connectAs(t.url, vendors[0]!.token);
    opened.push(socket);
    freezeLimitClock();
    const spent = await Promise.all(Array.from({ length: perSession.burst }, () => socketOffer(socket, auction.id, NOT_AN_OFFER)));
    expect(spent.map((ack) => ack.errors?.[0]?.msg)).toEqual(spent.map(() => 'Unknown field'));
    const refused = await httpOffer(vendors[0]!.token, auction.id, { totalOffer: '290000000' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ errors: [{ param: null, msg: REALTIME_LIMIT_MSG.tooManyOffers }] });
    // Another account has its own budget.
    expect((await httpOffer(vendors[1]!.token, auction.id, { totalOffer: '290000000' })).statusCode).toBe(200);
  });

  it('spent over HTTP, the session budget refuses the socket offer', async () => {
    const { auction, vendors } = await runningSession(t);
    const socket = await connectAs(t.url, vendors[0]!.token);
    opened.push(socket);
    freezeLimitClock();
    const spent = await Promise.all(Array.from({ length: perSession.burst }, () => httpOffer(vendors[0]!.token, auction.id, NOT_AN_OFFER)));
    expect(spent.map((answer) => answer.statusCode)).toEqual(spent.map(() => 400));
    const ack = await socketOffer(socket, auction.id, { totalOffer: '290000000' });
    expect(ack).toEqual({ errors: [{ param: null, msg: REALTIME_LIMIT_MSG.tooManyOffers }] });
  });
});
