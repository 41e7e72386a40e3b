import { eq, sql } from 'drizzle-orm';
import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementVendors } from '../../../db/schema/procurement';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offer, offersOf, runningSession, standingsOf } from '../auction-bidding.testing';
import { invitedSession, vendorToken } from '../auction-invitation.testing';
import { disqualifyOffer, requestDisqualification } from './auction-disqualification.service';
import { ledgerOf } from '../ledger/auction-ledger.store';

// The offer command over HTTP on the test clock (docs/rules/auction-bidding.md#offers, docs/rules/auction-bidding.md#contract, docs/rules/auction-bidding.md#ledger): the server alone decides.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const errorOf = (answer: { body: { errors?: { msg: string }[] } }) => answer.body.errors?.[0]?.msg;

describe('an OPEN total-price reverse auction', () => {
  it('accepts offers that beat the leading price by the decrement and refuses the others with the spec’s text', async () => {
    const { auction, vendors } = await runningSession(t);
    const [a, b] = vendors;
    const first = await offer(t, a!.token, auction.id, { totalOffer: '299,000,000' });
    expect(first.status).toBe(200);
    expect(first.body.data.offer).toMatchObject({ label: '(You)', you: true, totalOffer: '299000000.00', vendorId: null, priceTooLow: false });
    expect(first.body.data.state).toMatchObject({ leadingPrice: '299000000.00', you: { ranking: 1, lastOffer: '299000000.00' } });

    const tooHigh = await offer(t, b!.token, auction.id, { totalOffer: '298500000' });
    expect(tooHigh.status).toBe(422);
    expect(errorOf(tooHigh)).toBe('Your offer should be lower than 299,000,000.00 with minimal decrement 1,000,000.00');
    expect(errorOf(await offer(t, b!.token, auction.id, { totalOffer: '0' }))).toBe(
      'Your offer should be lower than 299,000,000.00 with minimal decrement 1,000,000.00 and above 0',
    );
    expect(errorOf(await offer(t, b!.token, auction.id, { totalOffer: 'abc' }))).toBe('Please enter an amount of at most 15 digits and 2 decimals');
    expect(errorOf(await offer(t, b!.token, auction.id, { totalOffer: '1234567890123456' }))).toBe('Please enter an amount of at most 15 digits and 2 decimals');
    expect(errorOf(await offer(t, b!.token, auction.id, { totalOffer: '-5' }))).toBe('Please enter an amount of at most 15 digits and 2 decimals');

    const second = await offer(t, b!.token, auction.id, { totalOffer: '200000000' });
    expect(second.body.data.offer.priceTooLow).toBe(true);
    expect(second.body.data.state.ranks.map((r: { label: string; ranking: number }) => [r.label, r.ranking])).toEqual([
      ['(You)', 1],
      ['Other Vendor', 2],
    ]);

    const row = await auctionRow(t, auction.id);
    expect(row).toMatchObject({ leadingPrice: '200000000.00', sequence: 3 });
    expect((await offersOf(t, auction.id)).map((o) => o.totalOffer)).toEqual(['299000000.00', '200000000.00']);
    const verify = await t.call('GET', `/api/secured/auction/${auction.id}/ledger/verify`, { token: a!.token });
    expect(verify.body.data).toEqual({
      valid: true,
      entries: 3,
      headHash: row.ledgerHeadHash,
      firstBrokenSequence: null,
      storedHead: { sequence: 3, headHash: row.ledgerHeadHash },
      problem: null,
      problems: [],
    });
  });

  it('keeps the stored standing equal to a replay of the ledger', async () => {
    const { auction, vendors } = await runningSession(t, { vendors: 3 });
    for (const [i, price] of ['290000000', '280000000', '270000000', '260000000'].entries()) {
      expect((await offer(t, vendors[i % 3]!.token, auction.id, { totalOffer: price })).status).toBe(200);
    }
    const standing = replay('REVERSE', await ledgerOf(t.app.ctx.db, auction.id));
    const row = await auctionRow(t, auction.id);
    expect(row.leadingPrice).toBe(standing.leadingPrice);
    expect(row.sequence).toBe(standing.sequence);
    for (const stored of await standingsOf(t, auction.id)) {
      expect(stored.lastTotal).toBe(standing.vendors[stored.procurementVendorId]?.lastOffer?.totalOffer ?? null);
    }
  });

  it('answers a retry with the same key with the first answer and writes nothing', async () => {
    const { auction, vendors } = await runningSession(t);
    const body = { idempotencyKey: 'retry-key-0001', totalOffer: '299000000' };
    const first = await offer(t, vendors[0]!.token, auction.id, body);
    const again = await offer(t, vendors[0]!.token, auction.id, body);
    expect(again.status).toBe(200);
    expect(again.body.data.offer).toEqual(first.body.data.offer);
    expect(await offersOf(t, auction.id)).toHaveLength(1);
    expect((await auctionRow(t, auction.id)).sequence).toBe(2);
  });

  it('orders 8 simultaneous offers so that no two accepted ones break the decrement', async () => {
    const { auction, vendors } = await runningSession(t, { vendors: 8 });
    const answers = await Promise.all(vendors.map((v, i) => offer(t, v.token, auction.id, { totalOffer: String(299_000_000 - i * 500_000) })));
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    const accepted = (await offersOf(t, auction.id)).map((o) => Number(o.totalOffer));
    expect(accepted.length).toBeGreaterThan(0);
    accepted.slice(1).forEach((price, i) => expect(accepted[i]! - price).toBeGreaterThanOrEqual(1_000_000));
    expect((await auctionRow(t, auction.id)).leadingPrice).toBe(accepted.at(-1)!.toFixed(2));
  });
});

