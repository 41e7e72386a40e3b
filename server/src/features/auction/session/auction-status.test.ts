import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '../../../db/schema/auction';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { BASE, insertSession, limitedTimeForm, openProcurement } from '../auction-session.testing';
import { buyerRoom, vendorsRoom } from '../room/auction.rooms';
import { invitationsOf, liveSession, recordBroadcasts, statusOf, type Buyer } from '../auction.testing';

let t: TestApp;
let buyer: Buyer;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown, token = buyer.token) => t.call('POST', `${BASE}/${path}`, { token, body });
const nextOf = async (auctionId: string) => ((await post('get-status', { auctionId })).body.data.next as Array<{ status: string }>).map((n) => n.status);

describe('get-status', () => {
  it("lists the buyer's moves from each status, from the one transition table", async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const draft = await t.call('POST', BASE, { token: buyer.token, body: limitedTimeForm(procurement.id, vendorIds, t) });
    const answer = await post('get-status', { auctionId: draft.body.data._id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      auctionId: draft.body.data._id,
      procurementId: procurement.id,
      status: 'DRAFT',
      next: [{ status: 'NOT_STARTED', label: { en: 'Create Session', id: 'Buat Sesi' }, needsReason: false }],
      cancel: null,
    });
    expect(Date.parse(answer.body.data.serverNow)).not.toBeNaN();
    const { auctionId } = await liveSession(t, buyer);
    expect(await nextOf(auctionId)).toEqual(['CANCELED']);
    const other = await openProcurement(t, buyer.companyId);
    const running = await insertSession(t, other.procurement.id, { status: 'ON_GOING' });
    expect(await nextOf(running.id)).toEqual(['DONE', 'CANCELED']);
    const done = await insertSession(t, other.procurement.id, { status: 'DONE' });
    expect(await nextOf(done.id)).toEqual([]);
    const canceled = await insertSession(t, other.procurement.id, { status: 'CANCELED' });
    expect(await nextOf(canceled.id)).toEqual([]);
  });
});

describe('change-status refusals', () => {
  it('answers 409 for a move the table does not allow from the current status', async () => {
    const { auctionId } = await liveSession(t, buyer);
    const refused = { status: 409, body: { errors: [{ param: null, msg: 'This session cannot make that change in its current status' }] } };
    for (const status of ['DRAFT', 'NOT_STARTED', 'ON_GOING', 'DONE']) expect(await post('change-status', { auctionId, status }), status).toEqual(refused);
    expect(await post('stop-auction', { auctionId })).toEqual(refused);
    expect((await statusOf(t, auctionId)).status).toBe('NOT_STARTED');
  });

  it('answers 400 for a bad payload', async () => {
    const { auctionId } = await liveSession(t, buyer);
    expect(await post('change-status', { auctionId, status: 'STARTED' })).toEqual({ status: 400, body: { errors: [{ param: 'status', msg: 'Status is not valid' }] } });
    expect(await post('change-status', { auctionId, status: 'cancel' })).toEqual({
      status: 400,
      body: { errors: [{ param: 'cancelReason', msg: 'Please give the reason for canceling the session' }] },
    });
    expect((await post('change-status', { auctionId: 'x', status: 'CANCELED', cancelReason: 'a' })).body.errors).toEqual([{ param: 'auctionId', msg: 'Id is not valid' }]);
    expect((await post('change-status', { auctionId, status: 'CANCELED', cancelReason: 'a'.repeat(5001) })).body.errors).toEqual([
      { param: 'cancelReason', msg: 'The cancel reason must be at most 5,000 characters' },
    ]);
    expect((await post('get-status', { auctionId, extra: 1 })).status).toBe(400);
    // Only markup, nothing said once sanitised.
    expect(await post('change-status', { auctionId, status: 'cancel', cancelReason: '<script>alert(1)</script><p> </p>' })).toEqual({
      status: 400,
      body: { errors: [{ param: 'cancelReason', msg: 'Please give the reason for canceling the session' }] },
    });
    expect((await statusOf(t, auctionId)).status).toBe('NOT_STARTED');
  });
});

