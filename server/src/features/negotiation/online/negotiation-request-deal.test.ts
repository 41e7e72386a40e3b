import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { chatMessages, negotiationOffers } from '../../../db/schema/negotiation';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { changeStatus, negotiationRow, offerBody, onlineNegotiation, submit, type Cast } from '../negotiation-online.testing';

// POST /api/secured/negotiation-offer/request-deal (docs/rules/negotiation.md#spec-api-paths-for-outside-clients): the
// DEAL move of submit-offer, for outside clients.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const requestDeal = (token: string | undefined, body: unknown) => t.call('POST', '/api/secured/negotiation-offer/request-deal', { token, body });

/** An ON_GOING negotiation with the buyer's offer and the vendor's counter-offer. */
async function negotiating(): Promise<Cast> {
  const cast = await onlineNegotiation(t);
  expect((await changeStatus(t, cast.buyer.token, cast.negotiation.id, 'ON_GOING')).status).toBe(200);
  expect((await submit(t, cast.buyer.token, offerBody(cast, ['900', '800']))).status).toBe(200);
  expect((await submit(t, cast.vendor.token, offerBody(cast, ['950', '850']))).status).toBe(200);
  return cast;
}

describe('POST negotiation-offer/request-deal', () => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await negotiating();
  });

  it('refuses a spectator (403), another company and a vendor of another negotiation (404), and a call without a token (401)', async () => {
    const body = { negotiation: cast.negotiation.id };
    expect(await requestDeal(cast.spectator.token, body)).toEqual({ status: 403, body: { errors: [{ param: null, msg: MSG.spectatorCannotAct }] } });
    const notFound = await requestDeal(cast.stranger.token, body);
    expect(notFound.status).toBe(404);
    expect(await requestDeal(cast.otherVendor.token, body)).toEqual(notFound);
    expect(await requestDeal(cast.buyer.token, { negotiation: randomUUID() })).toEqual(notFound);
    expect((await requestDeal(undefined, body)).status).toBe(401);
    expect(await t.app.ctx.db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, cast.negotiation.id))).toHaveLength(2);
  });

  it('refuses bad input with 400: no negotiation, an id that is no UUID, a status or items of its own, a key of the wrong form', async () => {
    expect((await requestDeal(cast.buyer.token, {})).body.errors).toEqual([{ param: 'negotiation', msg: PROCUREMENT_MSG.idInvalid }]);
    expect((await requestDeal(cast.buyer.token, { negotiation: 'abc' })).body.errors).toEqual([{ param: 'negotiation', msg: PROCUREMENT_MSG.idInvalid }]);
    expect((await requestDeal(cast.buyer.token, { negotiation: cast.negotiation.id, status: 'OFFER' })).body.errors).toEqual([{ param: 'status', msg: 'Unknown field' }]);
    expect((await requestDeal(cast.buyer.token, { negotiation: cast.negotiation.id, negotiationOfferItems: [] })).status).toBe(400);
    expect((await requestDeal(cast.buyer.token, { negotiation: cast.negotiation.id, idempotencyKey: 'x' })).status).toBe(400);
    expect((await requestDeal(cast.buyer.token, { negotiation: cast.negotiation.id, fromAccountId: cast.vendor.accountId })).body.errors).toEqual([{ param: 'fromAccountId', msg: PROCUREMENT_MSG.idInvalid }]);
  });

  it('refuses the side whose turn it is not (422)', async () => {
    const early = await requestDeal(cast.vendor.token, { negotiation: cast.negotiation.id });
    expect(early.status).toBe(422);
    expect(early.body.errors[0].param).toBe('status');
  });

  it("sends the buyer's DEAL, answered as submit-offer answers it; a retry with its key writes nothing more", async () => {
    const key = randomUUID();
    const deal = await requestDeal(cast.buyer.token, { negotiation: cast.negotiation.id, idempotencyKey: key, toAccountId: cast.vendor.accountId });
    expect(deal.status).toBe(200);
    expect(deal.body.data).toMatchObject({ dealFinal: false, offer: { status: 'DEAL', offer: '12900.00', from: { role: 'buyer' }, to: { role: 'vendor' } }, negotiation: { _id: cast.negotiation.id, finalPrice: null } });
    const retry = await requestDeal(cast.buyer.token, { negotiation: cast.negotiation.id, idempotencyKey: key, toAccountId: cast.vendor.accountId });
    expect(retry.body.data.offer._id).toBe(deal.body.data.offer._id);
    // The same key on submit-offer's DEAL is the same move.
    const twin = await submit(t, cast.buyer.token, { negotiation: cast.negotiation.id, status: 'DEAL', idempotencyKey: key, toAccountId: cast.vendor.accountId });
    expect(twin.body.data.offer._id).toBe(deal.body.data.offer._id);
    expect(await t.app.ctx.db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, cast.negotiation.id))).toHaveLength(3);
  });

  it("confirms the deal from the vendor's side: final, with the deal lines in the chat, and nothing of the other vendor in the answer", async () => {
    const confirm = await requestDeal(cast.vendor.token, { negotiation: cast.negotiation.id });
    expect(confirm.status).toBe(200);
    expect(confirm.body.data).toMatchObject({ dealFinal: true, offer: { status: 'DEAL', offer: '12900.00', from: { role: 'vendor', companyName: cast.procurementVendor.name } }, negotiation: { finalPrice: '12900.00' } });
    expect((await negotiationRow(t, cast.negotiation.id)).dealFinal).toBe(true);
    const lines = await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.roomId, cast.negotiation.id));
    expect(lines.map((l) => [l.fromRole, l.waitingDealConfirmation, l.dealConfirmed]).sort()).toEqual([
      ['buyer', true, false],
      ['vendor', false, true],
    ]);
    const text = JSON.stringify(confirm.body);
    for (const marker of [cast.otherVendor.accountId, cast.otherVendor.email, cast.otherNegotiation.id, cast.otherNegotiation.procurementVendorId]) expect(text).not.toContain(marker);
    // Nothing is left to deal.
    expect((await requestDeal(cast.buyer.token, { negotiation: cast.negotiation.id })).status).toBe(422);
  });
});
