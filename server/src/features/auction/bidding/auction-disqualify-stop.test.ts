import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, runningSession, standingsOf } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { invitedSession } from '../auction-invitation.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { enterRoom, heardSequence, lastBoard, payloadsOf, refusal, sendOffer, until, verifyOf, type RoomClient } from '../auction-room-client.testing';

// Disqualification and its fall-back, Stop Session and Cancel, over sockets on the test clock
// (docs/rules/auction-bidding.md#disqualification, docs/rules/auction.md#calls, docs/rules/auction.md#session-life, docs/rules/auction-bidding.md#offers): what each room hears, and that the standings stay
// the ledger's replay.

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

const FINISHED = "Can't submit offer. Auction has been finished";

function data<T>(ack: unknown): T {
  if (!ack || typeof ack !== 'object' || !('data' in ack)) throw new Error(`refused: ${JSON.stringify(ack)}`);
  return (ack as { data: T }).data;
}
const offerOf = async (room: RoomClient, auctionId: string, totalOffer: string) => data<{ offer: AuctionOfferLogView }>(await sendOffer(room, auctionId, { totalOffer })).offer;
const ask = (room: RoomClient, event: 'REQUEST_DISQUALIFICATION' | 'DISQUALIFY_OFFER', auctionId: string, offerId: string, reason: string) =>
  room.socket.timeout(5_000).emitWithAck(event, { auctionId, offerId, reason });

/** A running session of three vendors, each with a room, and the buyer's. */
async function threeVendorRoom() {
  const made = await runningSession(t, { vendors: 3 });
  const [a, b, c] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0], (typeof made.vendors)[0]];
  const rooms = {
    buyer: await enterRoom(t.url, made.buyer.token, made.auction.id, sockets),
    a: await enterRoom(t.url, a.token, made.auction.id, sockets),
    b: await enterRoom(t.url, b.token, made.auction.id, sockets),
    c: await enterRoom(t.url, c.token, made.auction.id, sockets),
  };
  return { ...made, a, b, c, rooms };
}

