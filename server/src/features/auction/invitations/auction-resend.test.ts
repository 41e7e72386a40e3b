import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionInvitations, auctions } from '../../../db/schema/auction';
import { accounts } from '../../../db/schema/auth';
import { hashToken } from '../../../platform/security/crypto';
import { createAccount } from '../../../testing/factories';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { BASE } from '../auction-session.testing';
import { invitationsOf, liveSession, type Buyer } from '../auction.testing';

let t: TestApp;
let buyer: Buyer;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

const resendInvitation = (auctionId: string, invitationId: string, body: unknown) =>
  t.call('POST', `${BASE}/${auctionId}/resend-invitation/${invitationId}`, { token: buyer.token, body });
const resendJoin = (auctionId: string, invitationId: string) => t.call('POST', `${BASE}/${auctionId}/resend-join-auction/${invitationId}`, { token: buyer.token });
const tooSoon = { status: 429, body: { errors: [{ param: null, msg: 'Please wait 10 seconds before sending another e-mail to this vendor' }] } };
const codeOf = (link: string) => new URL(link).pathname.split('/')[4]!;

describe('resending an invitation', () => {
  it('sends a new code (the old link stops working) at most once per 10 s per vendor, the PIC name changed', async () => {
    const { auctionId } = await liveSession(t, buyer);
    const [invitation, other] = await invitationsOf(t, auctionId);
    // Created just now: the creation mail counts.
    expect(await resendInvitation(auctionId, invitation!.id, { email: invitation!.vendorEmail, picVendor: 'Siti Aminah' })).toEqual(tooSoon);
    t.clock.advance(10_000);
    const answer = await resendInvitation(auctionId, invitation!.id, { email: invitation!.vendorEmail, picVendor: 'Siti Aminah' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ invitationId: invitation!.id, message: 'Email sent' });
    const mails = await t.mailsTo(invitation!.vendorEmail);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('Hello Siti Aminah,');
    const [updated] = await invitationsOf(t, auctionId);
    expect(updated!.picVendor).toBe('Siti Aminah');
    expect(updated!.verificationCodeHash).toBe(hashToken(codeOf(mails[0]!.links[0]!)));
    expect(updated!.verificationCodeHash).not.toBe(hashToken(codeOf(mails[1]!.links[0]!)));
    // Per vendor: the other vendor is not held back, this one is again.
    expect(await resendInvitation(auctionId, invitation!.id, { email: invitation!.vendorEmail, picVendor: 'Siti Aminah' })).toEqual(tooSoon);
    expect((await resendInvitation(auctionId, other!.id, { email: other!.vendorEmail, picVendor: 'Budi' })).status).toBe(200);
  });

  it('says in Retry-After how many seconds are left of the 10 s, so the button can count them down', async () => {
    // Only the test's advance moves the clock (a busy machine would let real seconds pass between the
    // creation mail and the resend).
    t.clock.freeze();
    const { auctionId } = await liveSession(t, buyer);
    const [invitation] = await invitationsOf(t, auctionId);
    t.clock.advance(3_500);
    const refused = await fetch(`${t.url}${BASE}/${auctionId}/resend-invitation/${invitation!.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ email: invitation!.vendorEmail, picVendor: 'Siti Aminah' }),
    });
    expect(refused.status).toBe(429);
    // 6.5 s left, rounded up as every other limit's wait.
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(await refused.json()).toEqual(tooSoon.body);
  });

  it('sends one mail when two resends race', async () => {
    const { auctionId } = await liveSession(t, buyer);
    const [invitation] = await invitationsOf(t, auctionId);
    t.clock.advance(10_000);
    const body = { email: invitation!.vendorEmail, picVendor: 'Andi' };
    const answers = await Promise.all([1, 2, 3].map(() => resendInvitation(auctionId, invitation!.id, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(await t.mailsTo(invitation!.vendorEmail)).toHaveLength(2);
  });

  it('moves an unanswered invitation to another e-mail, refuses that once answered or for a non-vendor account', async () => {
    const { auctionId } = await liveSession(t, buyer);
    const [invitation, answered] = await invitationsOf(t, auctionId);
    t.clock.advance(10_000);
    const newEmail = `Pengganti.${Date.now()}@Vendor.co.id`;
    const moved = await resendInvitation(auctionId, invitation!.id, { email: newEmail, picVendor: 'Pengganti' });
    expect(moved.status).toBe(200);
    const [account] = await t.app.ctx.db.select().from(accounts).where(eq(accounts.email, newEmail.toLowerCase()));
    expect(account!.role).toBe('seller_auction');
    const [row] = await t.app.ctx.db.select().from(auctionInvitations).where(eq(auctionInvitations.id, invitation!.id));
    expect(row).toMatchObject({ vendorEmail: newEmail.toLowerCase(), accountId: account!.id });
    expect(await t.mailsTo(newEmail.toLowerCase())).toHaveLength(1);

    await t.app.ctx.db.update(auctionInvitations).set({ status: 'ATTEND' }).where(eq(auctionInvitations.id, answered!.id));
    expect(await resendInvitation(auctionId, answered!.id, { email: 'lain@vendor.co.id', picVendor: 'Lain' })).toEqual({
      status: 422,
      body: { errors: [{ param: 'email', msg: 'The e-mail can be changed only while the vendor has not confirmed' }] },
    });
    const buyerAccount = await createAccount(t, { role: 'buyer_auction' });
    t.clock.advance(10_000);
    expect((await resendInvitation(auctionId, invitation!.id, { email: buyerAccount.email, picVendor: 'Pembeli' })).status).toBe(422);
  });

  it('refuses after the start, bad PIC names and another session’s invitation', async () => {
    const { auctionId } = await liveSession(t, buyer);
    const second = await liveSession(t, buyer);
    const [invitation] = await invitationsOf(t, auctionId);
    t.clock.advance(10_000);
    expect((await resendInvitation(auctionId, invitation!.id, { email: invitation!.vendorEmail, picVendor: 'Andi_123' })).body).toEqual({
      errors: [{ param: 'picVendor', msg: 'Please use letters, spaces and dots only' }],
    });
    expect((await resendInvitation(auctionId, invitation!.id, { email: 'bukan-email', picVendor: 'Andi' })).status).toBe(400);
    expect((await resendInvitation(second.auctionId, invitation!.id, { email: invitation!.vendorEmail, picVendor: 'Andi' })).status).toBe(404);
    await t.app.ctx.db.update(auctions).set({ status: 'ON_GOING' }).where(eq(auctions.id, auctionId));
    expect(await resendInvitation(auctionId, invitation!.id, { email: invitation!.vendorEmail, picVendor: 'Andi' })).toEqual({
      status: 409,
      body: { errors: [{ param: null, msg: 'Invitations can be sent again only before the session starts' }] },
    });
  });
});

describe('resending the join link', () => {
  it('mails the room link to a vendor who will attend, once per 10 s, while the session is scheduled or running', async () => {
    const { auctionId } = await liveSession(t, buyer);
    const [invitation, undecided] = await invitationsOf(t, auctionId);
    await t.app.ctx.db.update(auctionInvitations).set({ status: 'ATTEND' }).where(eq(auctionInvitations.id, invitation!.id));
    const notAttending = { status: 409, body: { errors: [{ param: null, msg: 'A join link can be sent only to a vendor who will attend a session that has not finished' }] } };
    expect(await resendJoin(auctionId, undecided!.id)).toEqual(notAttending);
    expect(await resendJoin(auctionId, invitation!.id)).toEqual(tooSoon);
    t.clock.advance(10_000);
    const answer = await resendJoin(auctionId, invitation!.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.message).toBe('Email sent');
    const [mail] = await t.mailsTo(invitation!.vendorEmail);
    expect(mail!.subject).toMatch(/^Join auction AUC-/);
    expect(mail!.links).toEqual([`http://localhost:5173/vendor-auction/session/${auctionId}`]);
    expect(await resendJoin(auctionId, invitation!.id)).toEqual(tooSoon);
    // Resend Link Auction counts the wait down from Retry-After: the seconds left of the 10 s.
    t.clock.advance(4_000);
    const refused = await fetch(`${t.url}${BASE}/${auctionId}/resend-join-auction/${invitation!.id}`, { method: 'POST', headers: { authorization: `Bearer ${buyer.token}` } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('6');
    expect(await refused.json()).toEqual(tooSoon.body);
    t.clock.advance(10_000);
    await t.app.ctx.db.update(auctions).set({ status: 'ON_GOING' }).where(eq(auctions.id, auctionId));
    expect((await resendJoin(auctionId, invitation!.id)).status).toBe(200);
    t.clock.advance(10_000);
    await t.app.ctx.db.update(auctions).set({ status: 'DONE' }).where(eq(auctions.id, auctionId));
    expect(await resendJoin(auctionId, invitation!.id)).toEqual(notAttending);
  });
});
