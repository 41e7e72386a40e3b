import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auctionInvitations, auctions } from '../../../db/schema/auction';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { buyerSession } from '../../../testing/procurement-factories';
import { connectAs, join, recordAll, settle, type AuctionClient } from '../auction-client.testing';
import { invitedSession } from '../auction-invitation.testing';

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

const open = async (token?: string) => {
  const socket = await connectAs(t.url, token);
  sockets.push(socket);
  return socket;
};
const NOT_FOUND = { errors: [{ param: null, msg: 'Data not found' }] };

const attend = (token: string, invitationId: string) =>
  t.call('POST', '/api/secured/auction/attend-auction', { token, body: { auctionInvitationId: invitationId, isAttending: true, termsAccepted: true } });

describe('JOIN_AUCTION', () => {
  it('lets the buyer of the company in with the buyer state', async () => {
    const { buyer, auction } = await invitedSession(t);
    const answer = await join(await open(buyer.token), auction.id);
    expect(answer).toEqual({
      data: expect.objectContaining({
        auctionId: auction.id,
        auctionNumber: auction.auctionNumber,
        status: 'NOT_STARTED',
        startTime: auction.startTime.toISOString(),
        serverNow: expect.any(String),
        leadingPrice: null,
        ranks: [],
        offerLog: [],
        participants: { total: 0, present: 0 },
        you: null,
        ledgerHeadHash: null,
        cancel: null,
      }),
    });
  });

  it('lets an invited vendor in with its own standing, and answers the same state over HTTP', async () => {
    const { auction, vendors } = await invitedSession(t);
    const answer = await join(await open(vendors[0]!.token), auction.id);
    expect(answer).toMatchObject({ data: { auctionId: auction.id, you: { ranking: null, lastOffer: null }, participants: { total: 0, present: 0 } } });
    const http = await t.call('GET', `/api/secured/auction/${auction.id}/room`, { token: vendors[0]!.token });
    expect(http.status).toBe(200);
    expect({ ...http.body.data, serverNow: null }).toEqual({ ...('data' in answer ? answer.data : {}), serverNow: null });
  });

  it('shows a canceled session with its cancel information', async () => {
    const { buyer, auction, vendors } = await invitedSession(t, { session: { status: 'CANCELED' } });
    const canceledAt = new Date('2026-01-02T03:04:05.000Z');
    await t.app.ctx.db.update(auctions).set({ cancelReason: '<p>Budget</p>', canceledBy: buyer.accountId, canceledAt }).where(eq(auctions.id, auction.id));
    const answer = await join(await open(vendors[0]!.token), auction.id);
    expect(answer).toMatchObject({ data: { status: 'CANCELED', cancel: { cancelReason: '<p>Budget</p>', canceledBy: 'Test User', canceledAt: canceledAt.toISOString() } } });
  });

  it('refuses another company, a vendor of another session, a declined vendor and an anonymous socket, and joins them nowhere', async () => {
    const { auction, vendors } = await invitedSession(t);
    const other = await invitedSession(t);
    const buyerSocket = await open((await buyerSession(t)).token);
    const strangerVendor = await open(other.vendors[0]!.token);
    expect(await join(buyerSocket, auction.id)).toEqual(NOT_FOUND);
    expect(await join(strangerVendor, auction.id)).toEqual(NOT_FOUND);
    expect(await join(await open(other.buyer.token), auction.id)).toEqual(NOT_FOUND);
    expect(await join(await open(), auction.id)).toEqual({ errors: [{ param: null, msg: 'Unauthorized' }] });
    expect(await join(buyerSocket, '00000000-0000-4000-8000-000000000000')).toEqual(NOT_FOUND);
    expect(await (buyerSocket as unknown as { timeout(ms: number): { emitWithAck(e: string, p: unknown): Promise<unknown> } }).timeout(5000).emitWithAck('JOIN_AUCTION', { auctionId: 'x' })).toMatchObject({
      errors: [{ param: 'auctionId' }],
    });
    const heardByBuyer = recordAll(buyerSocket);
    const heardByVendor = recordAll(strangerVendor);
    // A declined vendor has no place in the room.
    await t.call('POST', '/api/secured/auction/attend-auction', { token: vendors[1]!.token, body: { auctionInvitationId: vendors[1]!.invitationId, isAttending: false, reasonNotAttend: 'Busy' } });
    expect(await join(await open(vendors[1]!.token), auction.id)).toEqual(NOT_FOUND);
    // What the rooms hear next reaches neither.
    expect((await attend(vendors[0]!.token, vendors[0]!.invitationId)).status).toBe(200);
    await join(await open(vendors[0]!.token), auction.id);
    await settle(300);
    expect(heardByBuyer).toEqual([]);
    expect(heardByVendor).toEqual([]);
  });
});