describe('disqualification over sockets', () => {
  it('lets a vendor ask about its latest offer, the buyer disqualify any: vendors fall back and the leading price follows the ledger', async () => {
    const { auction, a, b, c, rooms } = await threeVendorRoom();
    const id = auction.id;
    await offerOf(rooms.a, id, '295000000');
    await offerOf(rooms.b, id, '290000000');
    const a2 = await offerOf(rooms.a, id, '285000000');
    const c1 = await offerOf(rooms.c, id, '280000000');

    // C asks: the buyer's room and C's own hear it, A and B do not.
    expect(data<{ offer: AuctionOfferLogView }>(await ask(rooms.c, 'REQUEST_DISQUALIFICATION', id, c1.offerId!, 'one zero too few')).offer).toMatchObject({
      disqualificationRequested: true,
      disqualifyReason: 'one zero too few',
      you: true,
    });
    await until(() => payloadsOf(rooms.buyer, 'DISQUALIFICATION_REQUESTED').length === 1, 'the request at the buyer');
    expect(payloadsOf<{ offer: AuctionOfferLogView }>(rooms.buyer, 'DISQUALIFICATION_REQUESTED')[0]!.offer).toMatchObject({
      offerId: c1.offerId,
      vendorId: c.procurementVendorId,
      label: c.name,
      disqualifyReason: 'one zero too few',
    });
    expect(refusal(await ask(rooms.c, 'REQUEST_DISQUALIFICATION', id, c1.offerId!, 'again please'))).toBe('You have already asked to disqualify this offer');
    // A vendor cannot decide, nor ask about another's offer.
    expect(refusal(await ask(rooms.a, 'DISQUALIFY_OFFER', id, c1.offerId!, 'not allowed'))).toBeDefined();
    expect(refusal(await ask(rooms.a, 'REQUEST_DISQUALIFICATION', id, c1.offerId!, 'not mine'))).toBeDefined();

    // The buyer disqualifies C's only offer: C has no valid offer left, A leads at 285,000,000.
    const decided = data<{ offer: AuctionOfferLogView }>(await ask(rooms.buyer, 'DISQUALIFY_OFFER', id, c1.offerId!, 'confirmed typo'));
    expect(decided.offer).toMatchObject({ priceDisqualified: true, disqualifyReason: 'confirmed typo' });
    for (const room of Object.values(rooms)) await heardSequence(room, 7);
    expect([rooms.a, rooms.b, rooms.c].map((room) => payloadsOf(room, 'DISQUALIFICATION_REQUESTED').length)).toEqual([0, 0, 1]);
    expect(lastBoard(rooms.buyer)).toMatchObject({ leadingPrice: '285000000.00' });
    expect(lastBoard(rooms.buyer)!.ranks.map((r) => [r.vendorId, r.ranking, r.lastOffer])).toEqual([
      [a.procurementVendorId, 1, '285000000.00'],
      [b.procurementVendorId, 2, '290000000.00'],
      [c.procurementVendorId, null, null],
    ]);
    expect(lastBoard(rooms.c)!.you).toEqual({ ranking: null, lastOffer: null, proxyFloor: null });
    expect(lastBoard(rooms.a)).toMatchObject({ leadingPrice: '285000000.00', you: { ranking: 1, lastOffer: '285000000.00' } });
    // Everyone hears the disqualified offer, greyed; the others without its reason or its author.
    expect(payloadsOf<{ offer: AuctionOfferLogView }>(rooms.a, 'OFFER_DISQUALIFIED').map((e) => e.offer)).toEqual([
      expect.objectContaining({ sequence: c1.sequence, priceDisqualified: true, label: 'Other Vendor', offerId: null, disqualifyReason: null }),
    ]);
    expect(payloadsOf<{ offer: AuctionOfferLogView }>(rooms.c, 'OFFER_DISQUALIFIED').map((e) => e.offer)).toEqual([
      expect.objectContaining({ offerId: c1.offerId, label: '(You)', priceDisqualified: true, disqualifyReason: 'confirmed typo' }),
    ]);
    expect(refusal(await ask(rooms.buyer, 'DISQUALIFY_OFFER', id, c1.offerId!, 'once more'))).toBe('This offer has already been disqualified');

    // Without a request: A's latest goes, A falls back to its first offer and B leads.
    data(await ask(rooms.buyer, 'DISQUALIFY_OFFER', id, a2.offerId!, 'wrong currency'));
    for (const room of Object.values(rooms)) await heardSequence(room, 8);
    expect(lastBoard(rooms.buyer)!.ranks.map((r) => [r.vendorId, r.ranking, r.lastOffer])).toEqual([
      [b.procurementVendorId, 1, '290000000.00'],
      [a.procurementVendorId, 2, '295000000.00'],
      [c.procurementVendorId, null, null],
    ]);
    expect(lastBoard(rooms.a)).toMatchObject({ leadingPrice: '290000000.00', you: { ranking: 2, lastOffer: '295000000.00' } });
    // Offers are judged against the fallen-back leading price.
    expect(refusal(await sendOffer(rooms.c, id, { totalOffer: '289500000' }))).toBe('Your offer should be lower than 290,000,000.00 with minimal decrement 1,000,000.00');
    await offerOf(rooms.c, id, '289000000');

    const ledger = await ledgerOf(t.app.ctx.db, id);
    expect(ledger.map((e) => e.kind)).toEqual(['START', 'OFFER', 'OFFER', 'OFFER', 'OFFER', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION', 'DISQUALIFICATION', 'OFFER']);
    const standing = replay('REVERSE', ledger);
    const row = await auctionRow(t, id);
    expect(row.leadingPrice).toBe(standing.leadingPrice);
    expect(standing.leadingPrice).toBe('289000000.00');
    for (const stored of await standingsOf(t, id)) expect(stored.lastTotal).toBe(standing.vendors[stored.procurementVendorId]?.lastOffer?.totalOffer ?? null);
    expect(await verifyOf(t, a.token, id)).toMatchObject({ valid: true, entries: 9 });
    // A fresh join sees the same log, the disqualified offers greyed.
    const rejoined = await enterRoom(t.url, a.token, id, sockets);
    const state = data<{ offerLog: AuctionOfferLogView[]; leadingPrice: string }>(rejoined.joined);
    expect(state.leadingPrice).toBe('289000000.00');
    expect(state.offerLog.map((o) => [o.sequence, o.priceDisqualified])).toEqual([
      [2, false],
      [3, false],
      [4, true],
      [5, true],
      [9, false],
    ]);
  });
});

describe('Stop Session', () => {
  it('ends the session for every room with stoppedManually, refuses later offers and disqualifications, and keeps the final prices', async () => {
    const { buyer, auction, a, b, rooms, procurement } = await threeVendorRoom();
    const id = auction.id;
    await offerOf(rooms.a, id, '295000000');
    const b1 = await offerOf(rooms.b, id, '290000000');
    const stopped = await t.call('POST', '/api/secured/auction/change-status', { token: buyer.token, body: { auctionId: id, status: 'DONE' } });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ status: 'DONE', next: [] });
    for (const room of Object.values(rooms)) {
      await until(() => payloadsOf(room, 'AUCTION_STOPPED').length === 1, 'the stop');
      expect(payloadsOf(room, 'AUCTION_STOPPED')).toEqual([expect.objectContaining({ auctionId: id, status: 'DONE', stoppedManually: true })]);
    }
    expect(refusal(await sendOffer(rooms.a, id, { totalOffer: '280000000' }))).toBe(FINISHED);
    const late = await t.call('POST', `/api/secured/auction/${id}/offers`, { token: a.token, body: { idempotencyKey: 'after-the-stop', totalOffer: '280000000' } });
    expect([late.status, late.body.errors[0].msg]).toEqual([422, FINISHED]);
    expect(refusal(await ask(rooms.buyer, 'DISQUALIFY_OFFER', id, b1.offerId!, 'too late'))).toBeDefined();
    expect((await t.call('POST', '/api/secured/auction/change-status', { token: buyer.token, body: { auctionId: id, status: 'DONE' } })).status).toBe(409);

    const row = await auctionRow(t, id);
    expect(row).toMatchObject({ status: 'DONE', stoppedManually: true, leadingPrice: '290000000.00' });
    const ledger = await ledgerOf(t.app.ctx.db, id);
    expect(ledger.map((e) => e.kind)).toEqual(['START', 'OFFER', 'OFFER', 'STOP']);
    expect(ledger.at(-1)!.payload).toEqual({ endTime: row.endedAt!.toISOString() });
    expect(await verifyOf(t, buyer.token, id)).toMatchObject({ valid: true, entries: 4 });
    const rejoined = await enterRoom(t.url, b.token, id, sockets);
    expect(rejoined.joined).toMatchObject({ data: { status: 'DONE', stoppedManually: true, you: { ranking: 1, lastOffer: '290000000.00' } } });
    // The stop reason goes once, to the vendors.
    expect((await t.call('POST', '/api/secured/auction/stop-reason', { token: buyer.token, body: { auctionId: id, stopReason: 'Budget moved' } })).status).toBe(200);
    // The stop and its reason reach each vendor by mail, naming no other vendor.
    const mails = await t.mailsTo(a.email);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(mails)).toContain('Budget moved');
    for (const secret of [b.name, b.email, b.procurementVendorId, b.invitationId]) expect(JSON.stringify(mails).toLowerCase()).not.toContain(secret.toLowerCase());
    // The procurement's evaluation names the auction's result.
    const evaluation = await t.call('GET', `/api/secured/procurement/${procurement.id}/evaluation`, { token: buyer.token });
    const prices = Object.fromEntries((evaluation.body.data.rows as { vendorId: string; lastPrice: string | null }[]).map((r) => [r.vendorId, r.lastPrice]));
    expect([prices[a.procurementVendorId], prices[b.procurementVendorId]]).toEqual(['295000000.00', '290000000.00']);
  });
});