describe('who may offer, and when', () => {
  it('refuses the buyer, a vendor that did not attend, another company’s vendor, and offers outside the session’s time', async () => {
    const { buyer, auction, vendors } = await runningSession(t);
    expect((await offer(t, buyer.token, auction.id, { totalOffer: '299000000' })).status).toBe(403);
    const other = await runningSession(t);
    expect((await offer(t, other.vendors[0]!.token, auction.id, { totalOffer: '299000000' })).status).toBe(404);

    const waiting = await invitedSession(t);
    const early = await offer(t, waiting.vendors[0]!.token, waiting.auction.id, { totalOffer: '299000000' });
    expect(early.status).toBe(403);

    t.clock.advance(61 * MINUTE);
    // A fresh sign-in: the access token of an hour ago has expired.
    const late = await offer(t, await vendorToken(t, vendors[0]!.email), auction.id, { totalOffer: '299000000' });
    expect(late.status).toBe(422);
    expect(errorOf(late)).toBe("Can't submit offer. Auction has been finished");
  });

  it('says the auction has not started to an attending vendor before the start', async () => {
    const now = t.clock.now().getTime();
    const { auction, vendors } = await invitedSession(t, { session: { startTime: new Date(now + 10 * MINUTE), endTime: new Date(now + 70 * MINUTE) } });
    await t.call('POST', '/api/secured/auction/attend-auction', { token: vendors[0]!.token, body: { auctionInvitationId: vendors[0]!.invitationId, isAttending: true, termsAccepted: true } });
    const early = await offer(t, vendors[0]!.token, auction.id, { totalOffer: '299000000' });
    expect([early.status, errorOf(early)]).toEqual([422, 'The auction has not started yet']);
  });

  it('refuses malformed bodies in the envelope', async () => {
    const { auction, vendors } = await runningSession(t);
    for (const body of [{ idempotencyKey: 'short', totalOffer: '1' }, { totalOffer: '1' }, { idempotencyKey: 'valid-key-123', totalOffer: { $gt: 1 } }, { idempotencyKey: 'valid-key-123', extra: 1 }]) {
      const answer = await t.call('POST', `/api/secured/auction/${auction.id}/offers`, { token: vendors[0]!.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ msg: expect.any(String) });
    }
  });
});

