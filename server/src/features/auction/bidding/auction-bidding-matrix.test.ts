import { isBetterPrice } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { AuctionLeaderboard, AuctionOfferLogView, MakeOfferResult } from '@procura/domain/auction/auction.views';
import { priceDirectionOf, type AuctionType, type BiddingType } from '@procura/domain/procurement/procurement.enums';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { procurementVendorItems } from '../../../db/schema/procurement';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { runningSession } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { enterRoom, heardSequence, lastBoard, ledgerOfSession, payloadsOf, refusal, sendOffer, verifyOf } from '../auction-room-client.testing';

// Every bidding type x OPEN/CLOSE x reverse/forward, over real sockets on the test clock (docs/rules/auction-bidding.md#offers, docs/rules/auction-bidding.md#what-each-audience-sees, docs/rules/auction-bidding.md#contract): vendor A offers, B beats it, A sends one offer the rules refuse
// (the spec's exact text), then A beats B. The rooms hear each accepted offer as their audience
// sees it; the final standings are the ones a replay of the ledger gives, and the chain verifies.
// The session: 2 items of 10 at 15,000,000 (estimate 300,000,000), initial price 300,000,000, step 1,000,000.

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

type Negotiation = 'REVERSE_AUCTION' | 'FORWARD_AUCTION';
const M = 1_000_000;
const money = (n: number) => n.toFixed(2);

/**
 * The bodies of the four offers and the refusal's text. `s` is the direction's sign (-1 reverse:
 * prices fall; +1 forward: they rise). Unit prices are per item (both items, quantity 10 each).
 */
function scenario(biddingType: BiddingType, auctionType: AuctionType, negotiation: Negotiation, itemIds: string[]) {
  const s = negotiation === 'REVERSE_AUCTION' ? -1 : 1;
  const word = s < 0 ? 'lower' : 'higher';
  const step = s < 0 ? 'decrement' : 'increment';
  if (biddingType === 'TOTAL_PRICE') {
    const a1 = 300 * M + s * 5 * M;
    const b1 = 300 * M + s * 10 * M;
    const a2 = 300 * M + s * 15 * M;
    // OPEN: against the leading price (B's); CLOSE: against A's own last offer.
    const reference = auctionType === 'OPEN' ? b1 : a1;
    const body = (price: number) => ({ totalOffer: price.toLocaleString('en-US') });
    return {
      a1: body(a1),
      b1: body(b1),
      refused: body(reference + s * 0.5 * M),
      a2: body(a2),
      message: `Your offer should be ${word} than ${reference.toLocaleString('en-US')}.00 with minimal ${step} 1,000,000.00`,
      totals: { a1: money(a1), b1: money(b1), a2: money(a2) },
    };
  }
  const unit = (price: number) => ({ offerItems: itemIds.map((auctionItemId) => ({ auctionItemId, unitOffer: String(price) })) });
  const a1 = 15 * M + s * 2 * M;
  const b1 = 15 * M + s * 4 * M;
  const a2 = 15 * M + s * 6 * M;
  const totals = { a1: money(a1 * 20), b1: money(b1 * 20), a2: money(a2 * 20) };
  if (biddingType === 'UNIT_PRICE') {
    // OPEN: against the item's leading unit price; CLOSE: against A's own last unit price.
    const reference = auctionType === 'OPEN' ? b1 : a1;
    return {
      a1: unit(a1),
      b1: unit(b1),
      refused: unit(reference + s * 0.5 * M),
      a2: unit(a2),
      message: `Your offer should be ${word} than ${reference.toLocaleString('en-US')}.00 with minimal ${step} of 1,000,000.00`,
      totals,
    };
  }
  // TOTAL_PRICE_BY_UNIT: each item strictly better than the vendor's own last price of it.
  return { a1: unit(a1), b1: unit(b1), refused: unit(a1), a2: unit(a2), message: `Offer price should be ${word} than ${a1.toLocaleString('en-US')}.00`, totals };
}

