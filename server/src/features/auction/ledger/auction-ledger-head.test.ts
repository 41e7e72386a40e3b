import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, verify as verifySignature, createPublicKey } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { chainEntries, signedHeadMessage, type LedgerEntryContent, type LedgerHeadSignature } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { AuctionLedgerVerificationView } from '@procura/domain/auction/auction.views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { auctionOffers, auctionVendors } from '../../../db/schema/auction';
import { appSecrets } from '../../../db/schema/platform';
import { procurementVendors } from '../../../db/schema/procurement';
import { loadSecrets } from '../../../platform/security/secrets';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offer, offersOf, runningSession } from '../auction-bidding.testing';
import { vendorToken } from '../auction-invitation.testing';
import { hashingOf, ledgerOf } from './auction-ledger.store';

// The ledger remembers its head (decision 168): the database refuses DELETE and TRUNCATE of both
// ledgers; a ledger cut short or re-chained behind the trigger's back is measured against the head the
// session row keeps; stored standings and final prices are re-derived from the ledger; every export
// carries its head signed with the app's published Ed25519 key. Each verdict is printed (the figures
// of the closing note).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const verifyPath = (auctionId: string) => `/api/secured/auction/${auctionId}/ledger/verify`;

async function verifyAs(token: string, auctionId: string, label: string): Promise<AuctionLedgerVerificationView> {
  const answer = await t.call('GET', verifyPath(auctionId), { token });
  expect(answer.status).toBe(200);
  const data = answer.body.data as AuctionLedgerVerificationView;
  console.log(`[ledger head] ${label}: ${JSON.stringify({ valid: data.valid, entries: data.entries, storedHead: data.storedHead, problem: data.problem, problems: data.problems })}`);
  return data;
}

/** Runs `statement` with the ledger's delete trigger off (what only the schema's owner can do), then turns it on again. */
async function withoutTrigger(trigger: string, table: 'auction_ledger', statement: ReturnType<typeof sql>) {
  const db = t.app.ctx.db;
  await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
}

describe('the ledgers in the database', () => {
  it('refuses DELETE and TRUNCATE of both ledgers, even by cascade', async () => {
    const { auction, vendors } = await runningSession(t);
    for (const price of ['299000000', '298000000']) expect((await offer(t, vendors[0]!.token, auction.id, { totalOffer: price })).status).toBe(200);
    const db = t.app.ctx.db;
    await expect(db.execute(sql`delete from auction_ledger where auction_id = ${auction.id} and sequence = 3`)).rejects.toThrow();
    await expect(db.execute(sql`truncate auction_ledger`)).rejects.toThrow();
    // A statement trigger: refused even on a table with no rows.
    await expect(db.execute(sql`truncate negotiation_ledger`)).rejects.toThrow();
    await expect(db.execute(sql`truncate auctions cascade`)).rejects.toThrow();
    await expect(db.execute(sql`delete from auctions where id = ${auction.id}`)).rejects.toThrow();
    const refused = await db.execute(sql`delete from auction_ledger where auction_id = ${auction.id}`).catch((error: unknown) => error);
    expect(String((refused as Error & { cause?: unknown }).cause ?? refused)).toContain('auction_ledger is append-only: DELETE refused');
    expect(await ledgerOf(db, auction.id)).toHaveLength(3);
    expect((await verifyAs(vendors[0]!.token, auction.id, 'after refused DELETE and TRUNCATE')).valid).toBe(true);
  });
});

