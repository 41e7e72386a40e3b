import type { AuctionLeaderboard, AuctionOfferLogView, AuctionOwnStanding } from '@procura/domain/auction/auction.views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { PDF } from '../../company/company.testing';
import { MINUTE, runningSession } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { vendorToken } from '../auction-invitation.testing';
import { enterRoom, payloadsOf, refusal, sendOffer, until, type RoomClient } from '../auction-room-client.testing';

// What one vendor can learn about the others (docs/rules/auction-bidding.md#what-each-audience-sees, docs/rules/auction.md#statuses): everything its socket
// hears and every answer it can read, through a whole injury-time auction of three vendors with
// letters of attorney, disqualification requests decided both ways, an extension and the end, is
// scanned as JSON text for anything that names or identifies another vendor.

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function uploadLetter(token: string, invitationId: string, fileName: string): Promise<{ id: string; fileName: string; url: string }> {
  const form = new FormData();
  form.append('auctionInvitationId', invitationId);
  form.append('attachments', new Blob([PDF]), fileName);
  const response = await fetch(`${t.url}/api/secured/auction/upload-attorney`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { data: Array<{ id: string; fileName: string; url: string }> };
  if (response.status !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data[0]!;
}

describe('a vendor through a whole auction', () => {
  it('hears and reads nothing that names or identifies another vendor', async () => {
    const letters: Record<string, { id: string; fileName: string; url: string }> = {};
    let aRoom: RoomClient | undefined;
    const { buyer, auction, vendors, procurement } = await runningSession(t, {
      vendors: 3,
      durationMs: 10 * MINUTE,
      session: { periodType: 'INJURY_TIME', injuryTimeBeforeEnd: '2', timeExtension: '1', maxSessionExtension: 1 },
      beforeStart: async (made) => {
        for (const v of made.vendors) letters[v.accountId] = await uploadLetter(v.token, v.invitationId, `surat-kuasa-${v.name}.pdf`);
        // A is in the room before the start, so it hears the start too.
        aRoom = await enterRoom(t.url, made.vendors[0]!.token, made.auction.id, sockets);
      },
    });
    const [a, b, c] = vendors as [(typeof vendors)[0], (typeof vendors)[0], (typeof vendors)[0]];
    const room = aRoom!;
    const answers: unknown[] = [room.joined];
    const read = async (method: string, path: string, token = a.token, body?: unknown) => {
      const answer = await t.call(method, path, { token, body });
      answers.push(answer.body);
      return answer;
    };
    const buyerRoom = await enterRoom(t.url, buyer.token, auction.id, sockets);
    const bRoom = await enterRoom(t.url, b.token, auction.id, sockets);
    const cRoom = await enterRoom(t.url, c.token, auction.id, sockets);
    await until(() => payloadsOf(room, 'AUCTION_STARTED').length === 1, 'the start');

    // Offers by all three, over sockets and HTTP; A's acks (accepted and refused) are A's to read.
    const ack = async (promise: Promise<unknown>) => {
      const answer = await promise;
      answers.push(answer);
      return answer as { data?: { offer: AuctionOfferLogView } };
    };
    const a1 = await ack(sendOffer(room, auction.id, { totalOffer: '295000000' }));
    await sendOffer(bRoom, auction.id, { totalOffer: '290000000' });
    const c1 = await sendOffer(cRoom, auction.id, { totalOffer: '285000000' });
    if (!('data' in c1)) throw new Error(JSON.stringify(c1));
    expect(refusal(await ack(sendOffer(room, auction.id, { totalOffer: '284500000' })))).toBe(
      'Your offer should be lower than 285,000,000.00 with minimal decrement 1,000,000.00',
    );
    expect((await read('POST', `/api/secured/auction/${auction.id}/offers`, a.token, { idempotencyKey: 'privacy-offer-1', totalOffer: '280000000' })).status).toBe(200);
    const b2 = await sendOffer(bRoom, auction.id, { totalOffer: '270000000' });
    if (!('data' in b2)) throw new Error(JSON.stringify(b2));

    // B asks about its offer, the buyer disqualifies it: B falls back to 290,000,000.
    const bReason = `B typed a digit too many ${b.name}`;
    const buyerReason = `Confirmed for ${b.email}`;
    expect(await bRoom.socket.timeout(5_000).emitWithAck('REQUEST_DISQUALIFICATION', { auctionId: auction.id, offerId: b2.data.offer.offerId!, reason: bReason })).toHaveProperty('data');
    expect(await buyerRoom.socket.timeout(5_000).emitWithAck('DISQUALIFY_OFFER', { auctionId: auction.id, offerId: b2.data.offer.offerId!, reason: buyerReason })).toHaveProperty('data');

    // A probes: another vendor's offer (by the id the buyer saw) to disqualify or ask about, another's letter, the buyer's list.
    const othersOffers = () => payloadsOf<{ offer: AuctionOfferLogView }>(buyerRoom, 'NEW_OFFER')
      .map((e) => e.offer)
      .filter((o) => o.vendorId !== a.procurementVendorId)
      .map((o) => o.offerId!);
    expect(othersOffers()).toHaveLength(3);
    const probe = { auctionId: auction.id, offerId: othersOffers()[0]!, reason: 'not mine at all' };
    expect(await ack(room.socket.timeout(5_000).emitWithAck('REQUEST_DISQUALIFICATION', probe))).toHaveProperty('errors');
    expect(await ack(room.socket.timeout(5_000).emitWithAck('DISQUALIFY_OFFER', probe))).toHaveProperty('errors');
    expect((await read('GET', letters[b.accountId]!.url)).status).toBe(404);
    // The buyer's pages of the procurement and the session are not a vendor's to read.
    for (const path of [
      `/api/secured/auction/fetch-invitation-by-auction/${auction.id}`,
      `/api/secured/auction/${auction.id}`,
      `/api/secured/procurement/${procurement.id}`,
      `/api/secured/procurement/${procurement.id}/evaluation`,
      `/api/secured/procurement/${procurement.id}/evaluation/by-vendor`,
      `/api/secured/procurement-vendor/${b.procurementVendorId}`,
    ]) {
      expect((await read('GET', path)).status, path).toBeGreaterThanOrEqual(400);
    }
    // A asks about its own latest offer (the request is A's to see).
    const aLatest = (await read('GET', `/api/secured/auction/${auction.id}/room`)).body.data.offerLog.filter((o: AuctionOfferLogView) => o.you).at(-1) as AuctionOfferLogView;
    expect(await ack(room.socket.timeout(5_000).emitWithAck('REQUEST_DISQUALIFICATION', { auctionId: auction.id, offerId: aLatest.offerId!, reason: 'my own typo' }))).toHaveProperty('data');
    // The buyer keeps it (decision 231); C asks about its own offer and the buyer keeps that too: A hears its own decision only.
    const keep = (offerId: string) => buyerRoom.socket.timeout(5_000).emitWithAck('DECLINE_DISQUALIFICATION', { auctionId: auction.id, offerId });
    expect(await keep(aLatest.offerId!)).toHaveProperty('data');
    const cReason = `C checks its own price ${c.name}`;
    expect(await cRoom.socket.timeout(5_000).emitWithAck('REQUEST_DISQUALIFICATION', { auctionId: auction.id, offerId: c1.data.offer.offerId!, reason: cReason })).toHaveProperty('data');
    expect(await keep(c1.data.offer.offerId!)).toHaveProperty('data');
    await until(() => payloadsOf(cRoom, 'DISQUALIFICATION_DECLINED').length === 1, "C's decision");

    // Injury time: C's offer two minutes before the end moves it once.
    t.clock.advance(8 * MINUTE);
    await sendOffer(cRoom, auction.id, { totalOffer: '260000000' });
    await until(() => payloadsOf(room, 'TIMER_EXTENDED').length === 1, 'the extension');
    // A second tab mid-auction: the full state of a join.
    const second = await enterRoom(t.url, a.token, auction.id, sockets);
    answers.push(second.joined, await second.socket.timeout(5_000).emitWithAck('CHECK_CLIENT_TIME', { clientTime: t.clock.now().toISOString() }));

    // The end, by the scheduler at the moved end time.
    t.clock.advance(4 * MINUTE);
    await t.app.scheduler.tick();
    await until(() => payloadsOf(room, 'AUCTION_STOPPED').length === 1, 'the end');
    const aToken = await vendorToken(t, a.email);
    for (const path of [
      `/api/secured/auction/${auction.id}/room`,
      `/api/secured/auction/${auction.id}/ledger`,
      `/api/secured/auction/${auction.id}/ledger/verify`,
      `/api/secured/auction-invitation/${a.invitationId}`,
      '/api/secured/auction-invitation/mine',
    ]) {
      expect((await read('GET', path, aToken)).status, path).toBe(200);
    }
    expect((await read('POST', `/api/secured/auction/${auction.id}/offers`, aToken, { idempotencyKey: 'privacy-offer-2', totalOffer: '1000' })).status).toBe(422);
    await until(() => payloadsOf(second, 'AUCTION_STOPPED').length === 1, 'the end in the second tab');

    // What A went through (every event its sockets received: recordAll listens with onAny): every kind
    // of event of a whole auction, but the requests of others.
    const kinds = new Set(room.heard.map((h) => h.event));
    for (const kind of ['AUCTION_STARTED', 'PRESENCE', 'NEW_OFFER', 'LEADERBOARD', 'YOUR_STANDING', 'OFFER_DISQUALIFIED', 'DISQUALIFICATION_REQUESTED', 'DISQUALIFICATION_DECLINED', 'TIMER_EXTENDED', 'AUCTION_STOPPED']) {
      expect(kinds, kind).toContain(kind);
    }
    // The vendors' shared board names nobody, A included; A's own rows come in its YOUR_STANDING alone.
    for (const board of payloadsOf<AuctionLeaderboard>(room, 'LEADERBOARD')) {
      expect(board.you).toBeNull();
      for (const rank of board.ranks) expect(rank).toMatchObject({ label: 'Other Vendor', you: false, vendorId: null, scores: null });
    }
    for (const standing of payloadsOf<AuctionOwnStanding>(room, 'YOUR_STANDING')) {
      expect(standing.ownRanks.map(({ rank }) => [rank.label, rank.you, rank.vendorId])).toEqual([['(You)', true, null]]);
    }
    expect(payloadsOf<{ offer: AuctionOfferLogView }>(room, 'DISQUALIFICATION_REQUESTED').map((e) => e.offer.you)).toEqual([true]);
    expect(payloadsOf<{ offer: AuctionOfferLogView }>(room, 'DISQUALIFICATION_DECLINED').map((e) => [e.offer.offerId, e.offer.you])).toEqual([[aLatest.offerId, true]]);
    expect(payloadsOf<{ offer: AuctionOfferLogView }>(room, 'OFFER_DISQUALIFIED').map((e) => e.offer)).toEqual([
      expect.objectContaining({ label: 'Other Vendor', offerId: null, vendorId: null, disqualifyReason: null, disqualificationRequested: false }),
    ]);

    const everything = JSON.stringify([room.heard, second.heard, answers]);
    // A sees its own and the session's facts (the scan reads what it should).
    for (const own of [a1.data!.offer.offerId!, procurement.procurementName, 'Other Vendor', '(You)']) expect(everything).toContain(own);
    const lower = everything.toLowerCase();
    for (const other of [b, c]) {
      const letter = letters[other.accountId]!;
      const secrets = [other.name, other.email, other.accountId, other.invitationId, other.procurementVendorId, other.code, letter.id, letter.fileName, bReason, buyerReason, cReason];
      for (const secret of secrets) expect(lower, secret).not.toContain(secret.toLowerCase());
    }
    // B's two offers and C's two, by the ids the buyer saw.
    expect(othersOffers()).toContain(c1.data.offer.offerId);
    expect(othersOffers()).toHaveLength(4);
    for (const id of othersOffers()) expect(everything).not.toContain(id);
  });
});
