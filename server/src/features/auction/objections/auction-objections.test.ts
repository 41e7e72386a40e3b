import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OBJECTION_MSG } from '@procura/domain/auction/objections/objection.messages';
import { objectionDeadline } from '@procura/domain/auction/objections/objection.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offer, runningSession } from '../auction-bidding.testing';
import { invitedSession, vendorToken } from '../auction-invitation.testing';
import { storedLedgerVerification } from '../ledger/auction-ledger.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';

// Objections (docs/rules/auction-bidding.md#objections): a vendor that attended objects once within the
// window of Indonesian working days after the end, with the evidence the server attaches; the buyer
// answers once; both are ledger entries; every refusal in the spec's envelope.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const objectionsPath = (auctionId: string) => `/api/secured/auction/${auctionId}/objections`;
const refused = (msg: string) => ({ errors: [{ param: null, msg }] });

async function endedSession() {
  const made = await runningSession(t, { vendors: 2, durationMs: 10 * MINUTE });
  const [a, b] = made.vendors;
  expect((await offer(t, a!.token, made.auction.id, { totalOffer: '299000000' })).status).toBe(200);
  expect((await offer(t, b!.token, made.auction.id, { totalOffer: '298000000' })).status).toBe(200);
  expect((await offer(t, a!.token, made.auction.id, { totalOffer: '297000000' })).status).toBe(200);
  const early = await t.call('POST', objectionsPath(made.auction.id), { token: a!.token, body: { text: 'Too early' } });
  expect(early.status).toBe(409);
  expect(early.body).toEqual(refused(OBJECTION_MSG.notEnded));
  t.clock.advance(10 * MINUTE);
  await t.app.scheduler.tick();
  return { ...made, a: a!, b: b! };
}

