import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../db/schema/auth';
import { companies } from '../../../db/schema/company';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offer } from '../auction-bidding.testing';
import { invitedSession, type InvitedVendor } from '../auction-invitation.testing';
import { disqualifyOffer, requestDisqualification } from '../bidding/auction-disqualification.service';

// GET …/ledger for a vendor (docs/rules/auction-bidding.md#newer-rules, decision 162): once the session ended, a vendor that took part
// gets the whole chain with every other vendor pseudonymised. Its copy is scanned for every
// identifier of every other vendor; the buyer's full export and the vendor's copy both go through
// `npm run verify-ledger` as a user would run it.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'ledger-copy-'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const ledgerPath = (auctionId: string) => `/api/secured/auction/${auctionId}/ledger`;

/** npm run verify-ledger -- <file> on what an answer's data holds, as the app's download saves it. */
function verifyFile(content: unknown, ...options: string[]): { status: number | null; out: string } {
  const file = path.join(dir, `ledger-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(content, null, 2));
  const run = spawnSync('npm', ['run', '--silent', 'verify-ledger', '--', file, ...options], { cwd: REPO, encoding: 'utf8' });
  return { status: run.status, out: run.stdout.trim() };
}

/** Each vendor account gets its own company, with a name, code and id to look for. */
async function giveCompanies(vendors: InvitedVendor[]) {
  const found: Array<{ id: string; companyName: string; companyCode: string; companyEmail: string }> = [];
  for (const vendor of vendors) {
    const tag = randomBytes(4).toString('hex').toUpperCase();
    const [company] = await t.app.ctx.db
      .insert(companies)
      .values({
        companyType: 'PT',
        companyCode: `V${tag}`,
        companyName: `PT Rahasia ${tag} Nusantara`,
        companyPicName: `Pic ${tag}`,
        companyEmail: `office.${tag.toLowerCase()}@rahasia.co.id`,
        companyPhonePrefix: '+62',
        companyPhone: '62812345678',
        isOnboarding: true,
      })
      .returning();
    await t.app.ctx.db.update(accounts).set({ companyId: company!.id }).where(eq(accounts.id, vendor.accountId));
    found.push(company!);
  }
  return found;
}

/**
 * A session of four invited vendors of which three attend (the fourth never answers), run to its
 * end: offers by all three, B's request and the buyer's disqualification of B's offer.
 */
async function finishedSession(auctionType: 'OPEN' | 'CLOSE') {
  const now = t.clock.now().getTime();
  const made = await invitedSession(t, {
    vendors: 4,
    session: { auctionType, startTime: new Date(now + MINUTE), endTime: new Date(now + 11 * MINUTE), initialPrice: '300000000.00', minimalDecrement: '1000000.00' },
  });
  const [a, b, c, absent] = made.vendors as [InvitedVendor, InvitedVendor, InvitedVendor, InvitedVendor];
  const companiesOf = await giveCompanies(made.vendors);
  const capableItems = made.itemIds.map((procurementItemId) => ({ procurementItemId, capableQty: '10' }));
  for (const vendor of [a, b, c]) {
    const answer = await t.call('POST', '/api/secured/auction/attend-auction', {
      token: vendor.token,
      body: { auctionInvitationId: vendor.invitationId, isAttending: true, termsAccepted: true, capableItems },
    });
    expect(answer.status).toBe(200);
  }
  t.clock.advance(MINUTE);
  await t.app.scheduler.tick();

  const offered = async (vendor: InvitedVendor, totalOffer: string) => {
    const answer = await offer(t, vendor.token, made.auction.id, { totalOffer });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.offer.offerId as string;
  };
  // C offers first, so C is 'Vendor A' in A's copy and B is 'Vendor B'.
  await offered(c, '299000000');
  await offered(a, '295000000');
  const bOffer = await offered(b, '290000000');
  const bReason = `${b.name} typed a zero too many`;
  const buyerReason = `Confirmed with ${b.email}`;
  const asUser = (vendor: InvitedVendor) => ({ id: vendor.accountId, email: vendor.email, role: 'seller_auction' as const, sessionId: 'test' });
  await requestDisqualification(t.app.ctx, asUser(b), { auctionId: made.auction.id, offerId: bOffer, reason: bReason });
  await disqualifyOffer(t.app.ctx, { id: made.buyer.accountId, email: made.buyer.email, role: 'buyer_auction', sessionId: 'test' }, { auctionId: made.auction.id, offerId: bOffer, reason: buyerReason });
  await offered(c, '289000000');
  await offered(a, '288000000');

  // Before the end a vendor cannot have its copy.
  const early = await t.call('GET', ledgerPath(made.auction.id), { token: a.token });
  expect(early.status).toBe(409);
  expect(early.body).toEqual({ errors: [{ param: null, msg: AUCTION_MSG.ledgerAfterEnd }] });

  t.clock.advance(10 * MINUTE);
  await t.app.scheduler.tick();
  const full = await t.call('GET', ledgerPath(made.auction.id), { token: made.buyer.token });
  expect(full.status).toBe(200);
  expect((full.body.data.entries as LedgerEntry[]).at(-1)?.kind).toBe('STOP');
  // A whole session with a request, a disqualification and its fall-back: every stored figure is the ledger's replay.
  const verified = await t.call('GET', `${ledgerPath(made.auction.id)}/verify`, { token: made.buyer.token });
  expect(verified.body.data).toMatchObject({ valid: true, problem: null, problems: [] });
  return { ...made, a, b, c, absent, companiesOf, reasons: [bReason, buyerReason], full: full.body.data as { headHash: string; entries: LedgerEntry[] } };
}

describe("a vendor's copy of a finished session's ledger", () => {
  it("holds no identifier of any other vendor, keeps the vendor's own entries, and verifies as a copy", async () => {
    const s = await finishedSession('OPEN');
    const answer = await t.call('GET', ledgerPath(s.auction.id), { token: s.a.token });
    expect(answer.status).toBe(200);
    const copy = answer.body.data;

    // Every identifier of B, C and the absent vendor: names, e-mails, companies, accounts, rows, invitations, codes, offers, reasons.
    const text = JSON.stringify(copy).toLowerCase();
    const othersOffers = s.full.entries.filter((e) => e.kind === 'OFFER' && e.payload.vendorId !== s.a.procurementVendorId).map((e) => ('offerId' in e.payload ? e.payload.offerId : ''));
    expect(othersOffers).toHaveLength(3);
    const secrets = [s.b, s.c, s.absent].flatMap((vendor, i) => {
      const company = s.companiesOf[i + 1]!;
      return [vendor.name, vendor.email, vendor.accountId, vendor.procurementVendorId, vendor.invitationId, vendor.code, company.id, company.companyName, company.companyCode, company.companyEmail];
    });
    for (const secret of [...secrets, ...othersOffers, ...s.reasons]) expect(text, secret).not.toContain(secret.toLowerCase());
    // The scan reads real text: A's own entries are there.
    expect(text).toContain(s.a.procurementVendorId);

    // Order, kinds, times, hashes and the head as the buyer's; A's and the session's entries as stored.
    expect(copy.headHash).toBe(s.full.headHash);
    expect(copy.entries.map((e: LedgerEntry) => [e.sequence, e.kind, e.at, e.hash])).toEqual(s.full.entries.map((e) => [e.sequence, e.kind, e.at, e.hash]));
    s.full.entries.forEach((stored, index) => {
      const own = !('vendorId' in stored.payload) || stored.payload.vendorId === s.a.procurementVendorId;
      if (own) expect(copy.entries[index]).toEqual(stored);
      else expect(copy.entries[index]).toMatchObject({ vendor: expect.stringMatching(/^Vendor [A-Z]$/), sealedRef: expect.stringMatching(/^[0-9a-f]{64}$/) });
    });
    // Pseudonyms by first appearance, amounts kept in an OPEN session.
    type Offered = { kind: string; vendor?: string; payload: { vendorId?: string; totalOffer: string } };
    const offers = (copy.entries as Offered[])
      .filter((e) => e.kind === 'OFFER')
      .map((e) => [e.payload.vendorId === s.a.procurementVendorId ? 'own' : e.vendor, e.payload.totalOffer]);
    expect(offers).toEqual([
      ['Vendor A', '299000000.00'],
      ['own', '295000000.00'],
      ['Vendor B', '290000000.00'],
      ['Vendor A', '289000000.00'],
      ['own', '288000000.00'],
    ]);
    expect(copy.vendorCopy).toMatchObject({ form: 2, yourVendorId: s.a.procurementVendorId, pseudonyms: 2, othersAmounts: true });
    // The salt of the commitments never leaves the server.
    const { ledgerSalt } = await auctionRow(t, s.auction.id);
    expect(JSON.stringify(copy)).not.toContain(ledgerSalt);
    expect(JSON.stringify(s.full)).not.toContain(ledgerSalt);
    // Nor does any read of the session answer it, to its buyer or its vendors (decision 240).
    const sessionReads = t.app.routes.filter((r) => r.method === 'GET' && r.url.includes(':auctionId'));
    expect(sessionReads.length).toBeGreaterThan(10);
    for (const route of sessionReads) {
      for (const token of [s.buyer.token, s.a.token, s.b.token]) {
        const answer = await t.call('GET', route.url.replace(':auctionId', s.auction.id), { token });
        expect(JSON.stringify(answer.body ?? ''), route.url).not.toContain(ledgerSalt);
      }
    }

    // The buyer's export verifies in full; the vendor's copy as far as a copy can, never as 'broken'.
    expect(verifyFile(s.full)).toEqual({
      status: 0,
      out: `valid, ${s.full.entries.length} entries, head ${s.full.headHash}\nsignature: not checked (pass --key with the public key of GET /api/ledger/signing-key)`,
    });
    const checked = verifyFile(copy);
    expect(checked.status).toBe(0);
    expect(checked.out).toContain(`vendor's copy, ${s.full.entries.length} entries, head ${s.full.headHash}`);
    expect(checked.out).toContain('every entry recomputed and chained to the hash before it, 5 of other vendors in their committed form');
    // Another vendor's amount changed, or two pseudonyms swapped throughout: the copy no longer verifies (decision 240).
    type CopyEntry = LedgerEntry & { vendor?: string };
    const entriesOfCopy = copy.entries as CopyEntry[];
    const othersAmount = entriesOfCopy.map((e) => (e.vendor && e.kind === 'OFFER' ? { ...e, payload: { ...e.payload, totalOffer: '1.00' } } : e));
    expect(verifyFile({ ...copy, entries: othersAmount }).status).toBe(1);
    const swapped = entriesOfCopy.map((e) => (e.vendor ? { ...e, vendor: e.vendor === 'Vendor A' ? 'Vendor B' : 'Vendor A' } : e));
    expect(verifyFile({ ...copy, entries: swapped }).status).toBe(1);
    // Both carry the head signed by the app: checked with the key the app publishes (decision 168).
    const keyFile = path.join(dir, 'signing-key.json');
    writeFileSync(keyFile, JSON.stringify((await t.call('GET', '/api/ledger/signing-key')).body));
    for (const file of [s.full, copy]) {
      const signed = verifyFile(file, '--key', keyFile, '--head', s.full.headHash);
      expect(signed.status, signed.out).toBe(0);
      expect(signed.out).toContain(`signature: valid (Ed25519, key ${t.app.ctx.secrets.ledgerKey.keyId}) over sequence ${s.full.entries.length}, head ${s.full.headHash}`);
    }
    // The copy cut short before the stop does not pass under the signature.
    expect(verifyFile({ ...copy, entries: copy.entries.slice(0, -1) }, '--key', keyFile).status).toBe(1);
    // A copy whose own entry was changed is named.
    const tampered = { ...copy, entries: copy.entries.map((e: LedgerEntry) => (e.kind === 'OFFER' && e.payload.vendorId === s.a.procurementVendorId ? { ...e, payload: { ...e.payload, totalOffer: '1.00' } } : e)) };
    expect(verifyFile(tampered).status).toBe(1);
  });

  it('answers 404 to a vendor that did not take part or was never invited, and seals amounts of a CLOSE session', async () => {
    const s = await finishedSession('CLOSE');
    const stranger = await invitedSession(t, { vendors: 1 });
    for (const token of [s.absent.token, stranger.vendors[0]!.token]) {
      const answer = await t.call('GET', ledgerPath(s.auction.id), { token });
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(s.auction.id);
    }
    const copy = (await t.call('GET', ledgerPath(s.auction.id), { token: s.b.token })).body.data;
    const others = copy.entries.filter((e: { vendor?: string; kind: string }) => e.vendor && e.kind === 'OFFER');
    expect(others.map((e: { vendor: string; payload: object }) => [e.vendor, Object.keys(e.payload)])).toEqual([
      ['Vendor A', ['vendorRef']],
      ['Vendor B', ['vendorRef']],
      ['Vendor A', ['vendorRef']],
      ['Vendor B', ['vendorRef']],
    ]);
    expect(copy.vendorCopy.othersAmounts).toBe(false);
    expect(JSON.stringify(copy)).not.toContain('299000000');
    // B's own disqualified offer and the buyer's reason about it are B's to read.
    expect(JSON.stringify(copy)).toContain(s.reasons[1]);
    expect(verifyFile(copy).status).toBe(0);
  });
});