const combos = (['TOTAL_PRICE', 'UNIT_PRICE', 'TOTAL_PRICE_BY_UNIT'] as const).flatMap((biddingType) =>
  (['OPEN', 'CLOSE'] as const).flatMap((auctionType) => (['REVERSE_AUCTION', 'FORWARD_AUCTION'] as const).map((negotiation) => ({ biddingType, auctionType, negotiation }))),
);

const accepted = (ack: unknown): MakeOfferResult => {
  if (!ack || typeof ack !== 'object' || !('data' in ack)) throw new Error(`offer refused: ${JSON.stringify(ack)}`);
  return (ack as { data: MakeOfferResult }).data;
};

describe('two vendors bid over sockets', () => {
  it.each(combos)('$biddingType, $auctionType, $negotiation', async ({ biddingType, auctionType, negotiation }) => {
    const direction = priceDirectionOf(negotiation);
    const { buyer, auction, vendors, itemIds } = await runningSession(t, { procurement: { biddingType, negotiationType: negotiation }, session: { auctionType } });
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const buyerRoom = await enterRoom(t.url, buyer.token, auction.id, sockets);
    const aRoom = await enterRoom(t.url, a.token, auction.id, sockets);
    const bRoom = await enterRoom(t.url, b.token, auction.id, sockets);
    const plan = scenario(biddingType, auctionType, negotiation, itemIds);

    const a1 = accepted(await sendOffer(aRoom, auction.id, plan.a1));
    expect(a1.offer).toMatchObject({ label: '(You)', you: true, vendorId: null, totalOffer: plan.totals.a1 });
    const b1 = accepted(await sendOffer(bRoom, auction.id, plan.b1));
    expect(b1.offer.totalOffer).toBe(plan.totals.b1);
    const refused = await sendOffer(aRoom, auction.id, plan.refused);
    expect(refusal(refused)).toBe(plan.message);
    const a2 = accepted(await sendOffer(aRoom, auction.id, plan.a2));
    expect(a2.offer.totalOffer).toBe(plan.totals.a2);
    expect([a1, b1, a2].map((r) => r.offer.sequence)).toEqual([2, 3, 4]);

    // The ledger: START and three offers (nothing of the refused one); the replay decides the standings.
    const ledger = await ledgerOfSession(t, buyer.token, auction.id, direction);
    expect(ledger.entries.map((e) => e.kind)).toEqual(['START', 'OFFER', 'OFFER', 'OFFER']);
    const { standing } = ledger;
    expect(standing.leadingPrice).toBe(plan.totals.a2);
    const expectedOrder = Object.values(standing.vendors)
      .filter((v) => v.lastOffer)
      .sort((x, y) => (isBetterPrice(direction, x.lastOffer!.totalOffer, y.lastOffer!.totalOffer) ? -1 : 1))
      .map((v) => v.procurementVendorId);
    expect(expectedOrder).toEqual([a.procurementVendorId, b.procurementVendorId]);
    expect(await verifyOf(t, a.token, auction.id)).toMatchObject({ valid: true, entries: 4, headHash: ledger.headHash, firstBrokenSequence: null, problems: [] });

    // Every room heard the three changes (LEADERBOARD closes each change).
    for (const room of [buyerRoom, aRoom, bRoom]) await heardSequence(room, 4);
    const buyerOffers = payloadsOf<{ offer: AuctionOfferLogView }>(buyerRoom, 'NEW_OFFER').map((e) => e.offer);
    expect(buyerOffers.map((o) => [o.sequence, o.vendorId, o.label, o.totalOffer])).toEqual([
      [2, a.procurementVendorId, a.name, plan.totals.a1],
      [3, b.procurementVendorId, b.name, plan.totals.b1],
      [4, a.procurementVendorId, a.name, plan.totals.a2],
    ]);
    const buyerBoard = lastBoard(buyerRoom)!;
    expect(buyerBoard).toMatchObject({ sequence: 4, leadingPrice: standing.leadingPrice, ledgerHeadHash: ledger.headHash, you: null });
    expect(buyerBoard.ranks.map((r) => [r.vendorId, r.label, r.ranking, r.lastOffer])).toEqual([
      [a.procurementVendorId, a.name, 1, plan.totals.a2],
      [b.procurementVendorId, b.name, 2, plan.totals.b1],
    ]);
    expect(payloadsOf<AuctionLeaderboard>(buyerRoom, 'LEADERBOARD').map((l) => l.sequence)).toEqual([2, 3, 4]);
    if (biddingType !== 'TOTAL_PRICE') {
      expect(Object.fromEntries(buyerBoard.items.map((i) => [i.auctionItemId, i.leadingUnitPrice]))).toEqual(standing.itemLeadingPrices);
    }

    // Each vendor: its own offers as '(You)', the others' only in an OPEN auction and nameless.
    const open = auctionType === 'OPEN';
    for (const [room, self, ownSequences, place] of [
      [aRoom, a, [2, 4], 1],
      [bRoom, b, [3], 2],
    ] as const) {
      const offers = payloadsOf<{ offer: AuctionOfferLogView }>(room, 'NEW_OFFER').map((e) => e.offer);
      expect(offers.map((o) => o.sequence)).toEqual(open ? [2, 3, 4] : ownSequences);
      for (const o of offers) {
        const own = (ownSequences as readonly number[]).includes(o.sequence);
        expect(o).toMatchObject(own ? { label: '(You)', you: true, vendorId: null } : { label: 'Other Vendor', you: false, vendorId: null, offerId: null });
      }
      expect(payloadsOf<AuctionLeaderboard>(room, 'LEADERBOARD').map((l) => l.sequence)).toEqual([2, 3, 4]);
      const board = lastBoard(room)!;
      expect(board.leadingPrice).toBe(open ? standing.leadingPrice : null);
      expect(board.you).toEqual({ ranking: place, lastOffer: standing.vendors[self.procurementVendorId]!.lastOffer!.totalOffer, proxyFloor: null });
      expect(board.ranks.every((r) => r.vendorId === null)).toBe(true);
      expect(board.ranks.filter((r) => r.you).map((r) => r.ranking)).toEqual([place]);
      expect(board.ranks).toHaveLength(open ? 2 : 1);
      // UNIT_PRICE ranks per item: the vendor's place on each item it priced.
      if (biddingType === 'UNIT_PRICE') expect(board.items.map((i) => i.yourRanking)).toEqual([place, place]);
      expect(board.items.map((i) => i.leadingUnitPrice !== null)).toEqual(board.items.map(() => open && biddingType !== 'TOTAL_PRICE'));
    }
    // A CLOSE auction shows a vendor nothing of the other's prices, in any event: neither totals nor unit prices.
    if (!open) {
      const prices = (body: Record<string, unknown>, total: string) => [total, ...((body.offerItems as { unitOffer: string }[] | undefined) ?? []).map((i) => Number(i.unitOffer).toFixed(2))];
      const heardByA = JSON.stringify(aRoom.heard);
      // B's fresh join (the full state and log) too.
      const heardByB = JSON.stringify([bRoom.heard, (await enterRoom(t.url, b.token, auction.id, sockets)).joined]);
      for (const price of prices(plan.b1, plan.totals.b1)) expect(heardByA).not.toContain(`"${price}"`);
      for (const price of [...prices(plan.a1, plan.totals.a1), ...prices(plan.a2, plan.totals.a2)]) expect(heardByB).not.toContain(`"${price}"`);
    }
  });
});

