import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionInvitations } from '../../db/schema/auction';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { auctionRow, MINUTE, offer, runningSession } from './auction-bidding.testing';
import { invitedSession } from './auction-invitation.testing';
import { requestDisqualification } from './bidding/auction-disqualification.service';

// The mails people expect (docs/rules/auction.md#mails-people-expect), read from the outbox: the reminder
// 30 minutes before the start (once, to the attending and the unanswered), the buyer's notices of a
// decline and of a disqualification request, and at the end each vendor's own result and the buyer's
// summary.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The test helper writes invitations straight to the database: date them on the test clock, as inviteVendors does. */
async function invitedNow(made: { auction: { id: string } }) {
  await t.app.ctx.db.update(auctionInvitations).set({ createdAt: t.clock.now() }).where(eq(auctionInvitations.auctionId, made.auction.id));
}

const subjects = async (email: string) => (await t.mailsTo(email)).map((m) => m.subject);
const REMINDER = /^Reminder: auction .* starts in 30 minutes \/ Pengingat/;
const RESULT = /^Your result in auction/;

describe('the reminder 30 minutes before the start', () => {
  it('goes once to each vendor that attends or has not answered, none to one that declined; the buyer hears of the decline', async () => {
    const made = await invitedSession(t, { vendors: 3 });
    await invitedNow(made);
    const [attending, declining, silent] = made.vendors;
    expect((await t.call('POST', '/api/secured/auction/attend-auction', { token: attending!.token, body: { auctionInvitationId: attending!.invitationId, isAttending: true, termsAccepted: true, capableItems: made.itemIds.map((procurementItemId) => ({ procurementItemId, capableQty: '10' })) } })).status).toBe(200);
    expect((await t.call('POST', '/api/secured/auction/attend-auction', { token: declining!.token, body: { auctionInvitationId: declining!.invitationId, isAttending: false, reasonNotAttend: 'Stok habis bulan ini' } })).status).toBe(200);

    const declined = (await t.mailsTo(made.buyer.email))[0]!;
    expect(declined.subject).toBe(`${declining!.name} will not attend auction ${made.auction.auctionNumber} / ${declining!.name} tidak akan hadir di lelang ${made.auction.auctionNumber}`);
    expect(declined.text).toContain('Reason: Stok habis bulan ini');
    expect(declined.text).toContain('Alasan: Stok habis bulan ini');

    t.clock.advance(29 * MINUTE);
    await t.app.scheduler.tick();
    expect((await subjects(attending!.email)).filter((s) => REMINDER.test(s))).toEqual([]);

    t.clock.advance(2 * MINUTE);
    await t.app.scheduler.tick();
    await t.app.scheduler.tick();
    const toAttending = (await t.mailsTo(attending!.email)).filter((m) => REMINDER.test(m.subject));
    const toSilent = (await t.mailsTo(silent!.email)).filter((m) => REMINDER.test(m.subject));
    expect(toAttending).toHaveLength(1);
    expect(toSilent).toHaveLength(1);
    expect((await subjects(declining!.email)).filter((s) => REMINDER.test(s))).toEqual([]);
    expect(toAttending[0]!.links).toContain(`${t.app.ctx.config.PUBLIC_URL}/vendor-auction/session/${made.auction.id}`);
    expect(toAttending[0]!.text).toContain('Please be in the room on time');
    expect(toSilent[0]!.text).toContain('has not answered its invitation yet');
    expect(toSilent[0]!.text).toContain('belum menjawab undangannya');
    expect((await auctionRow(t, made.auction.id)).reminderMailedAt).not.toBeNull();
  });

  it('is not sent for a session invited less than 30 minutes before its start (decision 205)', async () => {
    const now = t.clock.now().getTime();
    const made = await invitedSession(t, { session: { startTime: new Date(now + 20 * MINUTE), endTime: new Date(now + 80 * MINUTE) } });
    await invitedNow(made);
    await t.app.scheduler.tick();
    for (const vendor of made.vendors) expect((await subjects(vendor.email)).filter((s) => REMINDER.test(s))).toEqual([]);
    // Claimed all the same, so no later tick looks at it again.
    expect((await auctionRow(t, made.auction.id)).reminderMailedAt).not.toBeNull();
  });
});

