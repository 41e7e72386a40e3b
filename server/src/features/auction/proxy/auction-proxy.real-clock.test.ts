import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionLeaderboard, AuctionOfferLogView, MakeOfferResult } from '@procura/domain/auction/auction.views';
import { PROXY_MSG } from '@procura/domain/auction/bidding/proxy.messages';
import type { ProxyFloorAnswer } from '@procura/domain/auction/bidding/proxy.schemas';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { auctions, auctionVendors } from '../../../db/schema/auction';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { attendAll, auctionRow, offersOf } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { invitedSession } from '../auction-invitation.testing';
import { enterRoom, lastBoard, ledgerOfSession, payloadsOf, refusal, sendOffer, until, verifyOf, type RoomClient } from '../auction-room-client.testing';

// Proxy bidding over real sockets on the machine's clock (docs/rules/auction-bidding.md#proxy-bidding): two vendors' floors race a live vendor in an OPEN
// reverse session (decrement 1,000,000); vendor A sets its floor and closes its browser, and its
// proxy keeps answering; B's floor, set over HTTP, races A's at once; B lowers it, then removes it.
// Every event and answer each vendor received is scanned for another vendor's identity and for any
// floor but its own (the floors lie off the decrement grid, so no offer ever carries one); the
// buyer's carry no floor at all. Bad floors are refused and write nothing; outsiders get 404.

const SECOND = 1000;
const FLOOR_A = '250500000.00';
const FLOOR_B = '270300000.00';
const FLOOR_B_LOWER = '240700000.00';
const FLOORS = [FLOOR_A, FLOOR_B, FLOOR_B_LOWER];

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp({ systemClock: true });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

function command<T>(room: RoomClient, event: 'SET_PROXY_FLOOR' | 'REMOVE_PROXY_FLOOR', payload: Record<string, unknown>): Promise<Ack<T>> {
  const timed = room.socket.timeout(10_000);
  return (timed.emitWithAck as (name: string, body: unknown) => Promise<unknown>).call(timed, event, payload) as Promise<Ack<T>>;
}

const accepted = (answer: Ack<MakeOfferResult>) => {
  if (!('data' in answer)) throw new Error(JSON.stringify(answer));
  return answer.data;
};

/** Every value under a key named proxyFloor or floor, however deep. */
function floorsIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => floorsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'proxyFloor' || key === 'floor') found.push(inner);
      floorsIn(inner, found);
    }
  }
  return found;
}