describe('a unit-price vendor who prices again only some items', () => {
  it('stands at the total of its last price of every item it priced, in the room and in the procurement at the end', async () => {
    const { buyer, auction, vendors, itemIds, procurement } = await runningSession(t, { procurement: { biddingType: 'UNIT_PRICE' } });
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const [i1, i2] = itemIds as [string, string];
    const aRoom = await enterRoom(t.url, a.token, auction.id, sockets);
    const bRoom = await enterRoom(t.url, b.token, auction.id, sockets);
    const buyerRoom = await enterRoom(t.url, buyer.token, auction.id, sockets);
    const both = (price: number) => ({ offerItems: [i1, i2].map((auctionItemId) => ({ auctionItemId, unitOffer: String(price) })) });
    accepted(await sendOffer(aRoom, auction.id, both(13 * M)));
    accepted(await sendOffer(bRoom, auction.id, both(12 * M)));
    // A beats B on the first item only: its second item still stands at 13,000,000.
    const partial = accepted(await sendOffer(aRoom, auction.id, { offerItems: [{ auctionItemId: i1, unitOffer: String(11 * M) }] }));
    expect(partial.offer.offerItems).toEqual([{ auctionItemId: i1, unitOffer: money(11 * M) }]);
    const aTotal = money(11 * M * 10 + 13 * M * 10);
    expect(partial.state.you).toEqual({ ranking: expect.any(Number), lastOffer: aTotal, proxyFloor: null });
    await heardSequence(buyerRoom, 4);
    const board = lastBoard(buyerRoom)!;
    expect(Object.fromEntries(board.ranks.map((r) => [r.vendorId, r.lastOffer]))).toEqual({ [a.procurementVendorId]: aTotal, [b.procurementVendorId]: money(240 * M) });
    expect(board.leadingPrice).toBe(money(240 * M));

    await t.call('POST', '/api/secured/auction/change-status', { token: buyer.token, body: { auctionId: auction.id, status: 'DONE' } });
    const evaluation = await t.call('GET', `/api/secured/procurement/${procurement.id}/evaluation`, { token: buyer.token });
    const prices = Object.fromEntries((evaluation.body.data.rows as { vendorId: string; lastPrice: string | null }[]).map((r) => [r.vendorId, r.lastPrice]));
    expect(prices[a.procurementVendorId]).toBe(aTotal);
  });
});

