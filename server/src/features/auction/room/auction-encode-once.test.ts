import type { AuctionLeaderboard, AuctionOfferLogView, AuctionOwnStanding, MakeOfferResult } from '@procura/domain/auction/auction.views';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { procurements } from '../../../db/schema/procurement';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, runningSession } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { enterRoom, heardSequence, lastBoard, sendOffer, type RoomClient } from '../auction-room-client.testing';
import { leaderboardFor, loadBoard } from './auction-board';

// Each change encoded once (decision 217), over real sockets: in an OPEN session one accepted offer reaches each vendor as one
// shared LEADERBOARD (encoded once for the vendors' room), its own small YOUR_STANDING and one NEW_OFFER;
// in CLOSE (nothing to share) its own small LEADERBOARD. Merged by the web room's own rules they are
// exactly the vendor's full projection, and name nobody else.

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

const CHANGE_EVENTS = new Set(['NEW_OFFER', 'LEADERBOARD', 'YOUR_STANDING']);

/** The change events a client heard from `from` on (its place in `heard`). */
const changeEventsOf = (room: RoomClient, from: number) => room.heard.slice(from).filter((h) => CHANGE_EVENTS.has(h.event));

const accepted = (ack: unknown): MakeOfferResult => {
  if (!ack || typeof ack !== 'object' || !('data' in ack)) throw new Error(`offer refused: ${JSON.stringify(ack)}`);
  return (ack as { data: MakeOfferResult }).data;
};

describe('one offer, each payload encoded once per audience kind', () => {
  it.each(['OPEN', 'CLOSE'] as const)('%s: each vendor hears its part of the change once, adding up to its full projection', async (auctionType) => {
    const { buyer, auction, vendors, procurement } = await runningSession(t, { vendors: 3, session: { auctionType } });
    const buyerRoom = await enterRoom(t.url, buyer.token, auction.id, sockets);
    const rooms = await Promise.all(vendors.map((v) => enterRoom(t.url, v.token, auction.id, sockets)));
    const [aRoom, bRoom] = rooms as [RoomClient, RoomClient, RoomClient];
    // B leads first, so that A's offer moves places and A's row changes index in an OPEN board.
    accepted(await sendOffer(bRoom, auction.id, { totalOffer: '290000000' }));
    for (const room of [buyerRoom, ...rooms]) await heardSequence(room, 2);
    const marks = new Map([buyerRoom, ...rooms].map((room) => [room, room.heard.length]));

    const aOffer = accepted(await sendOffer(aRoom, auction.id, { totalOffer: '280000000' })).offer;
    for (const room of [buyerRoom, ...rooms]) await heardSequence(room, 3);

    const auctionNow = await auctionRow(t, auction.id);
    const [procurementNow] = await t.app.ctx.db.select().from(procurements).where(eq(procurements.id, procurement.id));
    const board = await loadBoard(t.app.ctx.db, auctionNow, procurementNow!);
    const open = auctionType === 'OPEN';

    // The buyer: its own offer and board as before, nothing of the vendors' split.
    expect(changeEventsOf(buyerRoom, marks.get(buyerRoom)!).map((h) => h.event)).toEqual(['NEW_OFFER', 'LEADERBOARD']);

    for (const [i, room] of rooms.entries()) {
      const self = vendors[i]!;
      const author = room === aRoom;
      const heard = changeEventsOf(room, marks.get(room)!);
      const sees = open || author;
      expect(heard.map((h) => h.event), self.name).toEqual([...(sees ? ['NEW_OFFER'] : []), 'LEADERBOARD', ...(open ? ['YOUR_STANDING'] : [])]);
      const of = <T>(event: string) => heard.filter((h) => h.event === event).map((h) => h.payload as T);

      const [offer] = of<{ offer: AuctionOfferLogView }>('NEW_OFFER').map((e) => e.offer);
      if (author) expect(offer).toMatchObject({ sequence: 3, label: '(You)', you: true, offerId: aOffer.offerId, vendorId: null });
      else if (open) expect(offer).toMatchObject({ sequence: 3, label: 'Other Vendor', you: false, offerId: null, vendorId: null, offerItems: [] });

      const full = leaderboardFor(board, { kind: 'VENDOR', vendorId: self.procurementVendorId }, t.clock.now());
      const [heardBoard] = of<AuctionLeaderboard>('LEADERBOARD');
      if (!open) {
        // CLOSE: its own board, whole: its row only, no leading price.
        expect({ ...heardBoard!, serverNow: null }).toEqual({ ...full, serverNow: null });
        expect(heardBoard).toMatchObject({ leadingPrice: null, ranks: [{ label: '(You)', you: true }] });
      } else {
        expect(heardBoard).toMatchObject({ sequence: 3, you: null, leadingPrice: '280000000.00' });
        expect(heardBoard!.ranks).toHaveLength(3);
        for (const rank of heardBoard!.ranks) expect(rank).toMatchObject({ label: 'Other Vendor', you: false, vendorId: null, scores: null });
        const [standing] = of<AuctionOwnStanding>('YOUR_STANDING');
        const ownIndex = full.ranks.findIndex((r) => r.you);
        expect(standing).toEqual({ auctionId: auction.id, sequence: 3, you: full.you, ownRanks: [{ index: ownIndex, rank: full.ranks[ownIndex] }], items: full.items, effectiveDecrement: full.effectiveDecrement });
        expect(ownIndex).toBe(author ? 0 : i === 1 ? 1 : 2);
      }

      // Merged by the web room's rules, the two are the vendor's full projection of that moment.
      expect({ ...lastBoard(room)!, serverNow: null }).toEqual({ ...full, serverNow: null });

      // Nothing it heard names another vendor.
      const text = JSON.stringify(heard).toLowerCase();
      for (const other of vendors.filter((v) => v !== self)) {
        for (const secret of [other.name, other.email, other.accountId, other.invitationId, other.procurementVendorId]) expect(text, secret).not.toContain(secret.toLowerCase());
      }
      if (!author) expect(text).not.toContain(aOffer.offerId!);
    }
  });
});