describe('injury time', () => {
  it('extends the end for offers in the last minutes, up to the cap, and records each extension', async () => {
    const { auction, vendors } = await runningSession(t, {
      durationMs: 10 * MINUTE,
      session: { periodType: 'INJURY_TIME', injuryTimeBeforeEnd: '2', timeExtension: '1', maxSessionExtension: 2 },
    });
    const plannedEnd = (await auctionRow(t, auction.id)).endTime.getTime();
    await offer(t, vendors[0]!.token, auction.id, { totalOffer: '299000000' });
    expect((await auctionRow(t, auction.id)).extensionsUsed).toBe(0);
    t.clock.advance(9 * MINUTE);
    const prices = ['298000000', '297000000', '296000000'];
    for (const [i, price] of prices.entries()) expect((await offer(t, vendors[(i + 1) % 2]!.token, auction.id, { totalOffer: price })).status).toBe(200);
    const row = await auctionRow(t, auction.id);
    expect(row.extensionsUsed).toBe(2);
    expect(row.endTime.getTime()).toBe(plannedEnd + 2 * MINUTE);
    const extensions = (await ledgerOf(t.app.ctx.db, auction.id)).filter((e) => e.kind === 'EXTENSION');
    expect(extensions.map((e) => e.payload)).toEqual([
      expect.objectContaining({ extensionsUsed: 1, cause: 'INJURY_TIME' }),
      expect.objectContaining({ extensionsUsed: 2, cause: 'INJURY_TIME' }),
    ]);
    expect(replay('REVERSE', await ledgerOf(t.app.ctx.db, auction.id)).endTime).toBe(row.endTime.toISOString());
  });

  it('never moves a limited-time session', async () => {
    const { auction, vendors } = await runningSession(t, { durationMs: 10 * MINUTE, session: { injuryTimeBeforeEnd: '2', timeExtension: '1', maxSessionExtension: 2 } });
    const plannedEnd = (await auctionRow(t, auction.id)).endTime.getTime();
    t.clock.advance(9 * MINUTE);
    await offer(t, vendors[0]!.token, auction.id, { totalOffer: '299000000' });
    expect((await auctionRow(t, auction.id)).endTime.getTime()).toBe(plannedEnd);
  });
});