describe('TOTAL_PRICE_BY_UNIT with the vendor’s bid item prices', () => {
  it('measures the first offer against them, and leaves the final unit prices on the vendor’s items', async () => {
    const { buyer, auction, vendors, itemIds } = await runningSession(t, { procurement: { biddingType: 'TOTAL_PRICE_BY_UNIT' } });
    const [a] = vendors as [(typeof vendors)[0]];
    // A's earlier price per item (its vendor items' indicator prices).
    await t.app.ctx.db
      .insert(procurementVendorItems)
      .values(itemIds.map((procurementItemId) => ({ procurementVendorId: a.procurementVendorId, procurementItemId, indicatorPrice: money(15 * M) })));
    const aRoom = await enterRoom(t.url, a.token, auction.id, sockets);
    expect((aRoom.joined as { data: { items: { bidItemPrice: string | null }[] } }).data.items.map((i) => i.bidItemPrice)).toEqual([money(15 * M), money(15 * M)]);
    const priced = (first: number, second: number) => ({ offerItems: [{ auctionItemId: itemIds[0]!, unitOffer: String(first) }, { auctionItemId: itemIds[1]!, unitOffer: String(second) }] });
    expect(refusal(await sendOffer(aRoom, auction.id, priced(14 * M, 15 * M)))).toBe('Offer price should be lower than 15,000,000.00');
    accepted(await sendOffer(aRoom, auction.id, priced(14 * M, 14.5 * M)));
    expect((await t.call('POST', '/api/secured/auction/change-status', { token: buyer.token, body: { auctionId: auction.id, status: 'DONE' } })).status).toBe(200);
    const rows = await t.app.ctx.db
      .select({ itemId: procurementVendorItems.procurementItemId, lastPrice: procurementVendorItems.lastPrice })
      .from(procurementVendorItems)
      .where(eq(procurementVendorItems.procurementVendorId, a.procurementVendorId));
    expect(Object.fromEntries(rows.map((r) => [r.itemId, r.lastPrice]))).toEqual({ [itemIds[0]!]: money(14 * M), [itemIds[1]!]: money(14.5 * M) });
  });
});
