import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import { PROXY_MSG } from '@procura/domain/auction/bidding/proxy.messages';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offer, offersOf, runningSession } from '../auction-bidding.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';

// Proxy bidding over HTTP on the test clock (docs/rules/auction-bidding.md#proxy-bidding):
// a CLOSE session's proxy works from the vendor's own price and its offers extend in injury time like
// any offer; a paused session takes no new floor but lets one be removed; unit-price sessions and
// proxy-off sessions refuse a floor.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const setFloor = (token: string, auctionId: string, floor: unknown) => t.call('PUT', `/api/secured/auction/${auctionId}/proxy`, { token, body: { floor } });

describe('a CLOSE injury-time session with a floor', () => {
  it('goes whole decrements below the vendor\'s own price, extends like any offer, and replays to the row', async () => {
    const made = await runningSession(t, {
      durationMs: 10 * MINUTE,
      session: { auctionType: 'CLOSE', periodType: 'INJURY_TIME', injuryTimeBeforeEnd: '2', timeExtension: '1', maxSessionExtension: 3 },
    });
    const auctionId = made.auction.id;
    const [a, b] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0]];
    expect((await offer(t, a.token, auctionId, { totalOffer: '295000000' })).status).toBe(200);
    // A leads: its floor places nothing yet.
    expect((await setFloor(a.token, auctionId, '280,500,000')).body).toEqual({ data: { floor: '280500000.00' } });
    expect((await offersOf(t, auctionId)).filter((o) => o.byProxy)).toEqual([]);

    // A minute before the end B takes the lead; A's proxy answers in the same commit, 14 decrements below its own 295,000,000.
    const row = await auctionRow(t, auctionId);
    t.clock.advance(row.endTime.getTime() - t.clock.now().getTime() - MINUTE);
    const answer = await offer(t, b.token, auctionId, { totalOffer: '289000000' });
    expect(answer.status).toBe(200);
    // B sees its own standing only: not A's price, not A's floor.
    expect(answer.body.data.state.leadingPrice).toBeNull();
    expect(JSON.stringify(answer.body)).not.toMatch(/281000000|280500000/);
    const proxied = (await offersOf(t, auctionId)).filter((o) => o.byProxy);
    expect(proxied.map((o) => [o.procurementVendorId, o.totalOffer])).toEqual([[a.procurementVendorId, '281000000.00']]);

    // Both offers fell in the window: two extensions, each an entry after its offer.
    const entries = await ledgerOf(t.app.ctx.db, auctionId);
    expect(entries.slice(-4).map((e) => [e.kind, (e.payload as { byProxy?: boolean }).byProxy ?? null])).toEqual([
      ['OFFER', null],
      ['EXTENSION', null],
      ['OFFER', true],
      ['EXTENSION', null],
    ]);
    const after = await auctionRow(t, auctionId);
    expect(after.extensionsUsed).toBe(2);
    const replayed = replay('REVERSE', entries);
    expect(replayed.endTime).toBe(after.endTime.toISOString());
    expect(replayed.leadingPrice).toBe(after.leadingPrice);
    expect(after.leadingPrice).toBe('281000000.00');

    // B goes below; A's floor allows no whole decrement more: nothing answers.
    expect((await offer(t, b.token, auctionId, { totalOffer: '280000000' })).status).toBe(200);
    expect((await offersOf(t, auctionId)).filter((o) => o.byProxy)).toHaveLength(1);
    // A's own state shows its floor; B's does not carry A's.
    expect((await t.call('GET', `/api/secured/auction/${auctionId}/room`, { token: a.token })).body.data.you.proxyFloor).toBe('280500000.00');
    expect((await t.call('GET', `/api/secured/auction/${auctionId}/room`, { token: b.token })).body.data.you.proxyFloor).toBeNull();
    const buyerState = await t.call('GET', `/api/secured/auction/${auctionId}/room`, { token: made.buyer.token });
    expect(JSON.stringify(buyerState.body)).not.toContain('280500000');
    expect(buyerState.body.data.offerLog.filter((o: { byProxy: boolean }) => o.byProxy)).toHaveLength(1);
  });
});

