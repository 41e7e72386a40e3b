import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { auctionInvitations, auctions } from '../../../db/schema/auction';
import { procurementVendorItems } from '../../../db/schema/procurement';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { HOUR } from '../auction-session.testing';
import { invitedSession } from '../auction-invitation.testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const error = (status: number, msg: string, param: string | null = null) => ({ status, body: { errors: [{ param, msg }] } });
const answerOf = (a: { status: number; body: unknown }) => ({ status: a.status, body: a.body });
const validate = (token: string, code: string, body: unknown = {}) => t.call('POST', `/api/secured/auction/validate-invitation-code/${code}`, { token, body });
const attend = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/secured/auction/attend-auction', { token, body });
/** The start time (the due date) reached, without moving the clock past the tokens' 15 minutes. */
const reachDueDate = (auctionId: string) => t.app.ctx.db.update(auctions).set({ startTime: t.clock.now() }).where(eq(auctions.id, auctionId));
const invitationRow = async (id: string) => (await t.app.ctx.db.select().from(auctionInvitations).where(eq(auctionInvitations.id, id)))[0]!;

describe('validate-invitation-code', () => {
  it('answers the signed-in vendor its own invitation, with the items and the due date', async () => {
    const { auction, vendors, procurement, itemIds } = await invitedSession(t);
    const v = vendors[0]!;
    const answer = await validate(v.token, v.code, { email: v.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      invitationId: v.invitationId,
      auctionId: auction.id,
      procurementId: procurement.id,
      status: 'NOT_CONFIRMED',
      joinedStatus: 'NOT_JOINED',
      vendorEmail: v.email,
      vendorName: v.name,
      auction: { status: 'NOT_STARTED', dueDate: auction.startTime.toISOString(), duration: '60.00' },
      procurement: { procurementName: procurement.procurementName, companyName: 'PT Maju Jaya', biddingType: 'TOTAL_PRICE' },
      documents: [],
      canAnswer: true,
    });
    expect(answer.body.data.items.map((i: { procurementItemId: string }) => i.procurementItemId)).toEqual(itemIds);
    // The session's rules, before the vendor decides (decision 195).
    expect(answer.body.data.rules).toMatchObject({ auctionType: auction.auctionType, proxyBidding: true, extensionTrigger: 'ANY_OFFER', tieRule: 'EARLIER_WINS', slipWarningPercent: 10 });
  });

  it('refuses another vendor (404), another e-mail (404) and an unknown or malformed code (410 / 400)', async () => {
    const { vendors } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    expect(answerOf(await validate(b.token, a.code))).toEqual(error(404, 'Data not found'));
    expect(answerOf(await validate(a.token, a.code, { email: b.email }))).toEqual(error(404, 'Data not found'));
    expect(answerOf(await validate(a.token, 'A'.repeat(43)))).toEqual(error(410, AUCTION_MSG.linkExpired));
    expect(answerOf(await validate(a.token, 'short'))).toEqual(error(400, AUCTION_MSG.linkExpired, 'code'));
    expect((await t.call('POST', `/api/secured/auction/validate-invitation-code/${a.code}`, { body: {} })).status).toBe(401);
  });

  it('expires the link of a finished or canceled session, and after the start unless the vendor attends', async () => {
    const { auction, vendors } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    expect((await attend(a.token, { auctionInvitationId: a.invitationId, isAttending: true, termsAccepted: true })).status).toBe(200);
    await reachDueDate(auction.id);
    // Started: the attending vendor's link opens the room; the other's has expired.
    const open = await validate(a.token, a.code);
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ status: 'ATTEND', canAnswer: false });
    expect(answerOf(await validate(b.token, b.code))).toEqual(error(410, AUCTION_MSG.linkExpired));
    for (const status of ['DONE', 'CANCELED'] as const) {
      await t.app.ctx.db.update(auctions).set({ status }).where(eq(auctions.id, auction.id));
      expect(answerOf(await validate(a.token, a.code))).toEqual(error(410, AUCTION_MSG.linkExpired));
    }
  });
});