describe('attendance in the room', () => {
  it('marks an ATTEND vendor JOINED once, telling the buyer once', async () => {
    const { buyer, auction, vendors } = await invitedSession(t);
    const buyerSocket = await open(buyer.token);
    await join(buyerSocket, auction.id);
    const heard = recordAll(buyerSocket);
    await attend(vendors[0]!.token, vendors[0]!.invitationId);
    await join(await open(vendors[0]!.token), auction.id);
    const [first] = await t.app.ctx.db.select().from(auctionInvitations).where(eq(auctionInvitations.id, vendors[0]!.invitationId));
    expect(first!.joinedStatus).toBe('JOINED');
    expect(Math.abs(first!.joinedAt!.getTime() - t.clock.now().getTime())).toBeLessThan(2_000);
    t.clock.advance(5_000);
    await join(await open(vendors[0]!.token), auction.id);
    const [second] = await t.app.ctx.db.select().from(auctionInvitations).where(eq(auctionInvitations.id, vendors[0]!.invitationId));
    expect(second!.joinedAt).toEqual(first!.joinedAt);
    await settle(300);
    const changes = heard.filter((e) => e.event === 'ATTENDANCE_CHANGED').map((e) => e.payload);
    expect(changes).toEqual([
      { auctionId: auction.id, invitationId: vendors[0]!.invitationId, status: 'ATTEND', joinedStatus: 'NOT_JOINED' },
      { auctionId: auction.id, invitationId: vendors[0]!.invitationId, status: 'ATTEND', joinedStatus: 'JOINED' },
    ]);
  });

  it('does not mark a vendor who has not confirmed', async () => {
    const { auction, vendors } = await invitedSession(t);
    await join(await open(vendors[0]!.token), auction.id);
    const [row] = await t.app.ctx.db.select().from(auctionInvitations).where(eq(auctionInvitations.id, vendors[0]!.invitationId));
    expect(row!.joinedStatus).toBe('NOT_JOINED');
  });
});