describe('GET …/ledger/verify against the stored head', () => {
  it('reports the last entries removed behind the trigger against the head and sequence the session keeps', async () => {
    const { buyer, auction, vendors } = await runningSession(t);
    for (const [i, price] of ['299000000', '298000000', '297000000', '296000000'].entries()) {
      expect((await offer(t, vendors[i % 2]!.token, auction.id, { totalOffer: price })).status).toBe(200);
    }
    const row = await auctionRow(t, auction.id);
    expect((await verifyAs(buyer.token, auction.id, 'intact, 5 entries')).valid).toBe(true);

    await withoutTrigger('auction_ledger_no_delete', 'auction_ledger', sql`delete from auction_ledger where auction_id = ${auction.id} and sequence > 3`);
    const result = await verifyAs(buyer.token, auction.id, 'last 2 entries deleted');
    expect(result).toMatchObject({
      valid: false,
      entries: 3,
      firstBrokenSequence: 4,
      problem: 'SHORTER_THAN_HEAD',
      storedHead: { sequence: 5, headHash: row.ledgerHeadHash },
    });
    expect(result.problems[0]).toBe('3 entries, shorter than the head at sequence 5: entries 4 to 5 are missing');
    // The offers the removed entries held are still stored: each is named.
    const [fourth, fifth] = (await offersOf(t, auction.id)).slice(2);
    expect(result.problems).toContain(`offer ${fourth!.id} (sequence 4): stored (amount 297000000.00) but not in the ledger`);
    expect(result.problems).toContain(`offer ${fifth!.id} (sequence 5): stored (amount 296000000.00) but not in the ledger`);
    expect(result.problems.some((p) => p.startsWith("the session's leading price is 296000000.00, the ledger's 298000000.00"))).toBe(true);
  });

  it('reports a ledger re-chained in the database after a changed amount', async () => {
    const { buyer, auction, vendors } = await runningSession(t);
    for (const [i, price] of ['299000000', '298000000', '297000000'].entries()) {
      expect((await offer(t, vendors[i % 2]!.token, auction.id, { totalOffer: price })).status).toBe(200);
    }
    const stored = await ledgerOf(t.app.ctx.db, auction.id);
    const contents = stored.map(({ hash: _hash, ...content }) => content as LedgerEntryContent);
    // Re-chained as the server hashes the session (its form and salt: a superuser can read both).
    const hashing = hashingOf(await auctionRow(t, auction.id));
    const forged = chainEntries(contents.map((e) => (e.kind === 'OFFER' && e.sequence === 2 ? { ...e, payload: { ...e.payload, totalOffer: '1.00' } } : e)), undefined, hashing);
    const db = t.app.ctx.db;
    await db.execute(sql`alter table auction_ledger disable trigger auction_ledger_no_update`);
    for (const entry of forged.slice(1)) {
      await db.execute(sql`update auction_ledger set payload = ${JSON.stringify(entry.payload)}::jsonb, hash = ${entry.hash} where auction_id = ${auction.id} and sequence = ${entry.sequence}`);
    }
    await db.execute(sql`alter table auction_ledger enable trigger auction_ledger_no_update`);
    const result = await verifyAs(buyer.token, auction.id, 're-chained after offer 2 set to 1.00');
    expect(result).toMatchObject({ valid: false, entries: 4, problem: 'RE_CHAINED', firstBrokenSequence: null, headHash: forged[3]!.hash });
    expect(result.problems[0]).toContain('re-chained');
    const [first] = await offersOf(t, auction.id);
    expect(result.problems).toContain(`offer ${first!.id} (sequence 2): stored amount 299000000.00, the ledger's 1.00`);
  });

  it('reports a changed offer amount, standing and final price of a finished session; a vendor reads another vendor’s without its figures', async () => {
    const { buyer, auction, vendors, procurement } = await runningSession(t, { durationMs: 5 * MINUTE });
    const [a, b] = vendors;
    expect((await offer(t, a!.token, auction.id, { totalOffer: '290000000' })).status).toBe(200);
    expect((await offer(t, b!.token, auction.id, { totalOffer: '280000000' })).status).toBe(200);
    t.clock.advance(5 * MINUTE);
    await t.app.scheduler.tick();
    expect((await auctionRow(t, auction.id)).status).toBe('DONE');
    expect(await verifyAs(buyer.token, auction.id, 'DONE, intact')).toMatchObject({ valid: true, entries: 4, problems: [] });

    // A's offer, standing and final price rewritten to 1.00: A would rank 1.
    const db = t.app.ctx.db;
    const [aOffer] = await db.select().from(auctionOffers).where(and(eq(auctionOffers.auctionId, auction.id), eq(auctionOffers.procurementVendorId, a!.procurementVendorId)));
    await db.update(auctionOffers).set({ totalOffer: '1.00' }).where(eq(auctionOffers.id, aOffer!.id));
    await db.update(auctionVendors).set({ lastTotal: '1.00' }).where(and(eq(auctionVendors.auctionId, auction.id), eq(auctionVendors.procurementVendorId, a!.procurementVendorId)));
    await db.update(procurementVendors).set({ lastPrice: '1.00' }).where(eq(procurementVendors.id, a!.procurementVendorId));
    const evaluation = await t.call('GET', `/api/secured/procurement/${procurement.id}/evaluation`, { token: buyer.token });
    expect((evaluation.body.data.rows as Array<{ vendorId: string }>)[0]!.vendorId).toBe(a!.procurementVendorId);

    const result = await verifyAs(buyer.token, auction.id, 'A set to 1.00 in auction_offers, auction_vendors, procurement_vendors');
    expect(result).toMatchObject({ valid: false, entries: 4, problem: null, firstBrokenSequence: null });
    expect(result.problems).toEqual([
      `offer ${aOffer!.id} (sequence 2): stored amount 1.00, the ledger's 290000000.00`,
      `vendor ${a!.procurementVendorId}'s standing: stored last price 1.00, the ledger's 290000000.00`,
      `vendor ${a!.procurementVendorId}'s final price in the procurement is 1.00, the ledger's 290000000.00`,
    ]);

    // B learns that something differs, not whose figure or what it is.
    const asB = await verifyAs(b!.token, auction.id, "the same, as vendor B");
    expect(asB.valid).toBe(false);
    expect(asB.problems).toEqual(["another vendor's stored figure differs from the ledger"]);
    expect(JSON.stringify(asB)).not.toContain(a!.procurementVendorId);
    // A reads its own.
    expect((await verifyAs(a!.token, auction.id, 'the same, as vendor A')).problems).toHaveLength(3);

    // Only the price: a changed procurement_vendors final price alone is reported too.
    await db.update(auctionOffers).set({ totalOffer: '290000000.00' }).where(eq(auctionOffers.id, aOffer!.id));
    await db.update(auctionVendors).set({ lastTotal: '290000000.00' }).where(and(eq(auctionVendors.auctionId, auction.id), eq(auctionVendors.procurementVendorId, a!.procurementVendorId)));
    expect((await verifyAs(buyer.token, auction.id, 'procurement_vendors final price alone')).problems).toEqual([
      `vendor ${a!.procurementVendorId}'s final price in the procurement is 1.00, the ledger's 290000000.00`,
    ]);
  });

  it('finds nothing to report after two injury-time extensions, the end and the final prices', async () => {
    const { auction, vendors } = await runningSession(t, {
      durationMs: 10 * MINUTE,
      session: { periodType: 'INJURY_TIME', injuryTimeBeforeEnd: '2', timeExtension: '1', maxSessionExtension: 2 },
    });
    t.clock.advance(9 * MINUTE);
    // Fresh access tokens after the clock moved on.
    const tokens = [await vendorToken(t, vendors[0]!.email), await vendorToken(t, vendors[1]!.email)];
    for (const [i, price] of ['298000000', '297000000', '296000000'].entries()) expect((await offer(t, tokens[i % 2]!, auction.id, { totalOffer: price })).status).toBe(200);
    expect((await auctionRow(t, auction.id)).extensionsUsed).toBe(2);
    t.clock.advance(3 * MINUTE);
    await t.app.scheduler.tick();
    expect((await auctionRow(t, auction.id)).status).toBe('DONE');
    expect(await verifyAs(tokens[0]!, auction.id, 'injury time x2, ended by the scheduler')).toMatchObject({ valid: true, entries: 7, problems: [] });
  });

  it('reports a disqualification flag changed in auction_offers', async () => {
    const { buyer, auction, vendors } = await runningSession(t);
    expect((await offer(t, vendors[0]!.token, auction.id, { totalOffer: '290000000' })).status).toBe(200);
    const [row] = await offersOf(t, auction.id);
    await t.app.ctx.db.update(auctionOffers).set({ disqualifiedAt: t.clock.now(), disqualifyReason: 'forged' }).where(eq(auctionOffers.id, row!.id));
    expect((await verifyAs(buyer.token, auction.id, 'offer marked disqualified outside the ledger')).problems).toEqual([
      `offer ${row!.id} (sequence 2): stored as disqualified, the ledger never disqualified it`,
    ]);
  });
});