describe('a floor set while offers arrive at once', () => {
  it('is defended whichever commits first: its vendor leads afterwards', async () => {
    const made = await runningSession(t, { vendors: 3 });
    const auctionId = made.auction.id;
    const [a, b, c] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0], (typeof made.vendors)[0]];
    expect((await offer(t, a.token, auctionId, { totalOffer: '299000000' })).status).toBe(200);
    // The one-statement path knows this session's board: offers race the floor on it.
    expect((await offer(t, b.token, auctionId, { totalOffer: '298000000' })).status).toBe(200);
    const prices = [297, 296, 295, 294, 293, 292, 291, 290].map((m) => `${m}000000`);
    const answers = await Promise.all([
      ...prices.map((price, i) => offer(t, (i % 2 === 0 ? b : c).token, auctionId, { totalOffer: price })),
      setFloor(a.token, auctionId, '280,400,000'),
    ]);
    expect(answers.at(-1)!.status).toBe(200);
    const row = await auctionRow(t, auctionId);
    const leader = (await offersOf(t, auctionId)).find((o) => o.totalOffer === row.leadingPrice)!;
    // The hand offers stop at 290,000,000, well above A's floor: whichever order they committed in, A leads.
    expect(leader.procurementVendorId).toBe(a.procurementVendorId);
    expect(leader.byProxy).toBe(true);
    const entries = await ledgerOf(t.app.ctx.db, auctionId);
    expect(replay('REVERSE', entries).leadingPrice).toBe(row.leadingPrice);
  });
});

describe('floors a session refuses', () => {
  it('takes no new floor while paused, but removes one', async () => {
    const made = await runningSession(t);
    const auctionId = made.auction.id;
    const [a, b] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0]];
    expect((await offer(t, b.token, auctionId, { totalOffer: '295000000' })).status).toBe(200);
    expect((await setFloor(a.token, auctionId, '250000000')).status).toBe(200);
    expect((await t.call('POST', `/api/secured/auction/${auctionId}/pause`, { token: made.buyer.token, body: { reason: 'Checking an offer with the team' } })).status).toBe(200);
    const paused = await setFloor(a.token, auctionId, '240000000');
    expect(paused).toMatchObject({ status: 409, body: { errors: [{ param: 'floor', msg: PROXY_MSG.whilePaused }] } });
    const removed = await t.call('DELETE', `/api/secured/auction/${auctionId}/proxy`, { token: a.token });
    expect(removed).toMatchObject({ status: 200, body: { data: { floor: null } } });
    expect((await t.call('GET', `/api/secured/auction/${auctionId}/room`, { token: a.token })).body.data.you.proxyFloor).toBeNull();
  });

  it('refuses a floor in a unit-price session and in one with proxy bidding off, writing nothing', async () => {
    const unit = await runningSession(t, { procurement: { biddingType: 'UNIT_PRICE' } });
    const refusedUnit = await setFloor(unit.vendors[0]!.token, unit.auction.id, '250000000');
    expect(refusedUnit).toMatchObject({ status: 409, body: { errors: [{ param: 'floor', msg: PROXY_MSG.totalPriceOnly }] } });
    const off = await runningSession(t, { session: { proxyBidding: false } });
    const refusedOff = await setFloor(off.vendors[0]!.token, off.auction.id, '250000000');
    expect(refusedOff).toMatchObject({ status: 409, body: { errors: [{ param: 'floor', msg: PROXY_MSG.proxyOff }] } });
    expect((await t.call('GET', `/api/secured/auction/${off.auction.id}/room`, { token: off.vendors[0]!.token })).body.data.you.proxyFloor).toBeNull();
  });
});
