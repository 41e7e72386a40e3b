import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, runningSession } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { enterRoom, heardSequence, lastBoard, payloadsOf, refusal, sendOffer, until, verifyOf } from '../auction-room-client.testing';

// The buyer's decision on a vendor's request (docs/rules/auction-bidding.md#disqualification): keeping
// the offer is a command of its own (DECLINE_DISQUALIFICATION), a ledger entry that changes nothing in
// the standing, an event to the buyer's room and the asking vendor's, and a mail to the vendor; a
// disqualification mails its vendor too, saying whether it had asked.

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

function data<T>(ack: unknown): T {
  if (!ack || typeof ack !== 'object' || !('data' in ack)) throw new Error(`refused: ${JSON.stringify(ack)}`);
  return (ack as { data: T }).data;
}
type Offered = { offer: AuctionOfferLogView };
type Decision = 'REQUEST_DISQUALIFICATION' | 'DISQUALIFY_OFFER' | 'DECLINE_DISQUALIFICATION';

describe('the buyer decides on a disqualification request', () => {
  it('keeps the offer: the vendor hears it in its room and by mail, the standing stays, and only the buyer decides once', async () => {
    const { auction, buyer, vendors } = await runningSession(t, { vendors: 2 });
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const id = auction.id;
    const rooms = {
      buyer: await enterRoom(t.url, buyer.token, id, sockets),
      a: await enterRoom(t.url, a.token, id, sockets),
      b: await enterRoom(t.url, b.token, id, sockets),
    };
    const a1 = data<Offered>(await sendOffer(rooms.a, id, { totalOffer: '295000000' })).offer;
    const b1 = data<Offered>(await sendOffer(rooms.b, id, { totalOffer: '290000000' })).offer;
    const emit = (room: typeof rooms.a, event: Decision, body: Record<string, unknown>) => room.socket.timeout(5_000).emitWithAck(event, { auctionId: id, ...body } as { auctionId: string; offerId: string; reason: string });

    // Nothing to decide before a request; a vendor cannot decide.
    expect(refusal(await emit(rooms.buyer, 'DECLINE_DISQUALIFICATION', { offerId: b1.offerId }))).toBe('Its vendor has not asked to disqualify this offer');
    data(await emit(rooms.b, 'REQUEST_DISQUALIFICATION', { offerId: b1.offerId, reason: 'one zero too few' }));
    expect(refusal(await emit(rooms.b, 'DECLINE_DISQUALIFICATION', { offerId: b1.offerId }))).toBeDefined();

    const kept = data<Offered>(await emit(rooms.buyer, 'DECLINE_DISQUALIFICATION', { offerId: b1.offerId })).offer;
    expect(kept).toMatchObject({ offerId: b1.offerId, disqualificationRequested: true, disqualificationDeclined: true, priceDisqualified: false });
    await until(() => payloadsOf(rooms.b, 'DISQUALIFICATION_DECLINED').length === 1, 'the decision in the vendor’s room');
    expect(payloadsOf<Offered>(rooms.b, 'DISQUALIFICATION_DECLINED')[0]!.offer).toMatchObject({ offerId: b1.offerId, you: true, disqualificationDeclined: true });
    expect(payloadsOf<Offered>(rooms.buyer, 'DISQUALIFICATION_DECLINED')[0]!.offer).toMatchObject({ offerId: b1.offerId, vendorId: b.procurementVendorId });
    // The other vendor hears nothing of it.
    await heardSequence(rooms.a, 3);
    expect(payloadsOf(rooms.a, 'DISQUALIFICATION_DECLINED')).toEqual([]);
    expect(refusal(await emit(rooms.buyer, 'DECLINE_DISQUALIFICATION', { offerId: b1.offerId }))).toBe('The request for this offer has already been decided');

    // The standing is what it was: B leads with the kept offer, which a fresh join shows decided.
    expect(lastBoard(rooms.buyer)).toMatchObject({ leadingPrice: '290000000.00' });
    const rejoined = data<{ offerLog: AuctionOfferLogView[] }>((await enterRoom(t.url, b.token, id, sockets)).joined);
    expect(rejoined.offerLog.find((o) => o.offerId === b1.offerId)).toMatchObject({ disqualificationDeclined: true, priceDisqualified: false });

    const [keptMail] = (await t.mailsTo(b.email)).filter((m) => m.subject.startsWith('Your offer stays valid'));
    expect(keptMail!.text).toContain('the buyer refused');
    expect(keptMail!.text).toContain('290,000,000.00 IDR');
    expect(keptMail!.text).toContain('sebesar Rp 290.000.000,00');
    expect(keptMail!.text).toContain('Penawaran tersebut tetap sah');

    // A disqualification the vendor did not ask for is mailed to it, with the buyer's reason.
    data(await emit(rooms.buyer, 'DISQUALIFY_OFFER', { offerId: a1.offerId, reason: 'wrong currency' }));
    const [disqualifiedMail] = (await t.mailsTo(a.email)).filter((m) => m.subject.startsWith('Your offer was disqualified'));
    expect(disqualifiedMail!.text).toContain('disqualified');
    expect(disqualifiedMail!.text).toContain('Reason: wrong currency');
    expect(disqualifiedMail!.text).not.toContain('as you asked');

    const ledger = await ledgerOf(t.app.ctx.db, id);
    expect(ledger.map((e) => e.kind)).toEqual(['START', 'OFFER', 'OFFER', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION_DECLINED', 'DISQUALIFICATION']);
    expect(ledger[4]!.payload).toEqual({ offerId: b1.offerId, vendorId: b.procurementVendorId });
    expect((await auctionRow(t, id)).leadingPrice).toBe(replay('REVERSE', ledger).leadingPrice);
    expect(await verifyOf(t, a.token, id)).toMatchObject({ valid: true, entries: 6 });
  });

  it('tells the vendor that its request was granted when the buyer disqualifies the offer it asked about', async () => {
    const { auction, buyer, vendors } = await runningSession(t, { vendors: 1 });
    const vendor = vendors[0]!;
    const buyerRoom = await enterRoom(t.url, buyer.token, auction.id, sockets);
    const room = await enterRoom(t.url, vendor.token, auction.id, sockets);
    const offer = data<Offered>(await sendOffer(room, auction.id, { totalOffer: '295000000' })).offer;
    data(await room.socket.timeout(5_000).emitWithAck('REQUEST_DISQUALIFICATION', { auctionId: auction.id, offerId: offer.offerId!, reason: 'typo' }));
    data(await buyerRoom.socket.timeout(5_000).emitWithAck('DISQUALIFY_OFFER', { auctionId: auction.id, offerId: offer.offerId!, reason: 'confirmed typo' }));
    // A decided request cannot be refused afterwards.
    expect(refusal(await buyerRoom.socket.timeout(5_000).emitWithAck('DECLINE_DISQUALIFICATION', { auctionId: auction.id, offerId: offer.offerId! }))).toBe(
      'This offer has already been disqualified',
    );
    const [mail] = (await t.mailsTo(vendor.email)).filter((m) => m.subject.startsWith('Your offer was disqualified'));
    expect(mail!.text).toContain('as you asked');
    expect(mail!.text).toContain('sesuai permintaan Anda');
  });
});