describe('the end of a session', () => {
  async function endedSession(auctionType: 'OPEN' | 'CLOSE') {
    const made = await runningSession(t, { vendors: 3, session: { auctionType } });
    const [a, b] = made.vendors;
    expect((await offer(t, a!.token, made.auction.id, { totalOffer: '290000000' })).status).toBe(200);
    expect((await offer(t, b!.token, made.auction.id, { totalOffer: '280000000' })).status).toBe(200);
    t.clock.advance(61 * MINUTE);
    await t.app.scheduler.tick();
    expect((await auctionRow(t, made.auction.id)).status).toBe('DONE');
    return made;
  }

  it('tells each attending vendor its own price and place, the best price in an OPEN session, and never another vendor', async () => {
    const made = await endedSession('OPEN');
    const [a, b, c] = made.vendors;
    const resultOf = async (email: string) => (await t.mailsTo(email)).filter((m) => RESULT.test(m.subject));
    const [toA] = await resultOf(a!.email);
    const [toB] = await resultOf(b!.email);
    const [toC] = await resultOf(c!.email);
    expect(toA!.text).toContain(`${a!.name}'s final offer: 290,000,000.00 IDR; place 2 of 3.`);
    expect(toA!.text).toContain('The best offer of the session: 280,000,000.00 IDR.');
    expect(toA!.text).toContain(`Penawaran akhir ${a!.name}: Rp 290.000.000,00; peringkat 2 dari 3.`);
    expect(toA!.text).toContain("Penawaran terbaik di sesi ini: Rp 280.000.000,00.");
    expect(toB!.text).toContain('place 1 of 3');
    expect(toB!.text).toContain('Your offer is the best of the session.');
    expect(toC!.text).toContain('no place (no valid offer)');
    for (const [mail, self] of [[toA, a], [toB, b], [toC, c]] as const) {
      for (const other of made.vendors.filter((v) => v !== self)) {
        expect(mail!.text).not.toContain(other.name);
        expect(mail!.html).not.toContain(other.email);
      }
    }
    const summary = (await t.mailsTo(made.buyer.email)).find((m) => m.subject.startsWith(`Auction ${made.auction.auctionNumber} ended: summary`))!;
    expect(summary.text).toContain('Vendors invited: 3; attending: 3; offering: 2; offers: 2.');
    expect(summary.text).toContain(`Rank 1: ${b!.name} at 280,000,000.00 IDR.`);
    expect(summary.text).toContain(`Peringkat 1: ${b!.name} dengan Rp 280.000.000,00.`);
    expect(summary.links).toContain(`${t.app.ctx.config.PUBLIC_URL}/buyer-auction/${made.procurement.id}/${made.auction.id}/result`);
  });

  it('keeps the best price out of a CLOSE session\'s results', async () => {
    const made = await endedSession('CLOSE');
    const [toA] = (await t.mailsTo(made.vendors[0]!.email)).filter((m) => RESULT.test(m.subject));
    expect(toA!.text).toContain('place 2 of 3');
    expect(toA!.text).not.toContain('280,000,000.00');
    expect(toA!.text).not.toContain('280.000.000,00');
    expect(toA!.text).not.toContain('best offer');
  });

  it('mails the buyer when a vendor asks for a disqualification', async () => {
    const made = await runningSession(t, { vendors: 2 });
    const [a] = made.vendors;
    const sent = await offer(t, a!.token, made.auction.id, { totalOffer: '290000000' });
    expect(sent.status).toBe(200);
    await requestDisqualification(t.app.ctx, { id: a!.accountId, role: 'seller_auction' } as never, { auctionId: made.auction.id, offerId: sent.body.data.offer.offerId, reason: 'Salah ketik nol' });
    const mail = (await t.mailsTo(made.buyer.email)).find((m) => m.subject.startsWith('Disqualification requested'))!;
    expect(mail.text).toContain(`${a!.name} asked at`);
    expect(mail.text).toContain('290,000,000.00 IDR');
    expect(mail.text).toContain('sebesar Rp 290.000.000,00');
    expect(mail.text).toContain('Reason: Salah ketik nol');
    expect(mail.links).toContain(`${t.app.ctx.config.PUBLIC_URL}/buyer-auction/${made.procurement.id}/${made.auction.id}/in-progress`);
  });
});