describe('PRESENCE', () => {
  it('counts attending vendors in the room once each: ids for the buyer, the count for vendors', async () => {
    const { buyer, auction, vendors } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    await attend(a.token, a.invitationId);
    await attend(b.token, b.invitationId);
    const buyerSocket = await open(buyer.token);
    await join(buyerSocket, auction.id);
    const buyerHeard = recordAll(buyerSocket);
    const presence = () => buyerHeard.filter((e) => e.event === 'PRESENCE').at(-1)?.payload;

    const a1 = await open(a.token);
    expect(await join(a1, auction.id)).toMatchObject({ data: { participants: { total: 2, present: 1 } } });
    await expect.poll(presence).toEqual({ auctionId: auction.id, present: 1, invitationIds: [a.invitationId] });
    const aHeard = recordAll(a1);
    const a2 = await open(a.token);
    await join(a2, auction.id);
    await settle();
    expect(presence()).toEqual({ auctionId: auction.id, present: 1, invitationIds: [a.invitationId] });

    const b1 = await open(b.token);
    expect(await join(b1, auction.id)).toMatchObject({ data: { participants: { total: 2, present: 2 } } });
    await expect.poll(() => (presence() as { present: number }).present).toBe(2);
    await expect.poll(() => aHeard.filter((e) => e.event === 'PRESENCE').at(-1)?.payload).toEqual({ auctionId: auction.id, present: 2 });

    // One of a's two tabs closes: a is still there.
    a2.close();
    await settle();
    expect((presence() as { present: number }).present).toBe(2);
    // b leaves.
    expect(await b1.timeout(5_000).emitWithAck('LEAVE_AUCTION', { auctionId: auction.id })).toEqual({ data: { auctionId: auction.id } });
    await expect.poll(presence).toEqual({ auctionId: auction.id, present: 1, invitationIds: [a.invitationId] });
    // a disconnects.
    a1.close();
    await expect.poll(presence).toEqual({ auctionId: auction.id, present: 0, invitationIds: [] });

    const list = await t.call('GET', `/api/secured/auction/fetch-invitation-by-auction/${auction.id}`, { token: buyer.token });
    expect(list.body.data.filteredData.map((r: { present: boolean }) => r.present)).toEqual([false, false]);
  });
});

describe('CHECK_CLIENT_TIME', () => {
  it('answers the offset and whether the clock is wrong', async () => {
    const socket = await open();
    const ask = async (ms: number) => {
      const asked = t.clock.now().getTime();
      const answer = await socket.timeout(5_000).emitWithAck('CHECK_CLIENT_TIME', { clientTime: new Date(asked + ms).toISOString() });
      if (!('data' in answer)) throw new Error(JSON.stringify(answer));
      expect(Math.abs(new Date(answer.data.serverNow).getTime() - asked)).toBeLessThan(1_000);
      expect(Math.abs(answer.data.offsetMs - ms)).toBeLessThan(1_000);
      return answer.data.clockWrong;
    };
    expect(await ask(0)).toBe(false);
    expect(await ask(8_000)).toBe(false);
    expect(await ask(-8_000)).toBe(false);
    expect(await ask(12_000)).toBe(true);
    expect(await ask(-60_000)).toBe(true);
    // The server's clock decides: moved ahead, the same client is now behind.
    t.clock.advance(30_000);
    expect(await ask(0)).toBe(false);
    expect(await socket.timeout(5_000).emitWithAck('CHECK_CLIENT_TIME', { clientTime: 'yesterday' })).toMatchObject({ errors: [{ param: 'clientTime' }] });
  });
});

describe('what a vendor hears', () => {
  it('never names another vendor, its account, e-mail or invitation', async () => {
    const { buyer, auction, vendors, procurement } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const aSocket = await open(a.token);
    const heard = recordAll(aSocket);
    const acks: unknown[] = [];
    acks.push(await join(aSocket, auction.id));
    await join(await open(buyer.token), auction.id);
    // Both answer and enter; a reads its own invitation, the room and its home over HTTP too.
    await attend(a.token, a.invitationId);
    await attend(b.token, b.invitationId);
    const bSocket = await open(b.token);
    await join(bSocket, auction.id);
    acks.push(await join(aSocket, auction.id));
    for (const path of [`/api/secured/auction-invitation/${a.invitationId}`, `/api/secured/auction/${auction.id}/room`, '/api/secured/auction-invitation/mine']) {
      acks.push((await t.call('GET', path, { token: a.token })).body);
    }
    acks.push((await t.call('POST', `/api/secured/auction/validate-invitation-code/${a.code}`, { token: a.token, body: {} })).body);
    bSocket.close();
    await settle(400);
    expect(heard.length).toBeGreaterThan(0);
    const everything = JSON.stringify([heard, acks]);
    expect(everything).toContain(procurement.procurementName);
    for (const secret of [b.name, b.email, b.accountId, b.invitationId, b.procurementVendorId, b.code]) expect(everything).not.toContain(secret);
  });
});