describe('objections after the end', () => {
  it('takes one objection per attending vendor with its evidence, lets the buyer answer once, and keeps both in the ledger', async () => {
    const s = await endedSession();
    const ended = await auctionRow(t, s.auction.id);
    expect(ended.status).toBe('DONE');

    const made = await t.call('POST', objectionsPath(s.auction.id), { token: s.a.token, body: { text: '  Our last offer was sent before the end but not shown.  ' } });
    expect(made.status).toBe(200);
    const objection = made.body.data;
    expect(objection).toMatchObject({ text: 'Our last offer was sent before the end but not shown.', sequence: ended.sequence + 1, answer: null });
    // The evidence the server attached: A's two receipts and the head when it objected.
    expect(objection.evidence.head).toEqual({ sequence: ended.sequence, headHash: ended.ledgerHeadHash });
    expect(objection.evidence.receipts.map((r: { totalOffer: string }) => r.totalOffer)).toEqual(['299000000.00', '297000000.00']);
    expect(Array.isArray(objection.evidence.connections)).toBe(true);

    const twice = await t.call('POST', objectionsPath(s.auction.id), { token: s.a.token, body: { text: 'Again' } });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual(refused(OBJECTION_MSG.alreadyObjected));
    expect((await t.call('POST', objectionsPath(s.auction.id), { token: s.a.token, body: { text: '   ' } })).body).toEqual({ errors: [{ param: 'text', msg: OBJECTION_MSG.textRequired }] });
    expect((await t.call('POST', objectionsPath(s.auction.id), { token: s.a.token, body: { text: 'x'.repeat(4001) } })).body).toEqual({ errors: [{ param: 'text', msg: OBJECTION_MSG.textTooLong }] });
    // The buyer was mailed.
    expect((await t.mailsTo(s.buyer.email)).some((m) => m.subject.startsWith(`Objection to auction ${s.auction.auctionNumber}`) && m.text.includes('not shown'))).toBe(true);

    // The buyer lists every objection; B sees none of A's and may still object; the window is the session's.
    const listed = (await t.call('GET', objectionsPath(s.auction.id), { token: s.buyer.token })).body.data;
    expect(listed).toMatchObject({ workingDays: 5, open: true, canObject: false, deadline: objectionDeadline(ended.endedAt!, 5).toISOString() });
    expect(listed.objections.map((o: { vendorName: string }) => o.vendorName)).toEqual([s.a.name]);
    const bList = (await t.call('GET', objectionsPath(s.auction.id), { token: s.b.token })).body.data;
    expect(bList).toMatchObject({ open: true, canObject: true, objections: [] });
    expect(JSON.stringify(bList)).not.toContain(s.a.name);

    // Only the buyer answers, once.
    const answerPath = `${objectionsPath(s.auction.id)}/${objection.objectionId}/answer`;
    expect((await t.call('POST', answerPath, { token: s.a.token, body: { text: 'Self answer', upheld: true } })).status).toBe(404);
    expect((await t.call('POST', answerPath, { token: s.buyer.token, body: { text: 'Checked' } })).body).toEqual({ errors: [{ param: 'upheld', msg: OBJECTION_MSG.upheldRequired }] });
    const answered = await t.call('POST', answerPath, { token: s.buyer.token, body: { text: 'The ledger shows the offer at 297,000,000.00 IDR in place 1.', upheld: false } });
    expect(answered.status).toBe(200);
    expect(answered.body.data.answer).toMatchObject({ upheld: false, sequence: ended.sequence + 2 });
    const again = await t.call('POST', answerPath, { token: s.buyer.token, body: { text: 'Again', upheld: true } });
    expect(again.body).toEqual(refused(OBJECTION_MSG.alreadyAnswered));
    expect((await t.mailsTo(s.a.email)).some((m) => m.subject.startsWith('Answer to your objection') && m.text.includes('not upheld'))).toBe(true);

    // Both in the ledger after STOP; the chain and every stored figure still hold.
    const entries = await ledgerOf(t.app.ctx.db, s.auction.id);
    expect(entries.slice(-3).map((e) => e.kind)).toEqual(['STOP', 'OBJECTION', 'OBJECTION_ANSWER']);
    expect(await storedLedgerVerification(t.app.ctx.db, s.auction.id)).toMatchObject({ valid: true });
    const verified = await t.call('GET', `/api/secured/auction/${s.auction.id}/ledger/verify`, { token: s.buyer.token });
    expect(verified.body.data).toMatchObject({ valid: true, problems: [] });
    // B's copy holds A's objection in its committed form: no text, no name.
    const copy = (await t.call('GET', `/api/secured/auction/${s.auction.id}/ledger`, { token: s.b.token })).body.data;
    expect(JSON.stringify(copy)).not.toContain('not shown');
    expect(copy.entries.at(-2)).toMatchObject({ kind: 'OBJECTION', vendor: 'Vendor A' });
    // B's copy still passes the head its result mail carried: only objection entries follow it.
    const dir = mkdtempSync(path.join(tmpdir(), 'objections-'));
    const resultMail = (await t.mailsTo(s.b.email)).find((m) => m.subject.startsWith('Your result in auction'))!;
    writeFileSync(path.join(dir, 'mail.txt'), resultMail.text);
    writeFileSync(path.join(dir, 'copy.json'), JSON.stringify(copy));
    const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
    const run = spawnSync('npm', ['run', '--silent', 'verify-ledger', '--', path.join(dir, 'copy.json'), '--head', path.join(dir, 'mail.txt')], { cwd: repo, encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`the chain passes the mail's head at sequence ${ended.sequence}; after it 2 objection entries`);

    // After the window: refused, for an objection and an answer alike.
    t.clock.advance(objectionDeadline(ended.endedAt!, 5).getTime() + 1 - t.clock.now().getTime());
    const bToken = await vendorToken(t, s.b.email); // days later: signed in again
    const late = await t.call('POST', objectionsPath(s.auction.id), { token: bToken, body: { text: 'Late' } });
    expect(late.status).toBe(409);
    expect(late.body).toEqual(refused(OBJECTION_MSG.windowClosed));
    expect((await t.call('GET', objectionsPath(s.auction.id), { token: bToken })).body.data).toMatchObject({ open: false, canObject: false });
  });

  it('answers 404 to a vendor that did not attend, a stranger and another company’s buyer', async () => {
    const s = await endedSession();
    const stranger = await invitedSession(t, { vendors: 1 });
    for (const token of [stranger.vendors[0]!.token, stranger.buyer.token]) {
      expect((await t.call('POST', objectionsPath(s.auction.id), { token, body: { text: 'Not mine' } })).status).toBe(404);
      expect((await t.call('GET', objectionsPath(s.auction.id), { token })).status).toBe(404);
    }
  });
});
