import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../platform/security/crypto';
import { accounts } from '../../../db/schema/auth';
import { auctionInvitations, auctions } from '../../../db/schema/auction';
import { documentCounters } from '../../../db/schema/procurement';
import { createAccount } from '../../../testing/factories';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { BASE, HOUR, limitedTimeForm, openProcurement } from '../auction-session.testing';
import { invitationsOf, liveSession, vendorRows, type Buyer } from '../auction.testing';

let t: TestApp;
let buyer: Buyer;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

const create = (body: unknown) => t.call('POST', BASE, { token: buyer.token, body });

describe('creating a session for real', () => {
  it('invites every chosen vendor: an account, an invitation and one bilingual mail with both links each', async () => {
    const { procurement, vendorIds, auctionId } = await liveSession(t, buyer);
    const chosen = await vendorRows(t, vendorIds.slice(0, 2));
    const invitations = await invitationsOf(t, auctionId);
    expect(invitations).toHaveLength(2);
    for (const vendor of chosen) {
      const invitation = invitations.find((i) => i.procurementVendorId === vendor.id)!;
      expect(invitation).toMatchObject({ vendorEmail: vendor.email, vendorName: vendor.name, picVendor: vendor.picVendor, status: 'NOT_CONFIRMED', joinedStatus: 'NOT_JOINED' });
      const [account] = await t.app.ctx.db.select().from(accounts).where(eq(accounts.id, invitation.accountId));
      expect(account).toMatchObject({ email: vendor.email, role: 'seller_auction', passwordHash: null });

      const mails = await t.mailsTo(vendor.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toMatch(/^Auction invitation AUC-.+ \/ Undangan lelang AUC-/);
      expect(mail.text).toContain(procurement.procurementName);
      expect(mail.text).toContain('Please confirm your attendance before');
      expect(mail.text).toContain('Mohon konfirmasi kehadiran Anda sebelum');
      expect(mail.text).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d WIB/);
      const attend = mail.links.map((l) => new URL(l)).find((u) => u.pathname.startsWith('/vendor-auction/attendance-confirmation/'))!;
      const [, , , procurementId, code] = attend.pathname.split('/');
      expect(procurementId).toBe(procurement.id);
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the code's SHA-256 is stored.
      expect(invitation.verificationCodeHash).toBe(hashToken(code!));
      expect(attend.searchParams.get('email')).toBe(vendor.email);
      const decline = mail.links.map((l) => new URL(l)).find((u) => u.pathname.startsWith('/vendor-auction/not-attend/'))!;
      expect(decline.pathname).toBe(`/vendor-auction/not-attend/${auctionId}/${invitation.id}`);
      expect(decline.searchParams.get('email')).toBe(vendor.email);
    }
    // The vendor left out is neither invited nor mailed.
    const [left] = await vendorRows(t, vendorIds.slice(2));
    expect(await t.mailsTo(left!.email)).toHaveLength(0);
  });

  it('reuses the vendor account of an e-mail that already has one', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const [first] = await vendorRows(t, [vendorIds[0]!]);
    const existing = await createAccount(t, { role: 'seller_auction', email: first!.email, password: null });
    const answer = await create(limitedTimeForm(procurement.id, vendorIds, t, { status: 'NOT_STARTED' }));
    expect(answer.status).toBe(200);
    const invitations = await invitationsOf(t, answer.body.data._id);
    expect(invitations.find((i) => i.vendorEmail === first!.email)!.accountId).toBe(existing.id);
    const [{ n }] = (await t.app.ctx.db.select({ n: count() }).from(accounts).where(eq(accounts.email, first!.email))) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });

  it("refuses a vendor whose e-mail is a buyer's account, naming the e-mail, and writes nothing", async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const [first] = await vendorRows(t, [vendorIds[0]!]);
    await createAccount(t, { role: 'buyer_auction', email: first!.email });
    const [before] = await t.app.ctx.db.select().from(documentCounters).where(eq(documentCounters.companyId, buyer.companyId));
    const answer = await create(limitedTimeForm(procurement.id, vendorIds, t, { status: 'NOT_STARTED' }));
    expect(answer).toEqual({
      status: 422,
      body: {
        errors: [
          {
            param: 'vendorIds',
            msg: `The e-mail ${first!.email} belongs to an account that is not a vendor account. Please invite this vendor with another e-mail`,
          },
        ],
      },
    });
    const [after] = await t.app.ctx.db.select().from(documentCounters).where(eq(documentCounters.companyId, buyer.companyId));
    expect(after!.last).toBe(before!.last);
    expect(await t.app.ctx.db.select().from(auctions).where(eq(auctions.procurementId, procurement.id))).toEqual([]);
    expect(await t.mailsTo(first!.email)).toHaveLength(0);
  });

  it('refuses a session overlapping a scheduled one of the procurement, and the create-session check refuses while one is scheduled', async () => {
    const { procurement, vendorIds, startTime, endTime } = await liveSession(t, buyer);
    const check = await t.call('GET', `${BASE}/validate-create-session/${procurement.id}`, { token: buyer.token });
    expect(check.body.data).toBe('A new auction session cannot be added while the previous one is in progress');
    const overlapping = limitedTimeForm(procurement.id, vendorIds, t, {
      status: 'NOT_STARTED',
      startTime: new Date(endTime.getTime() - 60_000).toISOString(),
      endTime: new Date(endTime.getTime() + HOUR).toISOString(),
    });
    expect(await create(overlapping)).toEqual({
      status: 422,
      body: { errors: [{ param: null, msg: 'This session overlaps another session of the procurement that has not finished' }] },
    });
    // Not overlapping, but the previous one is still to come.
    const later = limitedTimeForm(procurement.id, vendorIds, t, {
      status: 'NOT_STARTED',
      startTime: new Date(endTime.getTime()).toISOString(),
      endTime: new Date(endTime.getTime() + HOUR).toISOString(),
    });
    expect((await create(later)).body.errors).toEqual([{ param: null, msg: 'A new auction session cannot be added while the previous one is in progress' }]);
    expect(startTime.getTime()).toBeLessThan(endTime.getTime());
  });

  it('creates a saved draft for real with change-status, checking it again first', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const draft = await create(limitedTimeForm(procurement.id, vendorIds, t));
    const auctionId = draft.body.data._id as string;
    expect(await invitationsOf(t, auctionId)).toEqual([]);
    const answer = await t.call('POST', `${BASE}/change-status`, { token: buyer.token, body: { auctionId, status: 'NOT_STARTED' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ auctionId, status: 'NOT_STARTED', next: [{ status: 'CANCELED', needsReason: true }] });
    expect(await invitationsOf(t, auctionId)).toHaveLength(2);
    // Again: no longer a draft.
    expect((await t.call('POST', `${BASE}/change-status`, { token: buyer.token, body: { auctionId, status: 'NOT_STARTED' } })).status).toBe(409);
  });

  it('refuses to create a draft whose start has passed meanwhile, with the form check as a 422', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const soon = t.clock.now().getTime() + 60_000;
    const draft = await create(limitedTimeForm(procurement.id, vendorIds, t, { startTime: new Date(soon).toISOString(), endTime: new Date(soon + HOUR).toISOString() }));
    t.clock.advance(2 * 60_000);
    const answer = await t.call('POST', `${BASE}/change-status`, { token: buyer.token, body: { auctionId: draft.body.data._id, status: 'NOT_STARTED' } });
    expect(answer).toEqual({ status: 422, body: { errors: [{ param: 'startTime', msg: 'Start time must be later than the current time' }] } });
    const [row] = await t.app.ctx.db.select({ n: count() }).from(auctionInvitations).where(eq(auctionInvitations.auctionId, draft.body.data._id));
    expect(Number(row!.n)).toBe(0);
  });
});
