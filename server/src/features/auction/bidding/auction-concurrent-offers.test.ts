import type { LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { AuctionOfferLogView, MakeOfferResult } from '@procura/domain/auction/auction.views';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, runningSession } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { enterRoom, heardSequence, lastBoard, payloadsOf, sendOffer, verifyOf, type RoomClient } from '../auction-room-client.testing';

// Twenty vendors press Submit at the same instant, over sockets (docs/rules/auction-bidding.md#offers: one command, one
// transaction on the locked row). Whatever order the server picks, it is one order: the ledger's,
// which every room hears; no two accepted offers break the decrement, every acknowledged offer is
// in the ledger and every refusal names a price that was leading at its turn.

const VENDORS = 20;
const DECREMENT = 1_000_000;
let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const refusalPattern = /^Your offer should be lower than ([\d,]+\.\d{2}) with minimal decrement 1,000,000\.00$/;
const amount = (text: string) => Number(text.replace(/,/g, ''));
const sorted = (numbers: number[]) => [...numbers].sort((x, y) => x - y);

/** Checks a round of simultaneous acks against the ledger; returns the accepted offers in ledger order. */
function judgeRound(acks: Ack<MakeOfferResult>[], offers: LedgerEntry[]) {
  const byId = new Map(offers.map((e) => [(e.payload as { offerId: string }).offerId, e]));
  const acceptedPrices = new Set<number>();
  for (const ack of acks) {
    if ('data' in ack) {
      // Every acknowledged offer is in the ledger, at the sequence and price its ack said.
      const entry = byId.get(ack.data.offer.offerId!);
      expect(entry, ack.data.offer.offerId!).toBeDefined();
      expect([entry!.sequence, (entry!.payload as { totalOffer: string }).totalOffer]).toEqual([ack.data.offer.sequence, ack.data.offer.totalOffer]);
      acceptedPrices.add(Number(ack.data.offer.totalOffer));
    }
  }
  expect(acceptedPrices.size).toBe(acks.filter((a) => 'data' in a).length);
  return acceptedPrices;
}

