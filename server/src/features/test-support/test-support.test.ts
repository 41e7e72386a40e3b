import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionRow } from '../auction/auction-bidding.testing';
import { HOUR, insertSession, openProcurement } from '../auction/auction-session.testing';
import { createAccount } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

// What the journeys may ask of the product between them (NODE_ENV=test only, decision 159).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const requestOtp = (email: string) => t.call('POST', '/api/authentication/request-otp', { body: { email } });

describe('the journeys\' test support', () => {
  it('forgets the sign-in limits and the wait between two codes, so one journey does not refuse the next', async () => {
    const vendor = await createAccount(t, { role: 'seller_auction', password: null });
    expect((await requestOtp(vendor.email)).status).toBe(200);
    expect((await requestOtp(vendor.email)).status).toBe(429);
    expect((await t.call('DELETE', '/api/test-support/rate-limits')).status).toBe(204);
    expect((await requestOtp(vendor.email)).status).toBe(200);
    expect(await t.mailsTo(vendor.email)).toHaveLength(2);
  });

  it('makes no demo procurement copy without the demo data, and refuses a copy without a name', async () => {
    expect(await t.call('POST', '/api/test-support/demo-procurement', { body: { procurementName: 'Copy' } })).toEqual({
      status: 404,
      body: { errors: [{ param: null, msg: 'The demo data is not seeded' }] },
    });
    expect((await t.call('POST', '/api/test-support/demo-procurement', { body: {} })).status).toBe(400);
  });

  it('moves a session that has not started to a few seconds ahead, keeping its duration, and no other', async () => {
    const buyer = await createAccount(t, { role: 'buyer_auction', onboardedCompany: true });
    const { procurement } = await openProcurement(t, buyer.companyId!);
    const now = t.clock.now().getTime();
    const waiting = await insertSession(t, procurement.id, { status: 'NOT_STARTED', startTime: new Date(now + HOUR), endTime: new Date(now + 3 * HOUR) });
    const startSoon = (body: unknown) => t.call('POST', '/api/test-support/auction-start-soon', { body });

    expect((await startSoon({ auctionId: waiting.id, seconds: 5 })).status).toBe(204);
    const moved = await auctionRow(t, waiting.id);
    expect(moved.startTime.getTime()).toBeGreaterThanOrEqual(now + 5000);
    expect(moved.startTime.getTime()).toBeLessThanOrEqual(t.clock.now().getTime() + 5000);
    expect(moved.endTime.getTime() - moved.startTime.getTime()).toBe(2 * HOUR);

    const done = await insertSession(t, procurement.id);
    expect(await startSoon({ auctionId: done.id, seconds: 5 })).toEqual({
      status: 409,
      body: { errors: [{ param: 'auctionId', msg: 'Only a session that has not started can start sooner' }] },
    });
    expect((await auctionRow(t, done.id)).startTime).toEqual(done.startTime);
    expect((await startSoon({ auctionId: waiting.id, seconds: 0 })).status).toBe(400);
    expect((await startSoon({ auctionId: 'nope', seconds: 5 })).status).toBe(400);
  });

  it('is not there outside NODE_ENV=test', async () => {
    const development = await startTestApp({ env: { NODE_ENV: 'development' } });
    try {
      expect((await development.call('DELETE', '/api/test-support/rate-limits')).status).toBe(404);
    } finally {
      await development.close();
    }
  });
});
