import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import { type LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../testing/test-app';
import { auctionRow, behindHeldRow, MINUTE, runningSession, standingsOf } from '../../auction-bidding.testing';
import { ledgerOf } from '../../ledger/auction-ledger.store';
import { enterRoom, sendOffer } from '../../auction-room-client.testing';
import type { AuctionClient } from '../../auction-client.testing';
import { storedLedgerVerification } from '../../ledger/auction-ledger.testing';

// Group commit (decision 215): offers that reach a session while its previous
// write is in flight are judged in order against the standing each will meet and written in one
// statement. What a user can tell: one order (the ledger's) that keeps every rule, every
// acknowledged offer in the ledger at the place its answer says, no answer for an offer that is
// not there, a key answering only its own request, and the stored standings equal to a replay.

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const DECREMENT = 1_000_000;
type Answer = { status: number; body: { data?: MakeOfferResult; errors?: Array<{ param: string | null; msg: string }> } };
const post = (token: string, auctionId: string, body: Record<string, unknown>) =>
  t.call('POST', `/api/secured/auction/${auctionId}/offers`, { token, body }) as Promise<Answer>;
const offersIn = (ledger: LedgerEntry[]) => ledger.filter((e) => e.kind === 'OFFER').map((e) => ({ sequence: e.sequence, ...(e.payload as { offerId: string; totalOffer: string }) }));

/** Counts the statements that write a group (one INSERT into the ledger each) while `work` runs. */
async function groupWrites<T>(work: () => Promise<T>): Promise<{ result: T; writes: number }> {
  const dialect = new PgDialect();
  const db = t.app.ctx.db as unknown as { execute(query: SQL): Promise<unknown> };
  const spy = vi.spyOn(db, 'execute');
  try {
    const result = await work();
    const writes = spy.mock.calls.filter(([query]) => /insert into auction_ledger/.test(dialect.sqlToQuery(query as SQL).sql)).length;
    return { result, writes };
  } finally {
    spy.mockRestore();
  }
}

/** Every answer against the ledger: accepted ones are there at their sequence and price; the count matches; the stored standing is the replay's. */
async function expectAnswersMatchLedger(auctionId: string, buyerToken: string, answers: Answer[], after = 0) {
  const ledger = await ledgerOf(t.app.ctx.db, auctionId);
  expect(ledger.map((e) => e.sequence)).toEqual(ledger.map((_, i) => i + 1));
  const offers = offersIn(ledger).filter((o) => o.sequence > after);
  const bySequence = new Map(offers.map((o) => [o.sequence, o]));
  const accepted = answers.filter((a) => a.status === 200).map((a) => a.body.data!.offer);
  for (const offer of accepted) {
    expect(bySequence.get(offer.sequence)).toMatchObject({ offerId: offer.offerId, totalOffer: offer.totalOffer });
    // The receipt is the ledger's: the offer's entry, and a head at or after it.
    expect(offer.receipt.entryHash).toBe(ledger[offer.sequence - 1]!.hash);
    expect(ledger.some((e) => e.sequence >= offer.sequence && e.hash === offer.receipt.headHash)).toBe(true);
  }
  expect(new Set(accepted.map((o) => o.offerId)).size).toBe(offers.length);
  const standing = replay('REVERSE', ledger);
  const row = await auctionRow(t, auctionId);
  expect([row.sequence, row.leadingPrice, row.ledgerHeadHash, row.endTime.toISOString()]).toEqual([ledger.at(-1)!.sequence, standing.leadingPrice, ledger.at(-1)!.hash, standing.endTime]);
  const stored = Object.fromEntries((await standingsOf(t, auctionId)).filter((s) => s.lastTotal !== null).map((s) => [s.procurementVendorId, [s.lastTotal, s.lastSequence]]));
  const replayed = Object.fromEntries(Object.values(standing.vendors).map((v) => [v.procurementVendorId, [v.lastOffer!.totalOffer, v.lastSequence]]));
  expect(stored).toEqual(replayed);
  // The chain itself (the HTTP verification has its budget per account, decision 221, and its own tests).
  expect((await storedLedgerVerification(t.app.ctx.db, auctionId))).toMatchObject({ valid: true, entries: ledger.length });
  return offers;
}

describe('offers that arrive together', () => {
  it('are written as one group behind the write in flight, in one order that keeps the decrement (20 vendors at the same instant)', async () => {
    const { buyer, auction, vendors } = await runningSession(t, { vendors: 20 });
    // Over sockets, as browsers send them. The session row is held by another writer while the
    // twenty commands arrive (the first one's write waits for it), so they all meet a write in flight.
    const rooms = await Promise.all(vendors.map((v) => enterRoom(t.url, v.token, auction.id, sockets)));
    const { result: acks, writes } = await groupWrites(() =>
      behindHeldRow(t, auction.id, () => Promise.all(rooms.map((room, i) => sendOffer(room, auction.id, { totalOffer: String(299_000_000 - i * 1_500_000) }))), 500),
    );
    const answers: Answer[] = acks.map((ack) => ('data' in ack ? { status: 200, body: { data: ack.data } } : { status: 422, body: { errors: ack.errors } }));
    const offers = await expectAnswersMatchLedger(auction.id, buyer.token, answers);
    // How many are accepted depends on the order the twenty sockets happen to deliver them
    // (a lower offer arriving early refuses the higher ones behind it); every one is answered.
    expect(offers.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    // The first offer alone, then the nineteen that waited behind it in one statement.
    expect(writes).toBe(2);
    const prices = offers.map((o) => Number(o.totalOffer));
    prices.slice(1).forEach((price, i) => expect(prices[i]! - price).toBeGreaterThanOrEqual(DECREMENT));
    // A refusal names the price that led at its turn in that order, and was right to refuse.
    const led = new Set([300_000_000, ...prices].map((p) => p.toLocaleString('en-US')));
    answers.forEach((answer, i) => {
      if (answer.status === 200) return;
      const named = /lower than ([\d,]+)\.00/.exec(answer.body.errors![0]!.msg)?.[1] ?? '';
      expect(led.has(named), answer.body.errors![0]!.msg).toBe(true);
      expect(299_000_000 - i * 1_500_000).toBeGreaterThan(Number(named.replace(/,/g, '')) - DECREMENT);
    });
  }, 60_000);

  it('answers a key sent twice in one burst with one offer, and the key with another body with 409', async () => {
    const { buyer, auction, vendors } = await runningSession(t, { vendors: 3 });
    const [a, b, c] = vendors;
    const key = randomUUID();
    // The first one goes ahead (its write waits for the held row); the others arrive behind it in any order.
    const answers = await behindHeldRow(t, auction.id, async () => {
      const first = post(a!.token, auction.id, { idempotencyKey: key, totalOffer: '289000000' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rest = [
        post(b!.token, auction.id, { idempotencyKey: randomUUID(), totalOffer: '290000000' }),
        post(a!.token, auction.id, { idempotencyKey: key, totalOffer: '289000000' }),
        post(a!.token, auction.id, { idempotencyKey: key, totalOffer: '280000000' }),
        post(c!.token, auction.id, { idempotencyKey: randomUUID(), totalOffer: '300000000' }),
      ];
      return Promise.all([first, ...rest]);
    });
    expect(answers.map((x) => x.status)).toEqual([200, 422, 200, 409, 422]);
    expect(answers[2]!.body.data!.offer.offerId).toBe(answers[0]!.body.data!.offer.offerId);
    const offers = await expectAnswersMatchLedger(auction.id, buyer.token, answers);
    expect(offers.map((o) => o.totalOffer)).toEqual(['289000000.00']);
  });

  it('extends the end once per offer in injury time, each judged on the end the one before left', async () => {
    const { buyer, auction, vendors } = await runningSession(t, {
      vendors: 4,
      durationMs: 10 * MINUTE,
      // CLOSE: each vendor's first offer stands in any order of arrival.
      session: { auctionType: 'CLOSE', periodType: 'INJURY_TIME', injuryTimeBeforeEnd: '5', timeExtension: '1', maxSessionExtension: 2 },
    });
    t.clock.advance(9 * MINUTE);
    const answers = await behindHeldRow(t, auction.id, () => Promise.all(vendors.map((v, i) => post(v.token, auction.id, { idempotencyKey: randomUUID(), totalOffer: String(299_000_000 - i * 1_000_000) }))));
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    await expectAnswersMatchLedger(auction.id, buyer.token, answers);
    const ledger = await ledgerOf(t.app.ctx.db, auction.id);
    expect(ledger.filter((e) => e.kind === 'EXTENSION')).toHaveLength(2);
  });

  it('keeps every rule for any burst (property: random vendors, prices, repeated keys)', async () => {
    const { buyer, auction, vendors } = await runningSession(t, { vendors: 6 });
    let leading = 300_000_000;
    const burst = fc.array(
      fc.record({ vendor: fc.nat(vendors.length - 1), step: fc.integer({ min: -1, max: 4 }), repeat: fc.boolean() }),
      { minLength: 1, maxLength: 12 },
    );
    await fc.assert(
      fc.asyncProperty(burst, async (offers) => {
        const before = (await auctionRow(t, auction.id)).sequence;
        const keys: string[] = [];
        const sends = () =>
          Promise.all(
            offers.map(({ vendor, step, repeat }) => {
              const key = repeat && keys.length > 0 ? keys.at(-1)! : randomUUID();
              keys.push(key);
              return post(vendors[vendor]!.token, auction.id, { idempotencyKey: key, totalOffer: String(leading - step * DECREMENT) });
            }),
          );
        const answers = await behindHeldRow(t, auction.id, sends, 100);
        for (const answer of answers) expect([200, 409, 422], JSON.stringify(answer.body)).toContain(answer.status);
        const ledgerOffers = await expectAnswersMatchLedger(auction.id, buyer.token, answers, before);
        const prices = ledgerOffers.map((o) => Number(o.totalOffer));
        prices.slice(1).forEach((price, i) => expect(prices[i]! - price).toBeGreaterThanOrEqual(DECREMENT));
        leading = prices.at(-1) ?? leading;
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
