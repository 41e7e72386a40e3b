import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { negotiationLogs } from '../../../db/schema/negotiation';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { answer, changeStatus, offerBody, onlineNegotiation, submit, type Cast } from '../../negotiation/negotiation-online.testing';

// GET /api/secured/generate-report-nego-log/find-by/{negotiationId} (docs/rules/negotiation.md#spec-api-paths-for-outside-clients):
// the log section B of the negotiation minutes prints.

let t: TestApp;
let online: Cast;
beforeAll(async () => {
  t = await startTestApp();
  online = await onlineNegotiation(t);
});
afterAll(async () => {
  await t.close();
});

const log = (token: string | undefined, negotiationId: string) => t.call('GET', `/api/secured/generate-report-nego-log/find-by/${negotiationId}`, { token });

describe('GET generate-report-nego-log/find-by/{negotiationId}', () => {
  it("answers the buyer an online negotiation's offers in ledger order, empty before the first", async () => {
    expect(await log(online.buyer.token, online.negotiation.id)).toEqual({ status: 200, body: { data: { negotiationId: online.negotiation.id, negotiationType: 'ONLINE', rounds: [] } } });
    expect((await changeStatus(t, online.buyer.token, online.negotiation.id, 'ON_GOING')).status).toBe(200);
    expect((await submit(t, online.buyer.token, offerBody(online, ['900', '800']))).status).toBe(200);
    expect((await submit(t, online.vendor.token, offerBody(online, ['950', '850']))).status).toBe(200);
    expect((await answer(t, online.buyer.token, online, 'DEAL')).status).toBe(200);

    const answered = await log(online.buyer.token, online.negotiation.id);
    expect(answered.status).toBe(200);
    expect(answered.body.data.rounds.map((r: { buyerOffer: string | null; vendorOffer: string | null; status: string }) => [r.buyerOffer, r.vendorOffer, r.status])).toEqual([
      ['12200.00', null, 'OFFER'],
      [null, '12900.00', 'OFFER'],
      ['12900.00', null, 'DEAL'],
    ]);
    expect(answered.body.data.rounds.every((r: { at: string }) => !Number.isNaN(Date.parse(r.at)))).toBe(true);
    const text = JSON.stringify(answered.body);
    for (const marker of [online.otherVendor.email, online.otherVendor.accountId, online.otherNegotiation.id]) expect(text).not.toContain(marker);
  });

  it('answers an offline negotiation the rounds typed in, without time or status', async () => {
    const offline = await onlineNegotiation(t, { negotiationType: 'OFFLINE' });
    const at = t.clock.now().getTime();
    await t.app.ctx.db.insert(negotiationLogs).values([
      { negotiationId: offline.negotiation.id, buyerOffer: '12000.00', vendorOffer: '13500.00', createdAt: new Date(at) },
      { negotiationId: offline.negotiation.id, buyerOffer: '12500.00', vendorOffer: null, createdAt: new Date(at + 1) },
    ]);
    expect(await log(offline.buyer.token, offline.negotiation.id)).toEqual({
      status: 200,
      body: {
        data: {
          negotiationId: offline.negotiation.id,
          negotiationType: 'OFFLINE',
          rounds: [
            { at: null, buyerOffer: '12000.00', vendorOffer: '13500.00', status: null },
            { at: null, buyerOffer: '12500.00', vendorOffer: null, status: null },
          ],
        },
      },
    });
  });

  it("answers another company's negotiation the same 404 as an unknown one, refuses vendors and spectators (403) and a call without a token (401)", async () => {
    const unknown = await log(online.buyer.token, randomUUID());
    expect(unknown).toEqual({ status: 404, body: { errors: [{ param: null, msg: NEGOTIATION_MSG.notFound }] } });
    expect(await log(online.stranger.token, online.negotiation.id)).toEqual(unknown);
    expect((await log(online.vendor.token, online.negotiation.id)).status).toBe(403);
    expect((await log(online.spectator.token, online.negotiation.id)).status).toBe(403);
    expect((await log(undefined, online.negotiation.id)).status).toBe(401);
  });

  it('answers 400 for an id that is no UUID', async () => {
    expect(await log(online.buyer.token, 'abc')).toEqual({ status: 400, body: { errors: [{ param: 'negotiationId', msg: PROCUREMENT_MSG.idInvalid }] } });
  });
});