describe('proxy bidding on the machine clock', () => {
  it('defends two floors against a live vendor, with the floor owner gone, and shows each floor to its owner alone', async () => {
    const soon = Date.now() + 60 * SECOND;
    const made = await invitedSession(t, {
      vendors: 3,
      session: { startTime: new Date(soon), endTime: new Date(soon + 40 * SECOND), duration: '0.67', initialPrice: '300000000.00', minimalDecrement: '1000000.00' },
    });
    await attendAll(t, made);
    const other = await invitedSession(t, { vendors: 1, session: { proxyBidding: false } });
    await attendAll(t, other);
    const auctionId = made.auction.id;
    const [a, b, c] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0], (typeof made.vendors)[0]];
    const path = `/api/secured/auction/${auctionId}/proxy`;
    const answers = new Map<string, unknown[]>([a, b, c].map((v) => [v.procurementVendorId, []]));
    const keep = <T>(vendor: typeof a, answer: T): T => {
      answers.get(vendor.procurementVendorId)!.push(answer);
      return answer;
    };

    // Before the start: no floor (409), nothing written.
    const early = await t.call('PUT', path, { token: a.token, body: { floor: FLOOR_A } });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ errors: [{ param: 'floor', msg: PROXY_MSG.onlyOnGoing }] });

    const roomA = await enterRoom(t.url, a.token, auctionId, sockets);
    const roomB = await enterRoom(t.url, b.token, auctionId, sockets);
    const roomC = await enterRoom(t.url, c.token, auctionId, sockets);
    const buyer = await enterRoom(t.url, made.buyer.token, auctionId, sockets);
    const start = Date.now() + 300;
    await t.app.ctx.db.update(auctions).set({ startTime: new Date(start), endTime: new Date(start + 40 * SECOND) }).where(eq(auctions.id, auctionId));
    t.app.scheduler.start();
    await until(() => payloadsOf(roomA, 'AUCTION_STARTED').length === 1, 'the start', 5 * SECOND);

    keep(c, accepted(await sendOffer(roomC, auctionId, { totalOffer: '295,000,000' })));

    // A sets its floor over the socket: it does not lead, so its proxy offers at once, a decrement below.
    const setA = keep(a, await command<ProxyFloorAnswer>(roomA, 'SET_PROXY_FLOOR', { auctionId, floor: '250,500,000' }));
    expect(setA).toEqual({ data: { floor: FLOOR_A } });
    await until(() => payloadsOf<{ offer: AuctionOfferLogView }>(roomC, 'NEW_OFFER').some((e) => e.offer.totalOffer === '294000000.00'), 'the proxy offer in C');
    const ownProxy = payloadsOf<{ offer: AuctionOfferLogView }>(roomA, 'NEW_OFFER').find((e) => e.offer.totalOffer === '294000000.00')!;
    expect(ownProxy.offer).toMatchObject({ you: true, byProxy: true });
    expect(payloadsOf<{ offer: AuctionOfferLogView }>(roomC, 'NEW_OFFER').find((e) => e.offer.totalOffer === '294000000.00')!.offer).toMatchObject({ you: false, byProxy: true, label: 'Other Vendor', offerId: null });
    await until(() => lastBoard(roomA)?.you?.proxyFloor === FLOOR_A, "A's own state with its floor");

    // A closes its browser; C bids and A's proxy answers on the server.
    roomA.socket.close();
    const afterC = keep(c, accepted(await sendOffer(roomC, auctionId, { totalOffer: '290,000,000' })));
    // The ack follows the proxy's answer in the same commit: C already sees it is overtaken.
    expect(afterC.state.leadingPrice).toBe('289000000.00');
    expect(afterC.state.you).toMatchObject({ proxyFloor: null });

    // B sets a floor over HTTP: the two proxies race at once. B's floor is the shallower: it goes as far
    // as its floor allows on the decrement grid (271,000,000), and A answers a decrement below.
    const setB = keep(b, await t.call('PUT', path, { token: b.token, body: { floor: 270300000 } }));
    expect(setB.status).toBe(200);
    expect(setB.body).toEqual({ data: { floor: FLOOR_B } });
    let row = await auctionRow(t, auctionId);
    expect(row.leadingPrice).toBe('270000000.00');

    // C races on by hand; A's proxy answers each offer until its floor stops it.
    for (const price of ['265,000,000', '255,000,000']) keep(c, accepted(await sendOffer(roomC, auctionId, { totalOffer: price })));
    const lastC = keep(c, accepted(await sendOffer(roomC, auctionId, { totalOffer: '251,000,000' })));
    expect(lastC.state.leadingPrice).toBe('251000000.00');

    // B lowers its floor (one decrement takes the lead again), then removes it: C's next offer stands.
    const lowered = keep(b, await command<ProxyFloorAnswer>(roomB, 'SET_PROXY_FLOOR', { auctionId, floor: '240700000' }));
    expect(lowered).toEqual({ data: { floor: FLOOR_B_LOWER } });
    expect((await auctionRow(t, auctionId)).leadingPrice).toBe('250000000.00');
    expect(keep(b, await t.call('DELETE', path, { token: b.token }))).toMatchObject({ status: 200, body: { data: { floor: null } } });
    const standing = keep(c, accepted(await sendOffer(roomC, auctionId, { totalOffer: '249,000,000' })));
    expect(standing.state.leadingPrice).toBe('249000000.00');

    const offers = await offersOf(t, auctionId);
    const byVendor = (id: string) => offers.filter((o) => o.procurementVendorId === id && o.byProxy).map((o) => o.totalOffer);
    expect(byVendor(a.procurementVendorId)).toEqual(['294000000.00', '289000000.00', '270000000.00', '264000000.00', '254000000.00']);
    expect(byVendor(b.procurementVendorId)).toEqual(['271000000.00', '250000000.00']);
    expect(offers.filter((o) => o.procurementVendorId === c.procurementVendorId && o.byProxy)).toEqual([]);

    // Bad floors: 4xx with the rule's message, nothing written.
    const ledgerBefore = (await ledgerOfSession(t, made.buyer.token, auctionId, 'REVERSE')).entries.length;
    const bad = async (token: string, body: unknown) => t.call('PUT', path, { token, body });
    expect((await bad(c.token, { floor: '0' })).body).toEqual({ errors: [{ param: 'floor', msg: PROXY_MSG.floorInvalid }] });
    expect((await bad(c.token, { floor: '1.234' })).body).toEqual({ errors: [{ param: 'floor', msg: PROXY_MSG.floorInvalid }] });
    const notBeyond = await bad(c.token, { floor: '248,500,000' });
    expect(notBeyond.status).toBe(422);
    expect(notBeyond.body.errors[0]).toMatchObject({ param: 'floor', msg: expect.stringContaining('Your offer should be lower than 249,000,000.00') });
    const missing = await bad(c.token, {});
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    // The buyer, a vendor of another session and an account with no invitation: 404.
    expect((await bad(made.buyer.token, { floor: '200000000' })).status).toBe(404);
    expect((await bad(other.vendors[0]!.token, { floor: '200000000' })).status).toBe(404);
    expect((await t.call('DELETE', path, { token: other.vendors[0]!.token })).status).toBe(404);
    // A session with proxy bidding off refuses its own vendor (409).
    const off = await t.call('PUT', `/api/secured/auction/${other.auction.id}/proxy`, { token: other.vendors[0]!.token, body: { floor: '200000000' } });
    expect(off).toMatchObject({ status: 409, body: { errors: [{ param: 'floor', msg: PROXY_MSG.proxyOff }] } });
    const [cStanding] = await t.app.ctx.db.select().from(auctionVendors).where(eq(auctionVendors.procurementVendorId, c.procurementVendorId));
    expect(cStanding!.proxyFloor).toBeNull();
    expect((await ledgerOfSession(t, made.buyer.token, auctionId, 'REVERSE')).entries.length).toBe(ledgerBefore);

    // The ledger: proxy offers are ordinary OFFER entries marked byProxy; the chain holds and the replay is the standing.
    const ledger = await ledgerOfSession(t, made.buyer.token, auctionId, 'REVERSE');
    const proxyEntries = ledger.entries.filter((e) => e.kind === 'OFFER' && (e.payload as { byProxy?: boolean }).byProxy === true);
    expect(proxyEntries).toHaveLength(7);
    row = await auctionRow(t, auctionId);
    expect(ledger.standing.leadingPrice).toBe(row.leadingPrice);
    expect(ledger.standing.sequence).toBe(row.sequence);
    expect((await verifyOf(t, made.buyer.token, auctionId)).valid).toBe(true);

    // Every room heard every offer; then the scan.
    await until(() => payloadsOf(roomB, 'NEW_OFFER').length === offers.length && payloadsOf(buyer, 'NEW_OFFER').length === offers.length, 'every offer in B and the buyer');
    const identities = (v: typeof a) => [v.procurementVendorId, v.accountId, v.invitationId, v.name, v.email];
    const rooms = [
      { vendor: a, room: roomA, floors: [FLOOR_A] },
      { vendor: b, room: roomB, floors: [FLOOR_B, FLOOR_B_LOWER] },
      { vendor: c, room: roomC, floors: [] as string[] },
    ];
    for (const { vendor, room, floors } of rooms) {
      const received = [room.joined, ...room.heard.map((h) => h.payload), ...answers.get(vendor.procurementVendorId)!];
      const json = JSON.stringify(received);
      for (const someone of [a, b, c].filter((v) => v !== vendor)) for (const secret of identities(someone)) expect(json).not.toContain(secret);
      for (const floor of FLOORS.filter((f) => !floors.includes(f))) expect(json).not.toContain(floor.slice(0, -3));
      for (const seen of floorsIn(received)) expect(seen === null || floors.includes(seen as string)).toBe(true);
    }
    const buyerJson = JSON.stringify([buyer.joined, ...buyer.heard.map((h) => h.payload)]);
    for (const floor of FLOORS) expect(buyerJson).not.toContain(floor.slice(0, -3));
    expect(floorsIn([buyer.joined, ...buyer.heard.map((h) => h.payload)]).every((f) => f === null)).toBe(true);
    // The buyer sees which offers the proxy made.
    expect(payloadsOf<{ offer: AuctionOfferLogView }>(buyer, 'NEW_OFFER').filter((e) => e.offer.byProxy)).toHaveLength(7);
    expect(payloadsOf<AuctionLeaderboard>(buyer, 'LEADERBOARD').every((board) => board.you === null)).toBe(true);
    expect(refusal(await command(roomC, 'SET_PROXY_FLOOR', { auctionId: other.auction.id, floor: '1' }))).toBe('Data not found');
  }, 60_000);
});