describe('Stop Session while offers are in flight', () => {
  it('orders every acknowledged offer before the STOP and refuses the rest', async () => {
    const { buyer, auction, rooms } = await threeVendorRoom();
    const id = auction.id;
    const vendorRooms = [rooms.a, rooms.b, rooms.c];
    const offers = vendorRooms.flatMap((room, v) => [0, 1, 2].map((k) => () => sendOffer(room, id, { totalOffer: String(299_000_000 - (k * 3 + v) * 1_000_000) })));
    const [acks, stop] = await Promise.all([
      Promise.all(offers.map((send) => send())),
      t.call('POST', '/api/secured/auction/change-status', { token: buyer.token, body: { auctionId: id, status: 'DONE' } }),
    ]);
    expect(stop.status).toBe(200);
    const ledger = await ledgerOf(t.app.ctx.db, id);
    const stopAt = ledger.findIndex((e) => e.kind === 'STOP');
    expect(stopAt).toBe(ledger.length - 1);
    const inLedger = new Set(ledger.filter((e) => e.kind === 'OFFER').map((e) => (e.payload as { offerId: string }).offerId));
    for (const ack of acks) {
      if ('data' in ack) expect(inLedger.has(ack.data.offer.offerId!)).toBe(true);
      else expect(ack.errors[0]!.msg).toMatch(/^(Can't submit offer\. Auction has been finished|Your offer should be lower than .*)$/);
    }
    expect(inLedger.size).toBe(acks.filter((a) => 'data' in a).length);
    expect(await verifyOf(t, buyer.token, id)).toMatchObject({ valid: true, entries: ledger.length });
  });
});

describe('Cancel Session', () => {
  it('cancels a running session for every room with the reason and refuses later offers', async () => {
    const { buyer, auction, a, rooms, procurement } = await threeVendorRoom();
    const id = auction.id;
    await offerOf(rooms.a, id, '295000000');
    const canceled = await t.call('POST', '/api/secured/auction/change-status', {
      token: buyer.token,
      body: { auctionId: id, status: 'cancel', cancelReason: '<p>Budget <b>frozen</b></p><script>alert(1)</script>' },
    });
    expect(canceled.status).toBe(200);
    for (const room of Object.values(rooms)) {
      await until(() => payloadsOf(room, 'AUCTION_CANCELED').length === 1, 'the cancel');
      expect(payloadsOf(room, 'AUCTION_CANCELED')[0]).toMatchObject({ auctionId: id, status: 'CANCELED', cancelReason: '<p>Budget <b>frozen</b></p>', canceledBy: 'Test User' });
    }
    expect(refusal(await sendOffer(rooms.a, id, { totalOffer: '280000000' }))).toBe(FINISHED);
    const ledger = await ledgerOf(t.app.ctx.db, id);
    expect(ledger.map((e) => e.kind)).toEqual(['START', 'OFFER', 'CANCEL']);
    expect(await verifyOf(t, a.token, id)).toMatchObject({ valid: true, entries: 3 });
    const rejoined = await enterRoom(t.url, a.token, id, sockets);
    expect(rejoined.joined).toMatchObject({ data: { status: 'CANCELED', cancel: { cancelReason: '<p>Budget <b>frozen</b></p>', canceledBy: 'Test User' } } });
    // A canceled session writes no prices to the procurement.
    const evaluation = await t.call('GET', `/api/secured/procurement/${procurement.id}/evaluation`, { token: buyer.token });
    expect((evaluation.body.data.rows as { lastPrice: string | null }[]).every((r) => r.lastPrice === null)).toBe(true);
  });

  it('tells the vendors waiting in the room of a session that has not started', async () => {
    const { buyer, auction, vendors } = await invitedSession(t);
    const waiting = await enterRoom(t.url, vendors[0]!.token, auction.id, sockets);
    const answer = await t.call('POST', '/api/secured/auction/change-status', { token: buyer.token, body: { auctionId: auction.id, status: 'CANCELED', cancelReason: 'Postponed' } });
    expect(answer.status).toBe(200);
    await until(() => payloadsOf(waiting, 'AUCTION_CANCELED').length === 1, 'the cancel');
    expect(payloadsOf(waiting, 'AUCTION_CANCELED')[0]).toMatchObject({ status: 'CANCELED', cancelReason: 'Postponed' });
    expect((await ledgerOf(t.app.ctx.db, auction.id)).map((e) => e.kind)).toEqual(['CANCEL']);
  });
});
