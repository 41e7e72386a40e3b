import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { ChatMessageView, NegotiationItemView, NegotiationOfferView } from '@procura/domain/negotiation/negotiation.views';
import { negotiationItems, negotiationLedger, negotiationOffers } from '../../../db/schema/negotiation';
import { procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { scheduledNegotiation } from '../negotiation.testing';
import { answer, changeStatus, enterNegotiation, negotiationRow, offerBody, onlineNegotiation, refusal, submit, type Client } from '../negotiation-online.testing';

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

type OfferEvent = { offer: NegotiationOfferView; dealFinal: boolean; finalPrice: string | null };

describe('an online negotiation', () => {
  it('runs from Start through offers to a final DEAL and End Session, heard by both parties and the spectator', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    const vendor = await enterNegotiation(t.url, cast.vendor.token, id, opened);
    const watcher = await enterNegotiation(t.url, cast.spectator.token, id, opened);
    expect(vendor.joined).toMatchObject({ viewer: 'vendor', negotiation: { status: 'NOT_STARTED', vendorHasOffered: false }, turn: { canOffer: false, turn: null }, chatRoomId: id });
    expect(vendor.joined.items).toHaveLength(2);
    expect(watcher.joined.viewer).toBe('spectator');

    // Start: the buyer's move, broadcast; the buyer then offers first.
    const status = await t.call('POST', '/api/secured/negotiation/get-status', { token: cast.buyer.token, body: { negotiation: id } });
    expect(status.body.data).toEqual({ status: 'NOT_STARTED', next: [{ status: 'CANCELED', label: { en: 'Cancel', id: 'Batalkan' }, needsReason: true }, { status: 'ON_GOING', label: { en: 'Start', id: 'Mulai' } }] });
    const started = await changeStatus(t, cast.buyer.token, id, 'ON_GOING');
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ _id: id, status: 'ON_GOING' });
    await expect.poll(() => vendor.events<{ status: string }>('NEGOTIATION_STATUS').map((e) => e.status)).toEqual(['ON_GOING']);

    const buyerOffer = await submit(t, cast.buyer.token, offerBody(cast, ['900', '800']));
    expect(buyerOffer.status).toBe(200);
    // 10 x 900 + 4 x 800
    expect(buyerOffer.body.data.offer).toMatchObject({ status: 'OFFER', offer: '12200.00', from: { role: 'buyer' }, to: { role: 'vendor' }, sequence: 2 });
    const vendorOffer = await submit(t, cast.vendor.token, offerBody(cast, ['950', '850']));
    expect(vendorOffer.body.data.offer).toMatchObject({ status: 'OFFER', offer: '12900.00', from: { role: 'vendor', companyName: cast.procurementVendor.name } });
    expect(vendorOffer.body.data.negotiation.vendorHasOffered).toBe(true);

    const buyerDeal = await answer(t, cast.buyer.token, cast, 'DEAL');
    expect(buyerDeal.body.data).toMatchObject({ dealFinal: false, offer: { status: 'DEAL', offer: '12900.00' } });
    const confirm = await answer(t, cast.vendor.token, cast, 'DEAL');
    expect(confirm.body.data).toMatchObject({ dealFinal: true, offer: { status: 'DEAL', offer: '12900.00' }, negotiation: { finalPrice: '12900.00', lastPrice: '14000.00', saving: '7.86' } });

    // Everyone in the room heard every move in order, and the deal's chat lines.
    for (const viewer of [vendor, watcher]) {
      await expect.poll(() => viewer.events<OfferEvent>('NEGOTIATION_OFFER').length).toBe(4);
      expect(viewer.events<OfferEvent>('NEGOTIATION_OFFER').map((e) => [e.offer.status, e.offer.from.role, e.dealFinal, e.finalPrice])).toEqual([
        ['OFFER', 'buyer', false, null],
        ['OFFER', 'vendor', false, null],
        ['DEAL', 'buyer', false, null],
        ['DEAL', 'vendor', true, '12900.00'],
      ]);
      await expect.poll(() => viewer.events<ChatMessageView>('RESPONSE_MESSAGE').length).toBe(2);
      expect(viewer.events<ChatMessageView>('RESPONSE_MESSAGE').map((m) => [m.fromRole, m.chatType, m.priceDeal, m.waitingDealConfirmation, m.dealConfirmed])).toEqual([
        ['buyer', 'OFFER', '12900.00', true, false],
        ['vendor', 'OFFER', '12900.00', false, true],
      ]);
    }

    // The agreed price is the vendor's last price for the procurement, per item too.
    const [pv] = await t.app.ctx.db.select().from(procurementVendors).where(eq(procurementVendors.id, cast.procurementVendor.id));
    expect(pv!.lastPrice).toBe('12900.00');
    const vendorItems = await t.app.ctx.db.select().from(procurementVendorItems).where(eq(procurementVendorItems.procurementVendorId, cast.procurementVendor.id));
    expect(vendorItems.map((i) => i.lastPrice).sort()).toEqual(['850.00', '950.00']);
    const items = await t.app.ctx.db.select().from(negotiationItems).where(eq(negotiationItems.negotiationId, id));
    expect(items.map((i) => [i.finalPrice, i.capableQty]).sort()).toEqual([['850.00', '4.00'], ['950.00', '10.00']]);

    // No move after a final deal; End Session is now offered and writes DONE.
    expect(refusal((await submit(t, cast.buyer.token, offerBody(cast, ['1', '1']))).body)).toBe(MSG.offersClosed);
    const next = await t.call('POST', '/api/secured/negotiation/get-status', { token: cast.buyer.token, body: { negotiation: id } });
    expect(next.body.data.next.map((n: { status: string }) => n.status)).toEqual(['CANCELED', 'DONE']);
    const ended = await changeStatus(t, cast.buyer.token, id, 'DONE');
    expect(ended.body.data).toMatchObject({ status: 'DONE', finalPrice: '12900.00' });
    await expect.poll(() => watcher.events<{ status: string }>('NEGOTIATION_STATUS').map((e) => e.status)).toEqual(['ON_GOING', 'DONE']);

    // The ledger holds every step, chained, and verifies for the parties.
    const ledger = await t.call('GET', `/api/secured/negotiation/${id}/ledger`, { token: cast.buyer.token });
    expect(ledger.body.data.entries.map((e: { kind: string }) => e.kind)).toEqual(['START', 'OFFER', 'OFFER', 'DEAL', 'DEAL', 'END']);
    expect(ledger.body.data.entries.at(-1).payload).toEqual({ finalPrice: '12900.00' });
    const verified = await t.call('GET', `/api/secured/negotiation/${id}/ledger/verify`, { token: cast.vendor.token });
    expect(verified.body.data).toEqual({ valid: true, entries: 6, headHash: ledger.body.data.headHash, firstBrokenSequence: null, problem: null, problems: [] });

    // The reads.
    const all = await t.call('GET', `/api/secured/negotiation-offer/find-by-negotiation/${id}`, { token: cast.spectator.token });
    expect(all.body.data.map((o: NegotiationOfferView) => o.sequence)).toEqual([2, 3, 4, 5]);
    const last = await t.call('GET', `/api/secured/negotiation-offer/find-last-offer-by-negotiation/${id}`, { token: cast.vendor.token });
    expect(last.body.data).toMatchObject({ status: 'DEAL', sequence: 5 });
    const offerItems = await t.call('GET', `/api/secured/negotiation-offer-item/find-by-offer/${buyerOffer.body.data.offer._id}`, { token: cast.vendor.token });
    expect(offerItems.body.data).toHaveLength(2);
    const before = await t.call('POST', '/api/secured/negotiation-offer/find-record-before', { token: cast.buyer.token, body: { negotiationId: id, dateTime: new Date(t.clock.now().getTime() + 1).toISOString() } });
    expect(before.body.data).toHaveLength(4);
  });

  it('goes back to a new offer after NOT_DEAL, then to a deal', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    await changeStatus(t, cast.buyer.token, id, 'ON_GOING');
    await submit(t, cast.buyer.token, offerBody(cast, ['900', '800']));
    expect((await answer(t, cast.vendor.token, cast, 'DEAL')).body.data.dealFinal).toBe(false);
    const declined = await answer(t, cast.buyer.token, cast, 'NOT_DEAL');
    expect(declined.body.data.offer).toMatchObject({ status: 'NOT_DEAL', offer: '12200.00' });
    // The sender of the NOT_DEAL offers next.
    expect(refusal((await submit(t, cast.vendor.token, offerBody(cast, ['950', '850']))).body)).toBe(MSG.notYourTurn);
    expect((await submit(t, cast.buyer.token, offerBody(cast, ['920', '820']))).status).toBe(200);
    await answer(t, cast.vendor.token, cast, 'DEAL');
    const final = await answer(t, cast.buyer.token, cast, 'DEAL');
    expect(final.body.data).toMatchObject({ dealFinal: true, negotiation: { finalPrice: '12480.00' } });
    const chat = await t.call('GET', `/api/chat/messages/${id}`, { token: cast.buyer.token });
    expect(chat.body.data.messages.map((m: ChatMessageView) => [m.fromRole, m.waitingDealConfirmation, m.dealNotConfirmed, m.dealConfirmed])).toEqual([
      ['vendor', true, false, false],
      ['buyer', false, true, false],
      ['vendor', true, false, false],
      ['buyer', false, false, true],
    ]);
  });

  it('ends without a deal at the vendor’s latest offer, and only once the vendor offered', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    await changeStatus(t, cast.buyer.token, id, 'ON_GOING');
    await submit(t, cast.buyer.token, offerBody(cast, ['900', '800']));
    const early = await changeStatus(t, cast.buyer.token, id, 'DONE');
    expect(early.status).toBe(409);
    expect(refusal(early.body)).toBe(MSG.endNeedsVendorOffer);
    await submit(t, cast.vendor.token, offerBody(cast, ['990', '900']));
    await submit(t, cast.buyer.token, offerBody(cast, ['910', '810']));
    const ended = await changeStatus(t, cast.buyer.token, id, 'DONE');
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'DONE', finalPrice: '13500.00' });
    const [pv] = await t.app.ctx.db.select().from(procurementVendors).where(eq(procurementVendors.id, cast.procurementVendor.id));
    expect(pv!.lastPrice).toBe('13500.00');
  });

  it('is canceled with a sanitised reason, told to the room, and a reason of markup only is refused', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    const vendor = await enterNegotiation(t.url, cast.vendor.token, id, opened);
    const empty = await changeStatus(t, cast.buyer.token, id, 'CANCELED', '<script>alert(1)</script>');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ param: 'cancelReason', msg: MSG.cancelReasonRequired }]);
    expect((await changeStatus(t, cast.buyer.token, id, 'CANCELED')).status).toBe(400);
    const canceled = await changeStatus(t, cast.buyer.token, id, 'CANCELED', '<p>Vendor withdrew<script>alert(1)</script></p>');
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ status: 'CANCELED', cancelReason: '<p>Vendor withdrew</p>', canceledBy: 'Test User' });
    await expect.poll(() => vendor.events('NEGOTIATION_STATUS')).toEqual([
      expect.objectContaining({ negotiationId: id, status: 'CANCELED', cancelReason: '<p>Vendor withdrew</p>', canceledBy: 'Test User' }),
    ]);
    const ledger = await t.call('GET', `/api/secured/negotiation/${id}/ledger`, { token: cast.buyer.token });
    expect(ledger.body.data.entries.map((e: { kind: string; payload: unknown }) => [e.kind, e.payload])).toEqual([['CANCEL', { reason: 'Vendor withdrew' }]]);
    expect((await changeStatus(t, cast.buyer.token, id, 'ON_GOING')).status).toBe(409);
  });

  it('answers a retry with the first result and writes nothing more', async () => {
    const cast = await onlineNegotiation(t);
    await changeStatus(t, cast.buyer.token, cast.negotiation.id, 'ON_GOING');
    const body = offerBody(cast, ['900', '800']);
    const first = await submit(t, cast.buyer.token, body);
    const again = await submit(t, cast.buyer.token, body);
    expect(again.status).toBe(200);
    expect(again.body.data.offer).toEqual(first.body.data.offer);
    expect(await t.app.ctx.db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, cast.negotiation.id))).toHaveLength(1);
  });

  it('checks the items, the capable quantities and the sender named in the payload', async () => {
    const cast = await onlineNegotiation(t);
    await changeStatus(t, cast.buyer.token, cast.negotiation.id, 'ON_GOING');
    const body = offerBody(cast, ['900', '800']);
    const items = body.negotiationOfferItems;
    const missing = await submit(t, cast.buyer.token, { ...body, negotiationOfferItems: items.slice(0, 1) });
    expect(missing.body.errors).toEqual([{ param: 'negotiationOfferItems', msg: MSG.itemsMismatch }]);
    const twice = await submit(t, cast.buyer.token, { ...body, negotiationOfferItems: [items[0], items[0]] });
    expect(twice.body.errors).toEqual([{ param: 'negotiationOfferItems', msg: MSG.itemsMismatch }]);
    const big = items.map((i) => ({ ...i, capableQty: '11' }));
    const tooMany = await submit(t, cast.buyer.token, { ...body, negotiationOfferItems: big });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.map((e: { msg: string }) => e.msg).sort()).toEqual([
      'Your input must be above or equal to 4.00 and below or equal to 4.00',
      'Your input must be above or equal to 5.00 and below or equal to 10.00',
    ]);
    const negative = await submit(t, cast.buyer.token, { ...body, negotiationOfferItems: items.map((i) => ({ ...i, offer: '-1' })) });
    expect(negative.status).toBe(400);
    const impostor = await submit(t, cast.buyer.token, { ...body, fromAccountId: cast.vendor.accountId });
    expect(impostor.status).toBe(400);
    expect(impostor.body.errors[0].param).toBe('fromAccountId');
    const wrongTo = await submit(t, cast.buyer.token, { ...body, toAccountId: cast.otherVendor.accountId });
    expect(wrongTo.body.errors[0].param).toBe('toAccountId');
    expect(await t.app.ctx.db.select().from(negotiationLedger).where(and(eq(negotiationLedger.negotiationId, cast.negotiation.id), eq(negotiationLedger.kind, 'OFFER')))).toHaveLength(0);
    const named = await submit(t, cast.buyer.token, { ...body, fromAccountId: cast.buyer.accountId, toAccountId: cast.vendor.accountId });
    expect(named.status).toBe(200);
  });

  it('names the first tampered ledger entry', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    await changeStatus(t, cast.buyer.token, id, 'ON_GOING');
    await submit(t, cast.buyer.token, offerBody(cast, ['900', '800']));
    await submit(t, cast.vendor.token, offerBody(cast, ['950', '850']));
    // The table refuses UPDATE and DELETE (migration 0014); a forger who disables the trigger deletes and re-inserts the row with another amount.
    const db = t.app.ctx.db;
    const [entry] = await db.select().from(negotiationLedger).where(and(eq(negotiationLedger.negotiationId, id), eq(negotiationLedger.sequence, 2)));
    await expect(db.delete(negotiationLedger).where(and(eq(negotiationLedger.negotiationId, id), eq(negotiationLedger.sequence, 2)))).rejects.toThrow();
    await db.execute(sql`alter table negotiation_ledger disable trigger negotiation_ledger_no_delete`);
    await db.delete(negotiationLedger).where(and(eq(negotiationLedger.negotiationId, id), eq(negotiationLedger.sequence, 2)));
    await db.execute(sql`alter table negotiation_ledger enable trigger negotiation_ledger_no_delete`);
    await db.insert(negotiationLedger).values({ ...entry!, payload: { ...(entry!.payload as object), total: '1.00' } });
    const verified = await t.call('GET', `/api/secured/negotiation/${id}/ledger/verify`, { token: cast.buyer.token });
    expect(verified.body.data).toMatchObject({ valid: false, firstBrokenSequence: 2, entries: 3 });
    expect((await negotiationRow(t, id)).sequence).toBe(3);
  });
});

