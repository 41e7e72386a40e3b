import type { AuctionStatusEvent } from '@procura/domain/auction/auction.events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { vendorToken } from '../auction-invitation.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { enterRoom, payloadsOf, refusal, sendOffer, until } from '../auction-room-client.testing';
import { invitationsOf, liveSession } from '../auction.testing';

// One short session on the machine's clock, end to end (docs/rules/auction.md#session-life, docs/rules/auction-bidding.md#offers): created through the API
// with a duration of 0.1 minute (6 s), started and ended by the running scheduler, offers over
// sockets, one of them in the injury window (the last 3 s) moving the end by 0.02 minute (1.2 s);
// the end comes within a second of the time the ledger says, and the procurement's evaluation
// holds the final prices.

const SECOND = 1000;
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp({ systemClock: true });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('a 6-second session on the machine clock', () => {
  it('starts, takes offers, extends once and ends on time by the scheduler; the evaluation has the final prices', async () => {
    const buyer = await buyerSession(t);
    const { auctionId, procurement, startTime } = await liveSession(t, buyer, {
      // Enough for two sign-ins, attendances and joins on a busy machine (about 0.5 s on an idle one).
      startInMs: 6 * SECOND,
      form: {
        periodType: 'INJURY_TIME',
        endTime: null,
        duration: '0.1',
        injuryTimeBeforeEnd: '0.05',
        timeExtension: '0.02',
        maxSessionExtension: 1,
        initialPrice: '300,000,000.00',
      },
    });
    const plannedEnd = (await auctionRow(t, auctionId)).endTime.getTime();
    expect(plannedEnd - startTime.getTime()).toBe(6 * SECOND);
    // Both invited vendors sign in by code and attend before the start.
    const invitations = await invitationsOf(t, auctionId);
    const vendors = [];
    for (const invitation of invitations) {
      const token = await vendorToken(t, invitation.vendorEmail);
      const answer = await t.call('POST', '/api/secured/auction/attend-auction', { token, body: { auctionInvitationId: invitation.id, isAttending: true, termsAccepted: true } });
      if (answer.status !== 200) throw new Error(`attending before the start failed (a very slow machine?): ${JSON.stringify(answer.body)}`);
      vendors.push({ token, vendorId: invitation.procurementVendorId, room: await enterRoom(t.url, token, auctionId, sockets) });
    }
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const buyerRoom = await enterRoom(t.url, buyer.token, auctionId, sockets);
    expect(Date.now()).toBeLessThan(startTime.getTime());
    t.app.scheduler.start();

    await until(() => payloadsOf(a.room, 'AUCTION_STARTED').length === 1, 'the start', 10 * SECOND);
    const startLag = Date.now() - startTime.getTime();
    expect(startLag).toBeGreaterThanOrEqual(0);
    expect(startLag).toBeLessThan(SECOND);
    expect('data' in (await sendOffer(a.room, auctionId, { totalOffer: '295,000,000' }))).toBe(true);
    expect('data' in (await sendOffer(b.room, auctionId, { totalOffer: '290,000,000' }))).toBe(true);

    // 2.8 s before the end: inside the 3 s window (with the most time to arrive before the end), the end moves by 1.2 s.
    await sleepUntil(plannedEnd - 2.8 * SECOND);
    const extended = await sendOffer(a.room, auctionId, { totalOffer: '285,000,000' });
    if (!('data' in extended)) throw new Error(JSON.stringify(extended));
    const finalEnd = plannedEnd + 1.2 * SECOND;
    expect(Date.parse(extended.data.state.endTime)).toBe(finalEnd);
    await until(() => payloadsOf(b.room, 'TIMER_EXTENDED').length === 1, 'the extension');

    await until(() => payloadsOf(buyerRoom, 'AUCTION_STOPPED').length === 1, 'the end', 8 * SECOND);
    const heardEndAt = Date.now();
    expect(heardEndAt - finalEnd).toBeGreaterThanOrEqual(0);
    expect(heardEndAt - finalEnd).toBeLessThan(SECOND);
    expect(payloadsOf<AuctionStatusEvent>(buyerRoom, 'AUCTION_STOPPED')[0]).toMatchObject({ status: 'DONE', endTime: new Date(finalEnd).toISOString() });
    const row = await auctionRow(t, auctionId);
    expect(row.endedAt!.getTime() - finalEnd).toBeGreaterThanOrEqual(0);
    expect(row.endedAt!.getTime() - finalEnd).toBeLessThan(SECOND);
    const ledger = await ledgerOf(t.app.ctx.db, auctionId);
    expect(ledger.map((e) => e.kind)).toEqual(['START', 'OFFER', 'OFFER', 'OFFER', 'EXTENSION', 'STOP']);
    expect(ledger.at(-1)!.payload).toEqual({ endTime: new Date(finalEnd).toISOString() });
    expect(refusal(await sendOffer(b.room, auctionId, { totalOffer: '280,000,000' }))).toBe("Can't submit offer. Auction has been finished");

    const evaluation = await t.call('GET', `/api/secured/procurement/${procurement.id}/evaluation`, { token: buyer.token });
    const prices = Object.fromEntries((evaluation.body.data.rows as { vendorId: string; lastPrice: string | null }[]).map((r) => [r.vendorId, r.lastPrice]));
    expect([prices[a.vendorId], prices[b.vendorId]]).toEqual(['285000000.00', '290000000.00']);

    // Everything each vendor's socket heard on the real clock names nobody else.
    for (const [own, other] of [[a, invitations[1]!], [b, invitations[0]!]] as const) {
      const heard = JSON.stringify([own.room.joined, own.room.heard]);
      expect(own.room.heard.length).toBeGreaterThan(0);
      for (const secret of [other.procurementVendorId, other.accountId, other.vendorName, other.vendorEmail, other.id]) expect(heard).not.toContain(secret);
    }
  }, 30_000);
});