describe('the signed head', () => {
  it('signs the stored head of every export with the key published at GET /api/ledger/signing-key', async () => {
    const { buyer, auction, vendors } = await runningSession(t);
    expect((await offer(t, vendors[0]!.token, auction.id, { totalOffer: '290000000' })).status).toBe(200);
    const published = await t.call('GET', '/api/ledger/signing-key');
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ algorithm: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const exported = await t.call('GET', `/api/secured/auction/${auction.id}/ledger`, { token: buyer.token });
    const signature = exported.body.data.headSignature as LedgerHeadSignature;
    const row = await auctionRow(t, auction.id);
    expect(signature).toMatchObject({ algorithm: 'Ed25519', keyId: published.body.data.keyId, signedHead: { auctionId: auction.id, sequence: 2, headHash: row.ledgerHeadHash } });
    const publicKey = createPublicKey({ key: Buffer.from(published.body.data.publicKey as string, 'base64'), format: 'der', type: 'spki' });
    expect(verifySignature(null, Buffer.from(signedHeadMessage(signature.signedHead)), publicKey, Buffer.from(signature.signature, 'base64'))).toBe(true);
    // The same head with another hash does not verify.
    const other = { ...signature.signedHead, headHash: '0'.repeat(64) };
    expect(verifySignature(null, Buffer.from(signedHeadMessage(other)), publicKey, Buffer.from(signature.signature, 'base64'))).toBe(false);
    // The generated key is kept in the database, so every node signs with it.
    const [kept] = await t.app.ctx.db.select().from(appSecrets).where(eq(appSecrets.name, 'ledger-signing-key'));
    expect((await loadSecrets(t.app.ctx.db)).ledgerKey.keyId).toBe(published.body.data.keyId);
    expect(kept?.value).toBeTruthy();
  });

  it('takes LEDGER_SIGNING_KEY (PKCS#8 PEM or base64 DER) and refuses anything but an Ed25519 private key', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    expect(loadConfig({ LEDGER_SIGNING_KEY: pem }).LEDGER_SIGNING_KEY).toBe(pem);
    const fromPem = await loadSecrets(t.app.ctx.db, undefined, pem);
    const fromDer = await loadSecrets(t.app.ctx.db, undefined, der);
    expect(fromPem.ledgerKey.keyId).toBe(fromDer.ledgerKey.keyId);
    expect(fromPem.ledgerKey.keyId).not.toBe(t.app.ctx.secrets.ledgerKey.keyId);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    for (const bad of ['not a key', rsa]) expect(() => loadConfig({ LEDGER_SIGNING_KEY: bad })).toThrow(/LEDGER_SIGNING_KEY: must be an Ed25519 private key/);
    // Or from a file outside the database (decision 241), never beside the variable.
    const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'ledger-key-')), 'ledger.pem');
    writeFileSync(keyFile, pem);
    expect(loadConfig({ LEDGER_SIGNING_KEY_FILE: keyFile }).LEDGER_SIGNING_KEY).toBe(pem);
    expect(() => loadConfig({ LEDGER_SIGNING_KEY_FILE: keyFile, LEDGER_SIGNING_KEY: pem })).toThrow(/set it or LEDGER_SIGNING_KEY, not both/);
    expect(() => loadConfig({ LEDGER_SIGNING_KEY_FILE: `${keyFile}.missing` })).toThrow(/LEDGER_SIGNING_KEY_FILE: cannot read/);
  });
});

