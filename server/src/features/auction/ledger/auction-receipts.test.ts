import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { OfferReceiptLine } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import type { AuctionClient } from '../auction-client.testing';
import { MINUTE, offer, runningSession } from '../auction-bidding.testing';
import { invitedSession } from '../auction-invitation.testing';
import { enterRoom, sendOffer } from '../auction-room-client.testing';

// Offer receipts (docs/rules/auction-bidding.md#receipts): every acknowledged offer's answer carries its place in the hash
// chain, GET …/receipts lists the vendor's own, the room downloads them as JSON and PDF, and
// `npm run verify-ledger -- ledger.json --receipts receipts.json` proves them against the vendor's
// pseudonymised copy of the ledger (and the buyer's full export), naming any receipt that is not.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'receipts-'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const save = (content: unknown) => {
  const file = path.join(dir, `${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
};
/** npm run verify-ledger -- <ledger> --receipts <receipts>, as a vendor runs it. */
function verify(ledger: unknown, receipts: unknown) {
  const run = spawnSync('npm', ['run', '--silent', 'verify-ledger', '--', save(ledger), '--receipts', save(receipts)], { cwd: REPO, encoding: 'utf8' });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}
const HEX = /^[0-9a-f]{64}$/;

/** A finished injury-time session: A offers twice (the second in injury time, so its commit also extends), B once, over HTTP and the socket. */
async function finished() {
  const made = await runningSession(t, { vendors: 3, session: { periodType: 'INJURY_TIME', injuryTimeBeforeEnd: '2', timeExtension: '1', maxSessionExtension: 2 }, durationMs: 10 * MINUTE });
  const [a, b] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0]];
  const first = await offer(t, a.token, made.auction.id, { totalOffer: '299000000' });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const opened: AuctionClient[] = [];
  const client = await enterRoom(t.url, b.token, made.auction.id, opened);
  const ack = await sendOffer(client, made.auction.id, { totalOffer: '295000000' });
  for (const socket of opened) socket.close();
  t.clock.advance(9 * MINUTE);
  const key = randomUUID();
  const inInjury = await offer(t, a.token, made.auction.id, { totalOffer: '290000000', idempotencyKey: key });
  expect(inInjury.status, JSON.stringify(inInjury.body)).toBe(200);
  const retry = await offer(t, a.token, made.auction.id, { totalOffer: '290000000', idempotencyKey: key });
  // Past the extended end (the tokens of 15 minutes still valid).
  t.clock.advance(3 * MINUTE);
  await t.app.scheduler.tick();
  return { ...made, a, b, first: first.body.data.offer, ack, inInjury: inInjury.body.data.offer, retry: retry.body.data.offer };
}

describe('offer receipts', () => {
  // A whole session, its receipts checked against the vendor copy and the export: over the suite's 30 s on a loaded machine (CI).
  it('answers every offer with its receipt, lists them, and proves them against the vendor copy and the full export', { timeout: 120_000 }, async () => {
    const s = await finished();
    const fullAnswer = await t.call('GET', `/api/secured/auction/${s.auction.id}/ledger`, { token: s.buyer.token });
    expect(fullAnswer.status, JSON.stringify(fullAnswer.body)).toBe(200);
    const full = fullAnswer.body.data as { entries: LedgerEntry[]; headHash: string };
    const at = (sequence: number) => full.entries[sequence - 1]!;

    // HTTP: the offer is the head of its commit.
    expect(s.first.receipt).toEqual({ sequence: s.first.sequence, entryHash: at(s.first.sequence).hash, headHash: at(s.first.sequence).hash });
    // The socket's ack carries the same.
    expect('data' in s.ack && s.ack.data.offer.receipt).toEqual({ sequence: expect.any(Number), entryHash: expect.stringMatching(HEX), headHash: expect.stringMatching(HEX) });
    // In injury time the commit also wrote the extension: the head is the extension's hash.
    const extension = at(s.inInjury.sequence + 1);
    expect(extension.kind).toBe('EXTENSION');
    expect(s.inInjury.receipt).toEqual({ sequence: s.inInjury.sequence, entryHash: at(s.inInjury.sequence).hash, headHash: extension.hash });
    // A retry answers the same receipt.
    expect(s.retry.receipt).toEqual(s.inInjury.receipt);

    const listed = await t.call('GET', `/api/secured/auction/${s.auction.id}/receipts`, { token: s.a.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ auctionId: s.auction.id, auctionNumber: s.auction.auctionNumber, currency: 'IDR' });
    const receipts = listed.body.data.receipts as OfferReceiptLine[];
    expect(receipts.map((r) => [r.sequence, r.totalOffer, r.entryHash, r.headHash])).toEqual([
      [s.first.sequence, '299000000.00', s.first.receipt.entryHash, s.first.receipt.headHash],
      [s.inInjury.sequence, '290000000.00', s.inInjury.receipt.entryHash, s.inInjury.receipt.headHash],
    ]);

    // The vendor's copy holds no identifier of the other vendors; neither do its receipts.
    const copy = (await t.call('GET', `/api/secured/auction/${s.auction.id}/ledger`, { token: s.a.token })).body.data;
    const others = s.vendors.filter((v) => v.accountId !== s.a.accountId);
    const text = JSON.stringify([copy, listed.body]).toLowerCase();
    for (const v of others) for (const secret of [v.name, v.email, v.accountId, v.procurementVendorId, v.invitationId, v.code]) expect(text, secret).not.toContain(secret.toLowerCase());
    expect(JSON.stringify(copy)).toContain('Vendor A');

    // Both exports prove the receipts.
    for (const ledger of [copy, full]) {
      const result = verify(ledger, listed.body);
      expect(result.status, result.out + result.err).toBe(0);
      expect(result.out).toContain('receipts: all 2 in the chain');
    }

    // One character altered in a receipt: named, exit 1.
    const altered = structuredClone(listed.body);
    const hash = altered.data.receipts[1].entryHash as string;
    altered.data.receipts[1].entryHash = (hash[0] === 'a' ? 'b' : 'a') + hash.slice(1);
    const alteredRun = verify(copy, altered);
    expect(alteredRun.status).toBe(1);
    expect(alteredRun.out).toContain(`receipt ${s.inInjury.sequence}: NOT PROVEN: entry ${s.inInjury.sequence} has hash`);
    expect(alteredRun.out).toContain(`receipt ${s.first.sequence}: in the chain`);
    const amount = structuredClone(listed.body);
    amount.data.receipts[0].totalOffer = '199000000.00';
    expect(verify(copy, amount)).toMatchObject({ status: 1, out: expect.stringContaining(`receipt ${s.first.sequence}: NOT PROVEN: entry ${s.first.sequence} offers 299000000.00`) });

    // The ledger altered (one own amount): the chain is broken and no receipt is proven.
    const tampered = { ...copy, entries: copy.entries.map((e: LedgerEntry) => (e.sequence === s.first.sequence ? { ...e, payload: { ...e.payload, totalOffer: '299000001.00' } } : e)) };
    const tamperedRun = verify(tampered, listed.body);
    expect(tamperedRun.status).toBe(1);
    expect(tamperedRun.out).toContain('receipts: 2 of 2 not proven');

    // A receipt of another session: named, exit 1.
    const other = await finished();
    const otherReceipts = (await t.call('GET', `/api/secured/auction/${other.auction.id}/receipts`, { token: other.a.token })).body;
    const mixed = { data: { ...listed.body.data, receipts: [...receipts, otherReceipts.data.receipts[0]] } };
    const mixedRun = verify(copy, mixed);
    expect(mixedRun.status).toBe(1);
    expect(mixedRun.out).toContain(`NOT PROVEN: of session ${other.auction.id}`);
    expect(verify(copy, otherReceipts).status).toBe(1);

    // A malformed receipts file: exit 2 with why.
    expect(verify(copy, '{ not json')).toMatchObject({ status: 2 });
    expect(verify(copy, { data: { receipts: [{ sequence: 'x' }] } })).toMatchObject({ status: 2, err: expect.stringContaining('malformed receipts') });
    expect(verify(copy, { data: { receipts: [] } }).status).toBe(2);
  });

  it('renders the receipts as a one-page PDF and answers 404 to anyone but a vendor of the session', async () => {
    const s = await runningSession(t, { vendors: 2 });
    const [a] = s.vendors;
    expect((await offer(t, a!.token, s.auction.id, { totalOffer: '298765432' })).status).toBe(200);
    const pdf = await t.call('GET', `/api/secured/auction/${s.auction.id}/receipts/pdf`, { token: a!.token });
    expect(pdf.status).toBe(200);
    expect(pdf.body.data).toMatchObject({ type: 'application/pdf', fileName: `Offer-Receipts-${s.auction.auctionNumber}.pdf` });
    const file = path.join(dir, 'receipts.pdf');
    writeFileSync(file, Buffer.from(pdf.body.data.data, 'base64'));
    const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
    expect(info).toMatch(/Pages:\s+1\n/);
    const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('298,765,432.00 IDR');
    expect(text).toContain(s.auction.auctionNumber);

    const stranger = await invitedSession(t, { vendors: 1 });
    for (const token of [stranger.vendors[0]!.token, s.buyer.token]) {
      expect((await t.call('GET', `/api/secured/auction/${s.auction.id}/receipts`, { token })).status).toBe(404);
      expect((await t.call('GET', `/api/secured/auction/${s.auction.id}/receipts/pdf`, { token })).status).toBe(404);
    }
    expect((await t.call('GET', `/api/secured/auction/${s.auction.id}/ledger`, { token: stranger.vendors[0]!.token })).status).toBe(404);
  });

  it("gives an offer answered by another vendor's proxy in the same commit the head after the proxy's offer", async () => {
    const s = await runningSession(t, { vendors: 2 });
    const [a, b] = s.vendors as [(typeof s.vendors)[0], (typeof s.vendors)[0]];
    expect((await offer(t, b.token, s.auction.id, { totalOffer: '298000000' })).status).toBe(200);
    const floor = await t.call('PUT', `/api/secured/auction/${s.auction.id}/proxy`, { token: b.token, body: { floor: '250000000' } });
    expect(floor.status, JSON.stringify(floor.body)).toBe(200);
    const answer = await offer(t, a.token, s.auction.id, { totalOffer: '297000000' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const entries = (await t.call('GET', `/api/secured/auction/${s.auction.id}/ledger`, { token: s.buyer.token })).body.data.entries as LedgerEntry[];
    const own = entries.find((e) => e.sequence === answer.body.data.offer.sequence)!;
    const proxied = entries.at(-1)!;
    expect(proxied).toMatchObject({ kind: 'OFFER', at: own.at, payload: { byProxy: true } });
    expect(answer.body.data.offer.receipt).toEqual({ sequence: own.sequence, entryHash: own.hash, headHash: proxied.hash });
    const listed = (await t.call('GET', `/api/secured/auction/${s.auction.id}/receipts`, { token: a.token })).body.data.receipts as OfferReceiptLine[];
    expect(listed.at(-1)).toMatchObject(answer.body.data.offer.receipt);
    // B's proxy offer is B's receipt, its own commit's consequence.
    const bReceipts = (await t.call('GET', `/api/secured/auction/${s.auction.id}/receipts`, { token: b.token })).body.data.receipts as OfferReceiptLine[];
    expect(bReceipts.at(-1)).toMatchObject({ sequence: proxied.sequence, entryHash: proxied.hash, headHash: proxied.hash });
  });
});
