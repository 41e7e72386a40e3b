import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { chainEntries, type LedgerEntry, type LedgerEntryContent } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { ledgerSigningKey, signLedgerHead } from '../platform/security/ledger-signing';

// `npm run verify-ledger -- file.json` as a vendor runs it on an exported ledger, offline.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'verify-ledger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const offer = (sequence: number, totalOffer: string): LedgerEntryContent => ({
  sequence,
  auctionId: 'auc-1',
  at: `2026-11-24T10:0${sequence}:00.000Z`,
  kind: 'OFFER',
  payload: { offerId: `off-${sequence}`, vendorId: 'ven-a', totalOffer, items: [], priceTooLow: false },
});
const entries = chainEntries([
  { sequence: 1, auctionId: 'auc-1', at: '2026-11-24T10:00:00.000Z', kind: 'START', payload: { startTime: '2026-11-24T10:00:00.000Z', endTime: '2026-11-24T10:10:00.000Z' } },
  offer(2, '900.00'),
  offer(3, '800.00'),
]);

function verify(content: unknown, ...options: string[]) {
  const file = path.join(dir, `ledger-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(content));
  const run = spawnSync('npm', ['run', '--silent', 'verify-ledger', '--', file, ...options], { cwd: REPO, encoding: 'utf8' });
  const out = run.stdout.trim();
  return { status: run.status, out, verdict: out.split('\n')[0], err: run.stderr.trim() };
}

describe('verify-ledger script', () => {
  it('reports a good export valid with its entry count and head hash', () => {
    expect(verify({ data: { auctionId: 'auc-1', entries } })).toMatchObject({
      status: 0,
      out: `valid, 3 entries, head ${entries[2]!.hash}\nsignature: none in the file, not checked`,
    });
  });

  it('accepts the bare entries array', () => {
    expect(verify(entries).status).toBe(0);
  });

  it('names the first broken entry of a tampered export and exits 1', () => {
    const tampered = entries.map((e) => (e.sequence === 2 ? { ...e, payload: { ...e.payload, totalOffer: '9.00' } } : e));
    expect(verify({ data: { auctionId: 'auc-1', entries: tampered } })).toMatchObject({ status: 1, verdict: 'broken: entry 2 does not chain (of 3 entries)' });
  });

  it('refuses a file that holds no ledger', () => {
    expect(verify({ errors: [{ param: '', msg: 'Data not found' }] }).status).toBe(2);
  });

  it('refuses an empty ledger: it proves nothing', () => {
    expect(verify({ data: { auctionId: 'auc-1', entries: [] } })).toMatchObject({ status: 1, verdict: 'broken: the ledger has no entries: an empty ledger proves nothing' });
    expect(verify([], '--head', entries[2]!.hash)).toMatchObject({ status: 1, verdict: 'broken: the ledger has no entries: an empty ledger proves nothing' });
  });
});

/** The same ledger with the amount of entry 2 changed and every hash from there recomputed: it chains by itself. */
const reChained = chainEntries(
  entries.map(({ hash: _hash, ...content }) => (content.kind === 'OFFER' && content.sequence === 2 ? { ...content, payload: { ...content.payload, totalOffer: '1.00' } } : content) as LedgerEntryContent),
);

describe('verify-ledger --head (the head the Auction Log Report prints)', () => {
  const head = entries[2]!.hash;

  it('accepts the whole ledger ending at the head', () => {
    expect(verify({ data: { entries } }, '--head', head)).toMatchObject({ status: 0, out: expect.stringContaining('head: the chain ends at the expected head') });
    expect(verify({ data: { entries } }, '--head', head, '--entries', '3').status).toBe(0);
  });

  it('fails on a file cut short, which chains by itself', () => {
    const short = entries.slice(0, 2);
    expect(verify({ data: { entries: short } }).status).toBe(0);
    expect(verify({ data: { entries: short } }, '--head', head)).toMatchObject({
      status: 1,
      verdict: `broken: the ledger ends at ${entries[1]!.hash}, not at the head ${head}: entries were removed, or changed and re-chained`,
    });
    expect(verify({ data: { entries: short } }, '--head', head, '--entries', '3')).toMatchObject({ status: 1, verdict: 'broken: 2 entries, shorter than the head at sequence 3: entry 3 is missing' });
  });

  it('fails on a file re-chained after a changed amount', () => {
    expect(verify({ data: { entries: reChained } })).toMatchObject({ status: 0, verdict: `valid, 3 entries, head ${reChained[2]!.hash}` });
    const result = verify({ data: { entries: reChained } }, '--head', head, '--entries', '3');
    expect(result).toMatchObject({ status: 1, verdict: `broken: 3 entries end at ${reChained[2]!.hash}, not at the head ${head}: entries were changed and their hashes recomputed (re-chained)` });
  });

  it('refuses a head that is not a sha256', () => {
    expect(verify(entries, '--head', 'abc').status).toBe(2);
  });
});

describe('verify-ledger --key (the app\'s Ed25519 public key)', () => {
  const key = ledgerSigningKey(generateKeyPairSync('ed25519').privateKey);
  const signed = (ledger: LedgerEntry[], signWith = key) => ({
    data: { auctionId: 'auc-1', entries: ledger, headSignature: signLedgerHead(signWith, { auctionId: 'auc-1', sequence: 3, headHash: entries[2]!.hash }) },
  });
  // The public key as GET /api/ledger/signing-key answers it, saved to a file.
  const keyFile = path.join(dir, 'signing-key.json');
  writeFileSync(keyFile, JSON.stringify({ data: { algorithm: 'Ed25519', keyId: key.keyId, publicKey: key.publicKeyBase64, publicKeyPem: key.publicKeyPem } }));

  it('accepts the app\'s export with its signed head, the key as the saved answer or as base64', () => {
    const result = verify(signed(entries), '--key', keyFile);
    expect(result.status).toBe(0);
    expect(result.out.split('\n')).toEqual([
      `valid, 3 entries, head ${entries[2]!.hash}`,
      'head: the chain ends at the expected head (sequence 3)',
      `signature: valid (Ed25519, key ${key.keyId}) over sequence 3, head ${entries[2]!.hash}`,
    ]);
    expect(verify(signed(entries), '--key', key.publicKeyBase64, '--head', entries[2]!.hash).status).toBe(0);
  });

  it('says the signature was not checked without --key', () => {
    expect(verify(signed(entries)).out).toContain('signature: not checked (pass --key with the public key of GET /api/ledger/signing-key)');
  });

  it('fails on a copy cut short or re-chained under the app\'s signature', () => {
    expect(verify(signed(entries.slice(0, 2)), '--key', keyFile)).toMatchObject({ status: 1, verdict: 'broken: 2 entries, shorter than the head at sequence 3: entry 3 is missing' });
    expect(verify(signed(reChained), '--key', keyFile)).toMatchObject({ status: 1, verdict: expect.stringContaining('re-chained') });
  });

  it('fails on a re-chained copy signed with another key, a changed signed head, or no signature', () => {
    const forger = ledgerSigningKey(generateKeyPairSync('ed25519').privateKey);
    const forged = { data: { auctionId: 'auc-1', entries: reChained, headSignature: signLedgerHead(forger, { auctionId: 'auc-1', sequence: 3, headHash: reChained[2]!.hash }) } };
    const byForger = verify(forged, '--key', keyFile);
    expect(byForger.status).toBe(1);
    expect(byForger.out).toContain(`signature: NOT VALID: the head is signed by key ${forger.keyId}, not by the given key ${key.keyId}`);
    // The app's signature with the head moved to the re-chained one.
    const moved = signed(reChained);
    moved.data.headSignature = { ...moved.data.headSignature, signedHead: { ...moved.data.headSignature.signedHead, headHash: reChained[2]!.hash } };
    expect(verify(moved, '--key', keyFile).out).toContain('signature: NOT VALID: the signature does not hold over the signed head');
    expect(verify({ data: { entries } }, '--key', keyFile)).toMatchObject({ status: 1, out: expect.stringContaining('signature: NOT VALID: the file carries no headSignature to check') });
  });
});

describe('verify-ledger --receipts (a vendor\'s offer receipts)', () => {
  const receiptOf = (sequence: number, headAt = sequence) => ({
    auctionId: 'auc-1',
    at: entries[sequence - 1]!.at,
    totalOffer: (entries[sequence - 1]!.payload as { totalOffer: string }).totalOffer,
    sequence,
    entryHash: entries[sequence - 1]!.hash,
    headHash: entries[headAt - 1]!.hash,
  });
  const receiptsFile = (receipts: unknown[], auctionId = 'auc-1') => {
    const file = path.join(dir, `receipts-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify({ data: { auctionId, auctionNumber: 'AUC-1', currency: 'IDR', receipts } }));
    return file;
  };

  it('proves receipts in the chain (exit 0) and names one altered by a character (exit 1)', () => {
    const good = verify({ data: { entries } }, '--receipts', receiptsFile([receiptOf(2, 3), receiptOf(3)]));
    expect(good.status).toBe(0);
    expect(good.out.split('\n').slice(-3)).toEqual(['receipt 2: in the chain', 'receipt 3: in the chain', 'receipts: all 2 in the chain']);
    const altered = { ...receiptOf(3), entryHash: `${receiptOf(3).entryHash.slice(0, -1)}${receiptOf(3).entryHash.endsWith('0') ? '1' : '0'}` };
    const bad = verify({ data: { entries } }, '--receipts', receiptsFile([receiptOf(2), altered]));
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('receipt 3: NOT PROVEN: entry 3 has hash');
    expect(bad.out).toContain('receipts: 1 of 2 not proven');
    // A head before the receipt's own entry is no head of its commit.
    expect(verify({ data: { entries } }, '--receipts', receiptsFile([{ ...receiptOf(3), headHash: entries[0]!.hash }])).status).toBe(1);
  });

  it('fails a receipt of another session (exit 1) and a malformed file (exit 2)', () => {
    expect(verify({ data: { entries } }, '--receipts', receiptsFile([receiptOf(2)], 'auc-2'))).toMatchObject({ status: 1, out: expect.stringContaining('the file is of session auc-2') });
    expect(verify({ data: { entries } }, '--receipts', receiptsFile([{ ...receiptOf(2), auctionId: 'auc-2' }]))).toMatchObject({ status: 1, out: expect.stringContaining('NOT PROVEN: of session auc-2') });
    expect(verify({ data: { entries } }, '--receipts', receiptsFile([{ sequence: 2 }]))).toMatchObject({ status: 2, err: expect.stringContaining('receipt 1: entryHash is not 64 hexadecimal characters') });
    expect(verify({ data: { entries } }, '--receipts', path.join(dir, 'no-such-file.json')).status).toBe(2);
  });

  it('proves no receipt on a broken ledger', () => {
    const tampered = entries.map((e) => (e.sequence === 2 ? { ...e, payload: { ...e.payload, totalOffer: '9.00' } } : e));
    const result = verify({ data: { entries: tampered } }, '--receipts', receiptsFile([receiptOf(3)]));
    expect(result.status).toBe(1);
    expect(result.out).toContain('receipt 3: NOT PROVEN: the ledger does not chain');
  });
});
