import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import { chatMessages, negotiationLedger, negotiationOffers, negotiations } from '../../../db/schema/negotiation';
import { DATA_NOT_FOUND } from '../../procurement/procurement-access';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { answer, changeStatus, connectAs, joinNegotiation, offerBody, onlineNegotiation, refusal, submit, type Cast, type Client } from '../negotiation-online.testing';

// Every move the turn rules refuse, tried through the API: refused with the rules' message, and
// nothing written (no offer, no ledger entry, no chat line).

let t: TestApp;
const opened: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});
afterAll(async () => {
  await t.close();
});

type Party = 'buyer' | 'vendor';
type Move = 'OFFER' | 'DEAL' | 'NOT_DEAL';
const MOVES: Move[] = ['OFFER', 'DEAL', 'NOT_DEAL'];

async function written(negotiationId: string) {
  const db = t.app.ctx.db;
  const count = async (table: typeof negotiationOffers | typeof negotiationLedger | typeof chatMessages, column: typeof negotiationOffers.negotiationId | typeof negotiationLedger.negotiationId | typeof chatMessages.roomId) =>
    (await db.select().from(table).where(eq(column, negotiationId))).length;
  return [await count(negotiationOffers, negotiationOffers.negotiationId), await count(negotiationLedger, negotiationLedger.negotiationId), await count(chatMessages, chatMessages.roomId)];
}

const tokenOf = (cast: Cast, party: Party) => (party === 'buyer' ? cast.buyer.token : cast.vendor.token);
function attempt(cast: Cast, party: Party, move: Move) {
  return move === 'OFFER' ? submit(t, tokenOf(cast, party), offerBody(cast, ['900', '800'])) : answer(t, tokenOf(cast, party), cast, move);
}

async function expectRefused(cast: Cast, party: Party, move: Move, message: string) {
  const before = await written(cast.negotiation.id);
  const response = await attempt(cast, party, move);
  expect([response.status, refusal(response.body)], `${party} ${move}`).toEqual([422, message]);
  expect(await written(cast.negotiation.id)).toEqual(before);
}

/** Histories built through the API, and what each party may not do at that point. */
const HISTORIES: { name: string; steps: [Party, Move][]; refused: [Party, Move, string][] }[] = [
  {
    name: 'no offer',
    steps: [],
    refused: [['buyer', 'DEAL', MSG.dealNeedsOffer], ['buyer', 'NOT_DEAL', MSG.noOfferToAnswer], ['vendor', 'OFFER', MSG.notYourTurn], ['vendor', 'DEAL', MSG.dealNeedsOffer], ['vendor', 'NOT_DEAL', MSG.noOfferToAnswer]],
  },
  {
    name: "after the buyer's offer",
    steps: [['buyer', 'OFFER']],
    refused: [['buyer', 'OFFER', MSG.notYourTurn], ['buyer', 'DEAL', MSG.notYourTurn], ['buyer', 'NOT_DEAL', MSG.notYourTurn], ['vendor', 'NOT_DEAL', MSG.noOfferToAnswer]],
  },
  {
    name: "while the vendor's DEAL waits",
    steps: [['buyer', 'OFFER'], ['vendor', 'DEAL']],
    refused: [['buyer', 'OFFER', MSG.notYourTurn], ['vendor', 'OFFER', MSG.notYourTurn], ['vendor', 'DEAL', MSG.notYourTurn], ['vendor', 'NOT_DEAL', MSG.notYourTurn]],
  },
  {
    name: "after the buyer's NOT_DEAL",
    steps: [['buyer', 'OFFER'], ['vendor', 'DEAL'], ['buyer', 'NOT_DEAL']],
    refused: [['buyer', 'DEAL', MSG.noOfferToAnswer], ['buyer', 'NOT_DEAL', MSG.noOfferToAnswer], ['vendor', 'OFFER', MSG.notYourTurn], ['vendor', 'DEAL', MSG.notYourTurn], ['vendor', 'NOT_DEAL', MSG.notYourTurn]],
  },
  {
    name: 'after a final deal',
    steps: [['buyer', 'OFFER'], ['vendor', 'DEAL'], ['buyer', 'DEAL']],
    refused: (['buyer', 'vendor'] as Party[]).flatMap((p) => MOVES.map((m) => [p, m, MSG.offersClosed] as [Party, Move, string])),
  },
];