describe('a negotiation created and scheduled through the batch flow', () => {
  it('is started, negotiated to a deal and ended by its buyer and the scheduled PIC', async () => {
    const buyer = await buyerSession(t);
    const scheduled = await scheduledNegotiation(t, buyer);
    const id = scheduled.negotiationId;
    expect((await changeStatus(t, buyer.token, id, 'ON_GOING')).status).toBe(200);
    const items = await t.call('GET', `/api/secured/negotiation-item/find-by-negotiation/${id}`, { token: buyer.token });
    const offerItems = (items.body.data as NegotiationItemView[]).map((i) => ({ negotiationItem: i._id, offer: '100', capableQty: i.procurementItem.quantity }));
    const first = await submit(t, buyer.token, { negotiation: id, status: 'OFFER', negotiationOfferItems: offerItems });
    expect(first.status).toBe(200);
    expect(first.body.data.offer.to.companyName).not.toBe('');
    const vendorItems = offerItems.map((i) => ({ ...i, offer: '120' }));
    expect((await submit(t, scheduled.vendorToken, { negotiation: id, status: 'OFFER', negotiationOfferItems: vendorItems })).status).toBe(200);
    expect((await submit(t, buyer.token, { negotiation: id, status: 'DEAL' })).status).toBe(200);
    const final = await submit(t, scheduled.vendorToken, { negotiation: id, status: 'DEAL' });
    expect(final.body.data.dealFinal).toBe(true);
    const ended = await changeStatus(t, buyer.token, id, 'DONE');
    expect(ended.body.data).toMatchObject({ status: 'DONE', finalPrice: final.body.data.offer.offer });
    const listed = await t.call('GET', `/api/secured/negotiation/find-by-batch/${scheduled.batchId}`, { token: buyer.token });
    expect(listed.body.data.find((n: { _id: string }) => n._id === id)).toMatchObject({ status: 'DONE', finalPrice: final.body.data.offer.offer });
  });
});
