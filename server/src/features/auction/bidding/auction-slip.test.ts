import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG } from '@procura/domain/auction/bidding/idempotency.rules';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, offer, offersOf, runningSession } from '../auction-bidding.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';

// The slip guard over HTTP (decision 183, docs/rules/auction-bidding.md#newer-rules) with the idempotency
// key: a refused slip writes nothing, so the same key may carry the confirmation; once the confirmed offer
// is written, the key answers only that request (with confirmSlip), any other is refused as a reused key.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

// 299,000,000 to 239,200,000: 59,800,000, 20 % of the leading price.
const SLIP = 'Your offer is 59,800,000.00 (20.00%) lower than the leading price. Please confirm that you want to send it';

describe('a slip past the session share', () => {
  it('is refused with param confirmSlip until confirmed; the key then answers only the confirmed request', async () => {
    const { auction, vendors } = await runningSession(t, { session: { slipWarningPercent: '10' } });
    const [a, b] = vendors;
    expect((await offer(t, a!.token, auction.id, { totalOffer: '300000000' })).status).toBe(422);
    expect((await offer(t, a!.token, auction.id, { totalOffer: '299000000' })).status).toBe(200);
    const key = randomUUID();
    const refused = await offer(t, b!.token, auction.id, { idempotencyKey: key, totalOffer: '239200000' });
    expect(refused).toMatchObject({ status: 422, body: { errors: [{ param: 'confirmSlip', msg: SLIP }] } });
    expect((await offersOf(t, auction.id)).length).toBe(1);

    const confirmed = await offer(t, b!.token, auction.id, { idempotencyKey: key, totalOffer: '239200000', confirmSlip: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.offer).toMatchObject({ totalOffer: '239200000.00' });
    const [, stored] = await offersOf(t, auction.id);
    expect(stored).toMatchObject({ totalOffer: '239200000.00', confirmedSlip: true });
    const entry = (await ledgerOf(t.app.ctx.db, auction.id)).find((e) => e.kind === 'OFFER' && e.payload.offerId === stored!.id);
    expect(entry?.payload).toMatchObject({ confirmedSlip: true });

    // The same request again answers the first result; without the confirmation it is another request.
    const again = await offer(t, b!.token, auction.id, { idempotencyKey: key, totalOffer: '239,200,000', confirmSlip: true });
    expect(again.body.data.offer.offerId).toBe(confirmed.body.data.offer.offerId);
    const other = await offer(t, b!.token, auction.id, { idempotencyKey: key, totalOffer: '239200000' });
    expect(other).toMatchObject({ status: 409, body: { errors: [{ param: 'idempotencyKey', msg: IDEMPOTENCY_MSG.keyReused }] } });
    expect((await offersOf(t, auction.id)).length).toBe(2);
    expect((await auctionRow(t, auction.id)).leadingPrice).toBe('239200000.00');
  });

  it('answers a bad confirmSlip with the field named, and an offer within the share needs no confirmation', async () => {
    const { auction, vendors } = await runningSession(t, { session: { slipWarningPercent: '10' } });
    const [a] = vendors;
    const bad = await offer(t, a!.token, auction.id, { totalOffer: '290000000', confirmSlip: 'yes' });
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ param: 'confirmSlip', msg: 'confirmSlip must be true or false' }] } });
    const within = await offer(t, a!.token, auction.id, { totalOffer: '270000000' });
    expect(within.status).toBe(200);
    expect((await offersOf(t, auction.id))[0]).toMatchObject({ confirmedSlip: false });
  });
});