describe('own invitation and the vendor home', () => {
  it('reads its own invitation by id at both paths, never another vendor\'s', async () => {
    const { vendors } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    for (const path of [`/api/secured/auction-invitation/${a.invitationId}`, `/api/auction-invitation/${a.invitationId}`]) {
      expect((await t.call('GET', path, { token: a.token })).body.data.invitationId).toBe(a.invitationId);
      expect(answerOf(await t.call('GET', path, { token: b.token }))).toEqual(error(404, 'Data not found'));
      expect((await t.call('GET', path)).status).toBe(401);
    }
  });

  it('lists a vendor\'s invitations across companies, the latest start first', async () => {
    const first = await invitedSession(t);
    const v = first.vendors[0]!;
    // The same vendor account invited by another company, to a later session.
    const second = await invitedSession(t, { vendors: 1, session: { startTime: new Date(t.clock.now().getTime() + 5 * HOUR), endTime: new Date(t.clock.now().getTime() + 6 * HOUR) } });
    await t.app.ctx.db.update(auctionInvitations).set({ accountId: v.accountId }).where(eq(auctionInvitations.id, second.vendors[0]!.invitationId));
    const mine = await t.call('GET', '/api/secured/auction-invitation/mine', { token: v.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ invitationId: second.vendors[0]!.invitationId, auctionId: second.auction.id, procurementName: second.procurement.procurementName, companyName: 'PT Maju Jaya', status: 'NOT_CONFIRMED', auctionStatus: 'NOT_STARTED' }),
      expect.objectContaining({ invitationId: v.invitationId, auctionId: first.auction.id }),
    ]);
    expect((await t.call('GET', '/api/secured/auction-invitation/mine', { token: first.buyer.token })).body.data).toEqual([]);
  });
});