describe('canceling a session', () => {
  it('stores the sanitised reason, mails every invited vendor the reason, who and when, and tells both rooms after commit', async () => {
    const { auctionId } = await liveSession(t, buyer);
    const broadcasts = recordBroadcasts(t);
    const answer = await post('change-status', {
      auctionId,
      status: 'cancel',
      cancelReason: '<p>Harga <strong>naik</strong><img src=x onerror=alert(1)><script>steal()</script></p>',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'CANCELED', next: [], cancel: { cancelReason: '<p>Harga <strong>naik</strong></p>', canceledBy: 'Test User' } });
    const row = await statusOf(t, auctionId);
    expect(row).toMatchObject({ status: 'CANCELED', cancelReason: '<p>Harga <strong>naik</strong></p>', canceledBy: buyer.accountId });
    for (const invitation of await invitationsOf(t, auctionId)) {
      const [mail] = await t.mailsTo(invitation.vendorEmail);
      expect(mail!.subject).toMatch(/^Auction canceled AUC-/);
      expect(mail!.text).toContain('was canceled by Test User at');
      expect(mail!.text).toContain('Reason: Harga naik');
      expect(mail!.text).toContain('Alasan: Harga naik');
      expect(mail!.html).not.toContain('<strong>');
    }
    expect(broadcasts).toHaveBeenCalledTimes(1);
    expect(broadcasts).toHaveBeenCalledWith(
      [buyerRoom(auctionId), vendorsRoom(auctionId)],
      'AUCTION_CANCELED',
      expect.objectContaining({ auctionId, status: 'CANCELED', cancelReason: '<p>Harga <strong>naik</strong></p>', canceledBy: 'Test User' }),
    );
    broadcasts.mockRestore();
    // Canceled is final.
    expect((await post('change-status', { auctionId, status: 'cancel', cancelReason: 'lagi' })).status).toBe(409);
  });

  it('moves the session once when two cancels race, and broadcasts once', async () => {
    const { auctionId } = await liveSession(t, buyer);
    const broadcasts = recordBroadcasts(t);
    const answers = await Promise.all([1, 2, 3].map((n) => post('change-status', { auctionId, status: 'CANCELED', cancelReason: `Alasan ${n}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(broadcasts.mock.calls.filter(([, event]) => event === 'AUCTION_CANCELED')).toHaveLength(1);
    broadcasts.mockRestore();
    const [invitation] = await invitationsOf(t, auctionId);
    expect((await t.mailsTo(invitation!.vendorEmail)).filter((m) => m.subject.startsWith('Auction canceled'))).toHaveLength(1);
  });
});

describe('stopping a running session', () => {
  it('ends it DONE by hand, mails the vendors and tells both rooms; the next session then asks for the stop reason', async () => {
    const { auctionId, procurement } = await liveSession(t, buyer);
    // Running, as the scheduler would have made it.
    await t.app.ctx.db.update(auctions).set({ status: 'ON_GOING' }).where(eq(auctions.id, auctionId));
    const broadcasts = recordBroadcasts(t);
    const answer = await post('stop-auction', { auctionId });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'DONE', next: [] });
    expect(await statusOf(t, auctionId)).toMatchObject({ status: 'DONE', stoppedManually: true });
    expect((await statusOf(t, auctionId)).endedAt).toBeInstanceOf(Date);
    expect(broadcasts).toHaveBeenCalledWith(expect.any(Array), 'AUCTION_STOPPED', expect.objectContaining({ auctionId, status: 'DONE', stoppedManually: true }));
    broadcasts.mockRestore();
    const [invitation] = await invitationsOf(t, auctionId);
    expect((await t.mailsTo(invitation!.vendorEmail))[0]!.subject).toMatch(/^Auction stopped AUC-/);
    const check = await t.call('GET', `${BASE}/validate-create-session/${procurement.id}`, { token: buyer.token });
    expect(check.body.data).toBe('Please give the reason the last session was stopped before creating a new one');

    // Then the stop reason: recorded once, mailed to every invited vendor, the same text again is a success.
    expect((await post('stop-reason', { auctionId, stopReason: '  ' })).body.errors).toEqual([{ param: 'stopReason', msg: 'Please input the reason' }]);
    expect((await post('stop-reason', { auctionId, stopReason: 'Network outage at the buyer' })).status).toBe(200);
    expect((await post('stop-reason', { auctionId, stopReason: 'Network outage at the buyer' })).status).toBe(200);
    expect((await post('stop-reason', { auctionId, stopReason: 'Another reason' })).status).toBe(409);
    const reasonMails = (await t.mailsTo(invitation!.vendorEmail)).filter((m) => m.subject.startsWith('Why auction'));
    expect(reasonMails).toHaveLength(1);
    expect(reasonMails[0]!.text).toContain('Network outage at the buyer');
    const after = await t.call('GET', `${BASE}/validate-create-session/${procurement.id}`, { token: buyer.token });
    expect(after.body.data).not.toBe('Please give the reason the last session was stopped before creating a new one');
  });
});