describe(`${VENDORS} vendors at the same instant`, () => {
  it('are put in one order that keeps the decrement, that every room hears and the ledger holds', async () => {
    const { buyer, auction, vendors } = await runningSession(t, { vendors: VENDORS });
    const id = auction.id;
    const buyerRoom = await enterRoom(t.url, buyer.token, id, sockets);
    const rooms: RoomClient[] = [];
    for (const v of vendors) rooms.push(await enterRoom(t.url, v.token, id, sockets));

    // Round 1: prices 500,000 apart, so roughly every other one can stand.
    const round1 = await Promise.all(rooms.map((room, i) => sendOffer(room, id, { totalOffer: String(299_000_000 - i * 500_000) })));
    // Round 2: everyone the same price, one decrement below the leader: exactly one can win it.
    const leading1 = Number((await auctionRow(t, id)).leadingPrice);
    const same = String(leading1 - DECREMENT);
    const round2 = await Promise.all(rooms.map((room) => sendOffer(room, id, { totalOffer: same })));

    const ledger = await ledgerOf(t.app.ctx.db, id);
    expect(ledger.map((e) => e.sequence)).toEqual(ledger.map((_, i) => i + 1));
    const offers = ledger.filter((e) => e.kind === 'OFFER');
    expect(offers).toHaveLength([...round1, ...round2].filter((a) => 'data' in a).length);
    const accepted1 = judgeRound(round1, offers);
    judgeRound(round2, offers);
    expect(accepted1.size).toBeGreaterThanOrEqual(2);
    expect(round2.filter((a) => 'data' in a)).toHaveLength(1);

    // In ledger order each accepted offer beats the one before by the decrement.
    const prices = offers.map((e) => Number((e.payload as { totalOffer: string }).totalOffer));
    expect(prices[0]).toBeLessThanOrEqual(300_000_000 - DECREMENT);
    prices.slice(1).forEach((price, i) => expect(prices[i]! - price).toBeGreaterThanOrEqual(DECREMENT));
    // Every refusal names a price that led at some point: the initial price or an accepted offer.
    const led = new Set([300_000_000, ...prices]);
    for (const ack of [...round1, ...round2]) {
      if ('data' in ack) continue;
      const match = refusalPattern.exec(ack.errors[0]!.msg);
      expect(match, ack.errors[0]!.msg).not.toBeNull();
      expect(led.has(amount(match![1]!)), ack.errors[0]!.msg).toBe(true);
    }
    expect(round2.filter((a) => !('data' in a)).map((a) => !('data' in a) && a.errors[0]!.msg)).toEqual(
      Array(VENDORS - 1).fill(`Your offer should be lower than ${Number(same).toLocaleString('en-US')}.00 with minimal decrement 1,000,000.00`),
    );

    // The leading price is the ledger's, in the row and in every room's last word.
    const standing = replay('REVERSE', ledger);
    const last = ledger.at(-1)!.sequence;
    expect(standing.leadingPrice).toBe(prices.at(-1)!.toFixed(2));
    expect((await auctionRow(t, id)).leadingPrice).toBe(standing.leadingPrice);
    const offerSequences = offers.map((e) => e.sequence);
    for (const room of [buyerRoom, ...rooms]) {
      await heardSequence(room, last);
      // One order for everyone, the ledger's: each offer's NEW_OFFER and LEADERBOARD once, keyed by its
      // sequence (the browser puts them in place by it; two commits' broadcasts are not ordered between nodes).
      expect(sorted(payloadsOf<{ offer: AuctionOfferLogView }>(room, 'NEW_OFFER').map((e) => e.offer.sequence))).toEqual(offerSequences);
      expect(sorted(payloadsOf<{ sequence: number }>(room, 'LEADERBOARD').map((b) => b.sequence))).toEqual(offerSequences);
      expect(lastBoard(room)).toMatchObject({ sequence: last, leadingPrice: standing.leadingPrice, ledgerHeadHash: ledger.at(-1)!.hash });
    }
    const buyerOffers = payloadsOf<{ offer: AuctionOfferLogView }>(buyerRoom, 'NEW_OFFER')
      .map((e) => e.offer)
      .sort((x, y) => x.sequence - y.sequence)
      .map((o) => [o.offerId, o.totalOffer]);
    expect(buyerOffers).toEqual(offers.map((e) => [(e.payload as { offerId: string }).offerId, (e.payload as { totalOffer: string }).totalOffer]));
    expect(await verifyOf(t, buyer.token, id)).toMatchObject({ valid: true, entries: ledger.length });
  }, 60_000);

  it('takes one offer for one idempotency key, however often and on however many sockets it is sent', async () => {
    const { buyer, auction, vendors } = await runningSession(t);
    const id = auction.id;
    const [a] = vendors;
    const tabs = await Promise.all([0, 1, 2, 3, 4].map(() => enterRoom(t.url, a!.token, id, sockets)));
    // The first attempt's ack is lost: the socket closes right after sending.
    const lost = await enterRoom(t.url, a!.token, id, sockets);
    lost.socket.emit('MAKE_OFFER', { auctionId: id, idempotencyKey: 'lost-ack-0001', totalOffer: '299000000' }, () => undefined);
    lost.socket.close();
    // The browser retries with the same key from five tabs at once, and over HTTP.
    const retries = await Promise.all(tabs.map((tab) => tab.socket.timeout(10_000).emitWithAck('MAKE_OFFER', { auctionId: id, idempotencyKey: 'lost-ack-0001', totalOffer: '299000000' })));
    const http = await t.call('POST', `/api/secured/auction/${id}/offers`, { token: a!.token, body: { idempotencyKey: 'lost-ack-0001', totalOffer: '299000000' } });
    const offerIds = new Set([...retries.map((r) => ('data' in r ? r.data.offer.offerId : JSON.stringify(r))), http.body.data?.offer.offerId]);
    expect(offerIds.size).toBe(1);
    const ledger = await ledgerOf(t.app.ctx.db, id);
    expect(ledger.filter((e) => e.kind === 'OFFER').map((e) => (e.payload as { offerId: string }).offerId)).toEqual([...offerIds]);
    expect(await verifyOf(t, buyer.token, id)).toMatchObject({ valid: true, entries: 2 });
  });
});