describe('attend-auction', () => {
  it('needs the terms ticked, then attends for good', async () => {
    const { vendors } = await invitedSession(t);
    const v = vendors[0]!;
    expect(answerOf(await attend(v.token, { auctionInvitationId: v.invitationId, isAttending: true }))).toEqual(error(400, AUCTION_MSG.termsRequired, 'termsAccepted'));
    expect((await invitationRow(v.invitationId)).status).toBe('NOT_CONFIRMED');
    const ok = await attend(v.token, { auctionInvitationId: v.invitationId, isAttending: true, termsAccepted: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'ATTEND', canAnswer: false, reasonNotAttend: null });
    // Final: neither answer can follow.
    expect(answerOf(await attend(v.token, { auctionInvitationId: v.invitationId, isAttending: false, reasonNotAttend: 'Changed my mind' }))).toEqual(
      error(409, AUCTION_MSG.alreadyAnswered),
    );
    expect(answerOf(await attend(v.token, { auctionInvitationId: v.invitationId, isAttending: true, termsAccepted: true }))).toEqual(error(409, AUCTION_MSG.alreadyAnswered));
    expect((await invitationRow(v.invitationId)).status).toBe('ATTEND');
  });

  it('needs a reason to decline', async () => {
    const { vendors } = await invitedSession(t);
    const v = vendors[0]!;
    for (const reasonNotAttend of [undefined, '', '   ']) {
      expect(answerOf(await attend(v.token, { auctionInvitationId: v.invitationId, isAttending: false, reasonNotAttend }))).toEqual(
        error(400, AUCTION_MSG.reasonNotAttendRequired, 'reasonNotAttend'),
      );
    }
    const ok = await attend(v.token, { auctionInvitationId: v.invitationId, isAttending: false, reasonNotAttend: ' Out of stock ' });
    expect(ok.body.data).toMatchObject({ status: 'NOT_ATTEND', reasonNotAttend: 'Out of stock' });
  });

  it('is closed from the due date on', async () => {
    const { auction, vendors } = await invitedSession(t);
    const v = vendors[0]!;
    await reachDueDate(auction.id);
    expect(answerOf(await attend(v.token, { auctionInvitationId: v.invitationId, isAttending: true, termsAccepted: true }))).toEqual(error(409, AUCTION_MSG.attendanceClosed));
    expect((await invitationRow(v.invitationId)).status).toBe('NOT_CONFIRMED');
  });

  it('answers 404 for another vendor\'s invitation and changes nothing', async () => {
    const { vendors } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    expect(answerOf(await attend(b.token, { auctionInvitationId: a.invitationId, isAttending: true, termsAccepted: true }))).toEqual(error(404, 'Data not found'));
    expect((await invitationRow(a.invitationId)).status).toBe('NOT_CONFIRMED');
  });

  it('asks a capable quantity per item within its range for unit-price bidding; 0 is the whole quantity for a single winner', async () => {
    const { vendors, itemIds } = await invitedSession(t, { procurement: { biddingType: 'UNIT_PRICE', winnerType: 'SINGLE_WINNER' } });
    const v = vendors[0]!;
    const base = { auctionInvitationId: v.invitationId, isAttending: true, termsAccepted: true };
    // Items: quantity 10, minimum capable 10 (the factory's) -> change the first to [5, 10].
    const { procurementItems } = await import('../../../db/schema/procurement');
    await t.app.ctx.db.update(procurementItems).set({ minCapableQty: '5', quantity: '1000' }).where(eq(procurementItems.id, itemIds[0]!));
    expect(answerOf(await attend(v.token, { ...base, capableItems: [{ procurementItemId: itemIds[0], capableQty: '6' }] }))).toEqual(
      error(400, AUCTION_MSG.capableQtyRequired, 'capableItems.1.capableQty'),
    );
    const outOfRange = await attend(v.token, {
      ...base,
      capableItems: [
        { procurementItemId: itemIds[0], capableQty: '4' },
        { procurementItemId: itemIds[1], capableQty: '11' },
      ],
    });
    expect(answerOf(outOfRange)).toEqual({
      status: 400,
      body: {
        errors: [
          { param: 'capableItems.0.capableQty', msg: 'Your input must be above or equal to 5.00 and below or equal to 1,000.00' },
          { param: 'capableItems.1.capableQty', msg: 'Your input must be above or equal to 10.00 and below or equal to 10.00' },
        ],
      },
    });
    expect((await invitationRow(v.invitationId)).status).toBe('NOT_CONFIRMED');
    const ok = await attend(v.token, {
      ...base,
      capableItems: [
        { procurementItemId: itemIds[0], capableQty: '750.5' },
        { procurementItemId: itemIds[1], capableQty: '0' },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.items.map((i: { capableQty: string }) => i.capableQty)).toEqual(['750.50', '10.00']);
    const stored = await t.app.ctx.db
      .select({ qty: procurementVendorItems.capableQty })
      .from(procurementVendorItems)
      .where(and(eq(procurementVendorItems.procurementVendorId, v.procurementVendorId), eq(procurementVendorItems.procurementItemId, itemIds[0]!)));
    expect(Number(stored[0]!.qty)).toBe(750.5);
  });
});

describe('not-attend from the e-mail', () => {
  it('declines with a reason for the signed-in vendor\'s own e-mail only', async () => {
    const { vendors } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const path = '/api/auction/not-attend-auction/from-email';
    const body = { auctionInvitationId: a.invitationId, isAttending: false, reasonNotAttend: 'No stock', email: a.email };
    expect((await t.call('POST', path, { body })).status).toBe(401);
    expect(answerOf(await t.call('POST', path, { token: b.token, body }))).toEqual(error(404, 'Data not found'));
    expect(answerOf(await t.call('POST', path, { token: a.token, body: { ...body, email: b.email } }))).toEqual(error(404, 'Data not found'));
    expect(answerOf(await t.call('POST', path, { token: a.token, body: { ...body, reasonNotAttend: '' } }))).toEqual(error(400, AUCTION_MSG.reasonNotAttendRequired, 'reasonNotAttend'));
    const ok = await t.call('POST', path, { token: a.token, body });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'NOT_ATTEND', reasonNotAttend: 'No stock' });
    expect(answerOf(await t.call('POST', path, { token: a.token, body }))).toEqual(error(409, AUCTION_MSG.alreadyAnswered));
  });
});
