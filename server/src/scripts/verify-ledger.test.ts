import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chainEntries, type LedgerEntryContent } from '@procura/domain/auction/auction-ledger.rules';

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

function verify(content: unknown) {
  const file = path.join(dir, `ledger-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(content));
  const run = spawnSync('npm', ['run', '--silent', 'verify-ledger', '--', file], { cwd: REPO, encoding: 'utf8' });
  return { status: run.status, out: run.stdout.trim() };
}

describe('verify-ledger script', () => {
  it('reports a good export valid with its entry count and head hash', () => {
    expect(verify({ data: { auctionId: 'auc-1', entries } })).toEqual({ status: 0, out: `valid, 3 entries, head ${entries[2]!.hash}` });
  });

  it('accepts the bare entries array', () => {
    expect(verify(entries).status).toBe(0);
  });

  it('names the first broken entry of a tampered export and exits 1', () => {
    const tampered = entries.map((e) => (e.sequence === 2 ? { ...e, payload: { ...e.payload, totalOffer: '9.00' } } : e));
    expect(verify({ data: { auctionId: 'auc-1', entries: tampered } })).toEqual({ status: 1, out: 'broken: entry 2 does not chain (of 3 entries)' });
  });

  it('refuses a file that holds no ledger', () => {
    expect(verify({ errors: [{ param: '', msg: 'Data not found' }] }).status).toBe(2);
  });
});