describe('the head outside the server (decision 241)', () => {
  const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
  const saved = (name: string, content: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ledger-head-')), name);
    writeFileSync(file, content);
    return file;
  };
  const verifyLedgerFile = (ledger: unknown, ...options: string[]) => {
    const run = spawnSync('npm', ['run', '--silent', 'verify-ledger', '--', saved('ledger.json', JSON.stringify(ledger)), ...options], { cwd: REPO, encoding: 'utf8' });
    return { status: run.status, out: `${run.stdout}${run.stderr}`.trim() };
  };

  it('mails the signed final head to every attending vendor and the buyer; a ledger rewritten with its stored head fails against the mail, and the app will not sign it', async () => {
    const { buyer, auction, vendors } = await runningSession(t, { durationMs: 10 * MINUTE });
    for (const [i, price] of ['299000000', '298000000', '297000000'].entries()) {
      expect((await offer(t, vendors[i % 2]!.token, auction.id, { totalOffer: price })).status).toBe(200);
    }
    t.clock.advance(10 * MINUTE);
    await t.app.scheduler.tick();
    const row = await auctionRow(t, auction.id);
    expect(row.status).toBe('DONE');
    const headLine = `Ledger head of session ${auction.id}: sequence ${row.sequence}, hash ${row.ledgerHeadHash}`;
    const resultMails = [];
    for (const email of [buyer.email, ...vendors.map((v) => v.email)]) {
      const mail = (await t.mailsTo(email)).find((m) => /Your result in auction|ended: summary/.test(m.subject));
      expect(mail?.text, email).toContain(headLine);
      expect(mail?.text).toContain(`Kepala ledger sesi ${auction.id}: urutan ${row.sequence}, hash ${row.ledgerHeadHash}`);
      expect(mail?.text).toContain(`Head signature (Ed25519, key ${t.app.ctx.secrets.ledgerKey.keyId}): `);
      resultMails.push(mail!);
    }
    const mailFile = saved('result-mail.txt', resultMails[1]!.text);
    const keyFile = saved('signing-key.json', JSON.stringify((await t.call('GET', '/api/ledger/signing-key')).body));
    const honest = (await t.call('GET', `/api/secured/auction/${auction.id}/ledger`, { token: buyer.token })).body.data;
    const good = verifyLedgerFile(honest, '--head', mailFile, '--key', keyFile);
    expect(good.status, good.out).toBe(0);
    expect(good.out).toContain("mail signature: valid (Ed25519");

    // A superuser rewrites the first offer, re-chains the rest in the session's form and moves the stored head.
    const stored = await ledgerOf(t.app.ctx.db, auction.id);
    const contents = stored.map(({ hash: _hash, ...content }) => content as LedgerEntryContent);
    const forged = chainEntries(contents.map((e) => (e.kind === 'OFFER' && e.sequence === 2 ? { ...e, payload: { ...e.payload, totalOffer: '1.00' } } : e)), undefined, hashingOf(row));
    const db = t.app.ctx.db;
    await db.execute(sql`alter table auction_ledger disable trigger auction_ledger_no_update`);
    for (const entry of forged.slice(1)) {
      await db.execute(sql`update auction_ledger set payload = ${JSON.stringify(entry.payload)}::jsonb, hash = ${entry.hash} where auction_id = ${auction.id} and sequence = ${entry.sequence}`);
    }
    await db.execute(sql`alter table auction_ledger enable trigger auction_ledger_no_update`);
    await db.execute(sql`update auctions set ledger_head_hash = ${forged.at(-1)!.hash} where id = ${auction.id}`);

    // The chain against its own stored head holds; the app refuses to sign the rewritten head and logs it.
    const errors: unknown[] = [];
    const log = t.app.ctx.log;
    const original = log.error.bind(log);
    log.error = ((...args: unknown[]) => {
      errors.push(args);
    }) as typeof log.error;
    const rewritten = (await t.call('GET', `/api/secured/auction/${auction.id}/ledger`, { token: buyer.token })).body.data;
    log.error = original;
    expect(rewritten.headHash).toBe(forged.at(-1)!.hash);
    expect(rewritten.headSignature).toBeNull();
    expect(JSON.stringify(errors)).toContain(`refused to sign ledger head ${forged.at(-1)!.hash} of session ${auction.id}: sequence ${row.sequence} was signed with ${row.ledgerHeadHash}`);
    expect(verifyLedgerFile(rewritten).status).toBe(0);
    // The head in the mail exposes it.
    const caught = verifyLedgerFile(rewritten, '--head', mailFile);
    expect(caught.status, caught.out).toBe(1);
    expect(caught.out).toContain('re-chained');
  });
});

