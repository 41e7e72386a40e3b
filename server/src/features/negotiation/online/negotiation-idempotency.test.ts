import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG } from '@procura/domain/auction/bidding/idempotency.rules';
import { negotiationLedger, negotiationOffers } from '../../../db/schema/negotiation';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { changeStatus, offerBody, onlineNegotiation, submit } from '../negotiation-online.testing';

// The negotiation's submit-offer keeps its key's request too (decision 166): the same key with another
// move answers 409 and writes nothing; the exact replay answers the first result.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const KEY_REUSED = { errors: [{ param: 'idempotencyKey', msg: IDEMPOTENCY_MSG.keyReused }] };

async function written(negotiationId: string) {
  const offers = await t.app.ctx.db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, negotiationId));
  const ledger = await t.app.ctx.db.select().from(negotiationLedger).where(eq(negotiationLedger.negotiationId, negotiationId));
  return { offers: offers.length, ledger: ledger.length };
}

describe("the negotiation's idempotency key", () => {
  it('refuses the key with other prices, quantities, no items or another move, writes nothing, and answers the exact replay', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    await changeStatus(t, cast.buyer.token, id, 'ON_GOING');
    const body = offerBody(cast, ['900', '800']);
    const first = await submit(t, cast.buyer.token, body);
    expect(first.status).toBe(200);
    const before = await written(id);
    const [item1, item2] = body.negotiationOfferItems as Array<{ negotiationItem: string; offer: string; capableQty: string }>;

    const others: Record<string, unknown>[] = [
      { negotiationOfferItems: [{ ...item1, offer: '850' }, item2] },
      { negotiationOfferItems: [item1, { ...item2, offer: '100' }] },
      { negotiationOfferItems: [{ ...item1, capableQty: '5' }, item2] },
      { negotiationOfferItems: [item1] },
      { negotiationOfferItems: undefined },
      { status: 'NOT_DEAL', negotiationOfferItems: undefined },
      { status: 'DEAL', negotiationOfferItems: undefined },
    ];
    for (const other of others) {
      const answer = await submit(t, cast.buyer.token, { ...body, ...other });
      expect({ other, status: answer.status, body: answer.body }).toEqual({ other, status: 409, body: KEY_REUSED });
    }
    // An amount that is no amount never reaches the key: the body is refused as malformed, and nothing is written either.
    for (const offer of ['abc', '', '-1']) {
      const answer = await submit(t, cast.buyer.token, { ...body, negotiationOfferItems: [{ ...item1, offer }, item2] });
      expect(answer.status).toBe(400);
    }
    expect(await written(id)).toEqual(before);

    // The same move, the items in another order and the amounts spelled otherwise, is the first one's retry.
    const replay = await submit(t, cast.buyer.token, { ...body, negotiationOfferItems: [{ ...item2, offer: '800.00' }, { ...item1, offer: 900 }] });
    expect(replay.status).toBe(200);
    expect(replay.body.data.offer).toEqual(first.body.data.offer);
    expect(await written(id)).toEqual(before);
  });

  it('lets exactly one of two different moves sent at once under one key succeed', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    await changeStatus(t, cast.buyer.token, id, 'ON_GOING');
    const idempotencyKey = `key-${randomUUID()}`;
    const answers = await Promise.all([
      submit(t, cast.buyer.token, offerBody(cast, ['900', '800'], { idempotencyKey })),
      submit(t, cast.buyer.token, offerBody(cast, ['700', '600'], { idempotencyKey })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual(KEY_REUSED);
    const stored = await t.app.ctx.db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, id));
    expect(stored.map((o) => o.total)).toEqual([answers.find((a) => a.status === 200)!.body.data.offer.offer]);
  });
});
