import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../db/schema/auth';
import { negotiations } from '../../../db/schema/negotiation';
import { createAccount } from '../../../testing/factories';
import { latestMail, linkTo } from '../../../testing/mail-helpers';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { DAY, HOUR } from '../../auction/auction-session.testing';
import { BATCH, type Buyer, NEG, ok, ongoingBatch, scheduledNegotiation } from '../negotiation.testing';

let t: TestApp;
let buyer: Buyer;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => t.close());

const schedule = (body: Record<string, unknown>) => t.call('POST', `${NEG}/submit-schedule`, { token: buyer.token, body });
const tomorrow = () => new Date(t.clock.now().getTime() + DAY).toISOString();
let n = 0;
const picEmail = () => `pic.schedule.${Date.now().toString(36)}.${(n += 1)}@vendor.co.id`;

describe('submit-schedule', () => {
  it('schedules the vendor, names its account and mails it the session link in both languages', async () => {
    const { batchId, negotiationIds, procurement } = await ongoingBatch(t, buyer, 'ONLINE');
    const email = picEmail();
    const start = new Date(t.clock.now().getTime() + DAY + 37_000);
    const answer = await schedule({ negotiation: negotiationIds[0], startDate: start.toISOString(), picName: 'Andi W. Wijaya', picEmail: email.toUpperCase() });
    expect(answer).toEqual({ status: 200, body: { data: { message: 'An invitation has been sent through email' } } });

    const [row] = await t.app.ctx.db.select().from(negotiations).where(eq(negotiations.id, negotiationIds[0]!));
    const [vendor] = await t.app.ctx.db.select().from(accounts).where(eq(accounts.email, email));
    expect(vendor).toMatchObject({ role: 'seller_auction', firstName: 'Andi W. Wijaya' });
    expect(row).toMatchObject({ status: 'NOT_STARTED', vendorAccountId: vendor!.id, buyerAccountId: buyer.accountId, vendorPicName: 'Andi W. Wijaya', vendorPicEmail: email });
    expect(row!.startDate!.toISOString()).toBe(new Date(Math.floor(start.getTime() / 60_000) * 60_000).toISOString());

    const mail = await latestMail(t, email);
    expect(mail.subject).toBe(`Negotiation invitation: ${procurement.procurementName} / Undangan negosiasi: ${procurement.procurementName}`);
    expect(mail.text).toContain('Hello Andi W. Wijaya,');
    expect(mail.text).toContain('Halo Andi W. Wijaya,');
    expect(mail.text).toMatch(/Schedule: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB/);
    const link = linkTo(mail, `/negotiation/session-online/vendor/${batchId}/${negotiationIds[0]}`);
    expect(link.origin).toBe('http://localhost:5173');
    expect(link.searchParams.get('email')).toBe(email);

    const view = ok(await t.call('GET', `${NEG}/${negotiationIds[0]}`, { token: buyer.token }));
    expect(view).toMatchObject({ status: 'NOT_STARTED', vendorPicName: 'Andi W. Wijaya', vendorPicEmail: email, startDate: row!.startDate!.toISOString() });
  });

  it('sets a schedule once', async () => {
    const { negotiationId } = await scheduledNegotiation(t, buyer);
    expect((await schedule({ negotiation: negotiationId, startDate: tomorrow(), picName: 'Budi', picEmail: picEmail() })).body).toEqual({
      errors: [{ param: null, msg: 'This vendor already has a schedule' }],
    });
  });

  it('checks the date, the PIC name and the e-mail', async () => {
    const { negotiationIds } = await ongoingBatch(t, buyer, 'ONLINE');
    const negotiation = negotiationIds[0];
    const errorsOf = async (body: Record<string, unknown>) => (await schedule({ negotiation, startDate: tomorrow(), picName: 'Budi', picEmail: picEmail(), ...body })).body.errors;
    expect(await errorsOf({ startDate: '' })).toEqual([{ param: 'startDate', msg: 'Please select negotiation date!' }]);
    expect(await errorsOf({ picName: '' })).toEqual([{ param: 'picName', msg: 'This information must be filled' }]);
    expect(await errorsOf({ picName: 'Budi <b>' })).toEqual([{ param: 'picName', msg: 'Only letters, digits, spaces and dots are allowed' }]);
    expect(await errorsOf({ picEmail: 'not-an-email' })).toEqual([{ param: 'picEmail', msg: 'Email format is not valid' }]);
    // Before the batch's start (an hour ahead), and after the procurement's end (a month ahead).
    const [early] = await errorsOf({ startDate: new Date(t.clock.now().getTime() + HOUR / 2).toISOString() });
    expect(early).toEqual({ param: 'startDate', msg: expect.stringMatching(/^Please input start date between \d{2} \w+ \d{4} \d{2}:\d{2} and \d{2} \w+ \d{4} \d{2}:\d{2}$/) });
    const [late] = await errorsOf({ startDate: new Date(t.clock.now().getTime() + 40 * DAY).toISOString() });
    expect(late!.msg).toBe(early!.msg);
    // Nothing was written by the refusals.
    expect(ok(await t.call('GET', `${NEG}/${negotiation}`, { token: buyer.token })).status).toBe('NOT_SCHEDULED');
  });

  it('refuses an e-mail of an account that is not a vendor', async () => {
    const { negotiationIds } = await ongoingBatch(t, buyer, 'ONLINE');
    const other = await createAccount(t, { role: 'buyer_auction' });
    const answer = await schedule({ negotiation: negotiationIds[0], startDate: tomorrow(), picName: 'Budi', picEmail: other.email });
    expect(answer.status).toBe(422);
    expect(ok(await t.call('GET', `${NEG}/${negotiationIds[0]}`, { token: buyer.token })).status).toBe('NOT_SCHEDULED');
  });

  it('schedules only online negotiations of an on-going batch', async () => {
    const offline = await ongoingBatch(t, buyer, 'OFFLINE');
    expect((await schedule({ negotiation: offline.negotiationIds[0], startDate: tomorrow(), picName: 'Budi', picEmail: picEmail() })).body).toEqual({
      errors: [{ param: null, msg: 'Only online negotiations are scheduled' }],
    });
    const canceled = await ongoingBatch(t, buyer, 'ONLINE');
    ok(await t.call('POST', `${BATCH}/change-status`, { token: buyer.token, body: { negotiationBatch: canceled.batchId, status: 'CANCELED', cancelReason: 'Batal' } }));
    expect((await schedule({ negotiation: canceled.negotiationIds[0], startDate: tomorrow(), picName: 'Budi', picEmail: picEmail() })).body).toEqual({
      errors: [{ param: null, msg: 'This negotiation session is not on going' }],
    });
  });

  it('gives the scheduled vendor a working sign-in', async () => {
    const { vendorToken, picEmail: email } = await scheduledNegotiation(t, buyer);
    const me = await t.call('GET', '/api/secured/account/my-profile', { token: vendorToken });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain(email);
  });
});