describe('moves out of turn', () => {
  for (const history of HISTORIES) {
    it(`are refused ${history.name}, and nothing is written`, async () => {
      const cast = await onlineNegotiation(t);
      await changeStatus(t, cast.buyer.token, cast.negotiation.id, 'ON_GOING');
      for (const [party, move] of history.steps) expect((await attempt(cast, party, move)).status).toBe(200);
      for (const [party, move, message] of history.refused) await expectRefused(cast, party, move, message);
    });
  }

  for (const status of ['NOT_SCHEDULED', 'NOT_STARTED', 'DONE', 'CANCELED'] as const) {
    it(`are all refused while the negotiation is ${status}`, async () => {
      const cast = await onlineNegotiation(t);
      await t.app.ctx.db.update(negotiations).set({ status }).where(eq(negotiations.id, cast.negotiation.id));
      for (const party of ['buyer', 'vendor'] as Party[]) for (const move of MOVES) await expectRefused(cast, party, move, MSG.offersClosed);
    });
  }

  it('are all refused in an offline negotiation, ON_GOING from its creation', async () => {
    const cast = await onlineNegotiation(t, { negotiationType: 'OFFLINE' });
    await t.app.ctx.db.update(negotiations).set({ status: 'ON_GOING' }).where(eq(negotiations.id, cast.negotiation.id));
    for (const party of ['buyer', 'vendor'] as Party[]) for (const move of MOVES) await expectRefused(cast, party, move, MSG.offersClosed);
  });

  it('of two moves sent at once by the same party, one is taken and the other is out of turn', async () => {
    const cast = await onlineNegotiation(t);
    await changeStatus(t, cast.buyer.token, cast.negotiation.id, 'ON_GOING');
    const answers = await Promise.all([submit(t, cast.buyer.token, offerBody(cast, ['900', '800'])), submit(t, cast.buyer.token, offerBody(cast, ['910', '810']))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(refusal(answers.find((a) => a.status === 422)!.body)).toBe(MSG.notYourTurn);
    await submit(t, cast.vendor.token, offerBody(cast, ['950', '850']));
    // Two tabs of the buyer answer the same offer: one DEAL waits, the other is refused.
    const deals = await Promise.all([answer(t, cast.buyer.token, cast, 'DEAL'), answer(t, cast.buyer.token, cast, 'DEAL')]);
    expect(deals.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await written(cast.negotiation.id)).toEqual([3, 4, 1]);
  });

  it('a spectator can make none, and is told so (403)', async () => {
    const cast = await onlineNegotiation(t);
    await changeStatus(t, cast.buyer.token, cast.negotiation.id, 'ON_GOING');
    for (const body of [offerBody(cast, ['900', '800']), { negotiation: cast.negotiation.id, status: 'DEAL' }, { negotiation: cast.negotiation.id, status: 'NOT_DEAL' }]) {
      const response = await submit(t, cast.spectator.token, body);
      expect([response.status, refusal(response.body)]).toEqual([403, MSG.spectatorCannotAct]);
    }
    expect(await written(cast.negotiation.id)).toEqual([0, 1, 0]);
  });
});

describe('strangers', () => {
  it("another company's buyer and another negotiation's vendor get 404 everywhere and cannot join", async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    await changeStatus(t, cast.buyer.token, id, 'ON_GOING');
    const offer = await submit(t, cast.buyer.token, offerBody(cast, ['900', '800']));
    for (const token of [cast.stranger.token, cast.otherVendor.token]) {
      const calls = [
        submit(t, token, offerBody(cast, ['900', '800'])),
        t.call('POST', '/api/secured/negotiation/get-status', { token, body: { negotiation: id } }),
        changeStatus(t, token, id, 'CANCELED', 'No'),
        t.call('GET', `/api/secured/negotiation-offer/find-by-negotiation/${id}`, { token }),
        t.call('GET', `/api/secured/negotiation-offer/find-last-offer-by-negotiation/${id}`, { token }),
        t.call('GET', `/api/secured/negotiation-offer-item/find-by-offer/${offer.body.data.offer._id}`, { token }),
        t.call('GET', `/api/secured/negotiation/${id}/ledger`, { token }),
        t.call('GET', `/api/chat/messages/${id}`, { token }),
      ];
      for (const response of await Promise.all(calls)) expect([response.status, refusal(response.body)]).toEqual([404, DATA_NOT_FOUND]);
      const socket = await connectAs(t.url, token);
      opened.push(socket);
      expect(await joinNegotiation(socket, id)).toEqual({ errors: [{ param: null, msg: DATA_NOT_FOUND }] });
      expect(await socket.timeout(5_000).emitWithAck('JOIN_CHAT_ROOM', { roomId: id })).toEqual({ errors: [{ param: null, msg: DATA_NOT_FOUND }] });
    }
    // The vendor of the negotiation may not move its status (403), nor may it be moved from NOT_STARTED by a vendor.
    expect((await changeStatus(t, cast.vendor.token, id, 'DONE')).status).toBe(403);
    expect(await written(id)).toEqual([1, 2, 0]);
  });
});