describe('disqualification', () => {
  it('lets a vendor ask about its latest offer once, and the buyer disqualify it: the vendor falls back', async () => {
    const { buyer, auction, vendors } = await runningSession(t);
    const [a, b] = vendors;
    const a1 = (await offer(t, a!.token, auction.id, { totalOffer: '299000000' })).body.data.offer;
    const a2 = (await offer(t, a!.token, auction.id, { totalOffer: '250000000' })).body.data.offer;
    await offer(t, b!.token, auction.id, { totalOffer: '280000000' }).then((r) => expect(r.status).toBe(422));
    const vendorUser = { id: a!.accountId, role: 'seller_auction' as const } as never;
    await expect(requestDisqualification(t.app.ctx, vendorUser, { auctionId: auction.id, offerId: a1.offerId, reason: 'typo' })).rejects.toMatchObject({
      errors: [{ msg: 'You can ask to disqualify only your latest offer' }],
    });
    const asked = await requestDisqualification(t.app.ctx, vendorUser, { auctionId: auction.id, offerId: a2.offerId, reason: 'typo in the price' });
    expect(asked.offer).toMatchObject({ disqualificationRequested: true, disqualifyReason: 'typo in the price', you: true });
    await expect(requestDisqualification(t.app.ctx, vendorUser, { auctionId: auction.id, offerId: a2.offerId, reason: 'again' })).rejects.toMatchObject({
      errors: [{ msg: 'You have already asked to disqualify this offer' }],
    });

    const buyerUser = { id: buyer.accountId, role: 'buyer_auction' as const } as never;
    const decided = await disqualifyOffer(t.app.ctx, buyerUser, { auctionId: auction.id, offerId: a2.offerId, reason: 'confirmed typo' });
    expect(decided.offer).toMatchObject({ priceDisqualified: true, label: a!.name });
    const row = await auctionRow(t, auction.id);
    expect(row.leadingPrice).toBe('299000000.00');
    expect((await standingsOf(t, auction.id)).find((s) => s.procurementVendorId === a!.procurementVendorId)?.lastTotal).toBe('299000000.00');
    // B may now offer against the fallen-back leading price.
    expect((await offer(t, b!.token, auction.id, { totalOffer: '280000000' })).status).toBe(200);
    const kinds = (await ledgerOf(t.app.ctx.db, auction.id)).map((e) => e.kind);
    expect(kinds).toEqual(['START', 'OFFER', 'OFFER', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION', 'OFFER']);
  });
});

describe('the end', () => {
  it('ends by the scheduler with a STOP entry and writes the final prices of a REALTIME session to the procurement', async () => {
    const { buyer, auction, vendors, procurement } = await runningSession(t, { durationMs: 5 * MINUTE });
    await offer(t, vendors[0]!.token, auction.id, { totalOffer: '290000000' });
    await offer(t, vendors[1]!.token, auction.id, { totalOffer: '280000000' });
    t.clock.advance(5 * MINUTE);
    await t.app.scheduler.tick();
    const row = await auctionRow(t, auction.id);
    expect(row.status).toBe('DONE');
    const ledger = await ledgerOf(t.app.ctx.db, auction.id);
    expect(ledger.at(-1)).toMatchObject({ kind: 'STOP', payload: { endTime: row.endTime.toISOString() } });
    // The Evaluation Score table names the auction's result.
    const evaluation = await t.call('GET', `/api/secured/procurement/${procurement.id}/evaluation`, { token: buyer.token });
    const rows = evaluation.body.data.rows as { vendorId: string; lastPrice: string | null }[];
    expect(rows.slice(0, 2).map((r) => [r.vendorId, r.lastPrice])).toEqual([
      [vendors[1]!.procurementVendorId, '280000000.00'],
      [vendors[0]!.procurementVendorId, '290000000.00'],
    ]);
  });

  it('leaves the procurement’s prices alone after a SIMULATION', async () => {
    const { auction, vendors, procurement } = await runningSession(t, { durationMs: 5 * MINUTE, session: { auctionModel: 'SIMULATION' } });
    await offer(t, vendors[0]!.token, auction.id, { totalOffer: '290000000' });
    t.clock.advance(5 * MINUTE);
    await t.app.scheduler.tick();
    const rows = await t.app.ctx.db.select({ lastPrice: procurementVendors.lastPrice }).from(procurementVendors).where(eq(procurementVendors.procurementId, procurement.id));
    expect(rows.every((r) => r.lastPrice === null)).toBe(true);
  });
});

describe('the ledger', () => {
  it('refuses any UPDATE, and the verifier names the first entry whose stored amount was changed', async () => {
    const { buyer, auction, vendors } = await runningSession(t);
    for (const price of ['299000000', '298000000', '297000000']) await offer(t, vendors[0]!.token, auction.id, { totalOffer: price });
    await expect(t.app.ctx.db.execute(sql`update auction_ledger set hash = hash where auction_id = ${auction.id}`)).rejects.toThrow();
    await t.app.ctx.db.execute(sql`alter table auction_ledger disable trigger auction_ledger_no_update`);
    await t.app.ctx.db.execute(
      sql`update auction_ledger set payload = jsonb_set(payload, '{totalOffer}', '"1.00"') where auction_id = ${auction.id} and sequence = 3`,
    );
    await t.app.ctx.db.execute(sql`alter table auction_ledger enable trigger auction_ledger_no_update`);
    const verify = await t.call('GET', `/api/secured/auction/${auction.id}/ledger/verify`, { token: buyer.token });
    expect(verify.body.data).toMatchObject({ valid: false, firstBrokenSequence: 3 });
  });

  it('gives the buyer every entry while the session runs, a vendor nothing before the end (its copy: auction-ledger-copy.test)', async () => {
    const { buyer, auction, vendors } = await runningSession(t);
    await offer(t, vendors[0]!.token, auction.id, { totalOffer: '299000000' });
    await offer(t, vendors[1]!.token, auction.id, { totalOffer: '298000000' });
    const all = await t.call('GET', `/api/secured/auction/${auction.id}/ledger`, { token: buyer.token });
    expect(all.body.data.entries.map((e: { kind: string }) => e.kind)).toEqual(['START', 'OFFER', 'OFFER']);
    const early = await t.call('GET', `/api/secured/auction/${auction.id}/ledger`, { token: vendors[0]!.token });
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).not.toContain(vendors[1]!.procurementVendorId);
  });
});
