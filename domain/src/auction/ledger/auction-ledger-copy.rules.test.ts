import { describe, expect, it } from 'vitest';
import {
  isVendorLedgerCopy,
  vendorLedgerCopy,
  vendorLedgerCopyVerdict,
  vendorPseudonym,
  verifyVendorLedgerCopy,
} from './auction-ledger-copy.rules';
import { chainEntries, ledgerAmount, verifyLedger, type LedgerEntry, type LedgerEntryContent } from './auction-ledger.rules';

const AUCTION = 'auc-1';
const at = (second: number) => new Date(Date.parse('2026-11-24T10:00:00.000Z') + second * 1000).toISOString();

const offer = (sequence: number, vendorId: string, totalOffer: string): LedgerEntryContent => ({
  sequence,
  auctionId: AUCTION,
  at: at(sequence),
  kind: 'OFFER',
  payload: { offerId: `off-${sequence}`, vendorId, totalOffer: ledgerAmount(totalOffer), items: [{ auctionItemId: 'item-1', unitOffer: '10.00' }], priceTooLow: false },
});

/** Start, offers by own (ven-a) and two others (ven-c first, then ven-b), a request and a disqualification of ven-b, an extension, the stop. */
function session(): LedgerEntry[] {
  return chainEntries([
    { sequence: 1, auctionId: AUCTION, at: at(0), kind: 'START', payload: { startTime: at(0), endTime: at(600) } },
    offer(2, 'ven-c', '990000'),
    offer(3, 'ven-a', '980000'),
    offer(4, 'ven-b', '970000'),
    { sequence: 5, auctionId: AUCTION, at: at(5), kind: 'DISQUALIFICATION_REQUEST', payload: { offerId: 'off-4', vendorId: 'ven-b', reason: 'PT Beta typed a zero' } },
    { sequence: 6, auctionId: AUCTION, at: at(6), kind: 'DISQUALIFICATION', payload: { offerId: 'off-4', vendorId: 'ven-b', reason: 'Confirmed for beta@x.id' } },
    offer(7, 'ven-c', '960000'),
    { sequence: 8, auctionId: AUCTION, at: at(8), kind: 'EXTENSION', payload: { previousEndTime: at(600), endTime: at(720), extensionsUsed: 1, cause: 'INJURY_TIME' } },
    { sequence: 9, auctionId: AUCTION, at: at(9), kind: 'STOP', payload: { endTime: at(9) } },
  ]);
}

describe('vendor pseudonyms', () => {
  it('run A..Z and then AA, AB, never repeating', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(vendorPseudonym)).toEqual(['Vendor A', 'Vendor B', 'Vendor Z', 'Vendor AA', 'Vendor AB', 'Vendor ZZ', 'Vendor AAA']);
    const names = Array.from({ length: 2000 }, (_, i) => vendorPseudonym(i));
    expect(new Set(names).size).toBe(2000);
  });
});

describe("a vendor's copy of the ledger", () => {
  const ledger = session();

  it("keeps the vendor's own and the session's entries exactly as stored", () => {
    const { entries } = vendorLedgerCopy(ledger, 'ven-a', { version: 1, salt: null, othersAmounts: true });
    for (const sequence of [1, 3, 8, 9]) expect(entries[sequence - 1]).toEqual(ledger[sequence - 1]);
  });

  it('names other vendors by pseudonyms in order of first appearance and keeps order, amounts, times and hashes', () => {
    const { entries, info } = vendorLedgerCopy(ledger, 'ven-a', { version: 1, salt: null, othersAmounts: true });
    expect(entries.map((e) => e.sequence)).toEqual(ledger.map((e) => e.sequence));
    expect(entries.map((e) => [e.kind, e.at, e.hash])).toEqual(ledger.map((e) => [e.kind, e.at, e.hash]));
    expect(entries[1]).toEqual({ sequence: 2, auctionId: AUCTION, at: at(2), kind: 'OFFER', payload: { vendorId: 'Vendor A', totalOffer: '990000.00' }, hash: ledger[1]!.hash, pseudonymised: true });
    expect(entries[3]!.payload).toEqual({ vendorId: 'Vendor B', totalOffer: '970000.00' });
    expect(entries[4]!.payload).toEqual({ vendorId: 'Vendor B' });
    expect(entries[5]!.payload).toEqual({ vendorId: 'Vendor B' });
    expect(entries[6]!.payload).toEqual({ vendorId: 'Vendor A', totalOffer: '960000.00' });
    expect(info).toMatchObject({ yourVendorId: 'ven-a', pseudonyms: 2, othersAmounts: true });
    expect(info.note.en).toContain('keeps the order, amounts, times and hashes');
    expect(info.note.id).toContain('urutan, nominal, waktu, dan hash');
  });

  it("holds no other vendor's id, offer id, item prices or reasons", () => {
    const text = JSON.stringify(vendorLedgerCopy(ledger, 'ven-a', { version: 1, salt: null, othersAmounts: true }));
    for (const secret of ['ven-b', 'ven-c', 'off-2', 'off-4', 'off-7', 'PT Beta', 'beta@x.id']) expect(text).not.toContain(secret);
    expect(text).toContain('off-3');
  });

  it("seals other vendors' amounts in a CLOSE session and says so", () => {
    const { entries, info } = vendorLedgerCopy(ledger, 'ven-a', { version: 1, salt: null, othersAmounts: false });
    expect(entries[1]!.payload).toEqual({ vendorId: 'Vendor A', totalOffer: null });
    expect(entries[2]).toEqual(ledger[2]);
    expect(JSON.stringify(entries)).not.toContain('990000');
    expect(info.note.en).toContain("other vendors' amounts stay sealed");
  });

  it('is recognised as a copy in a file, with or without the envelope', () => {
    const copy = vendorLedgerCopy(ledger, 'ven-a', { version: 1, salt: null, othersAmounts: true });
    const view = { auctionId: AUCTION, headHash: ledger.at(-1)!.hash, entries: copy.entries, vendorCopy: copy.info };
    expect(isVendorLedgerCopy(view)).toBe(true);
    expect(isVendorLedgerCopy({ data: view })).toBe(true);
    expect(isVendorLedgerCopy({ auctionId: AUCTION, entries: ledger })).toBe(false);
    expect(isVendorLedgerCopy(ledger)).toBe(false);
  });
});

describe("verifying a vendor's copy", () => {
  const ledger = session();
  const copy = () => vendorLedgerCopy(ledger, 'ven-a', { version: 1, salt: null, othersAmounts: true }).entries as unknown as Array<Record<string, unknown>>;

  it('fails the full check (the replaced entries do not hash) but passes its own, counting what it could not recompute', () => {
    expect(verifyLedger(copy()).valid).toBe(false);
    const result = verifyVendorLedgerCopy(copy());
    expect(result).toEqual({ valid: true, entries: 9, headHash: ledger.at(-1)!.hash, firstBrokenSequence: null, form: 1, recomputed: 4, pseudonymised: 5 });
    expect(vendorLedgerCopyVerdict(result)).toBe(
      `vendor's copy, 9 entries, head ${ledger.at(-1)!.hash}: 4 (yours and the session's) recomputed and chained to the hash before them; ` +
        "5 of other vendors (pseudonyms) taken as exported, not recomputable without the identities they replace: compare the head with the Auction Log Report's",
    );
  });

  it("names the vendor's own entry when its amount was changed", () => {
    const tampered = copy().map((e) => (e.sequence === 3 ? { ...e, payload: { ...(e.payload as object), totalOffer: '1.00' } } : e));
    expect(verifyVendorLedgerCopy(tampered)).toMatchObject({ valid: false, firstBrokenSequence: 3 });
  });

  it("names a session entry whose time was changed, and an entry following a changed hash", () => {
    expect(verifyVendorLedgerCopy(copy().map((e) => (e.sequence === 8 ? { ...e, at: at(100) } : e)))).toMatchObject({ valid: false, firstBrokenSequence: 8 });
    // A replaced hash is taken as exported, but the vendor's entry after it no longer chains to it.
    expect(verifyVendorLedgerCopy(copy().map((e) => (e.sequence === 2 ? { ...e, hash: 'f'.repeat(64) } : e)))).toMatchObject({ valid: false, firstBrokenSequence: 3 });
  });

  it('refuses a session entry or an own entry passed off as pseudonymised, and a gap or reorder', () => {
    expect(verifyVendorLedgerCopy(copy().map((e) => (e.sequence === 8 ? { ...e, pseudonymised: true } : e)))).toMatchObject({ valid: false, firstBrokenSequence: 8 });
    expect(verifyVendorLedgerCopy(copy().map((e) => (e.sequence === 3 ? { ...e, pseudonymised: true } : e)))).toMatchObject({ valid: false, firstBrokenSequence: 3 });
    expect(verifyVendorLedgerCopy(copy().filter((e) => e.sequence !== 4))).toMatchObject({ valid: false, firstBrokenSequence: 5 });
    const swapped = copy();
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(verifyVendorLedgerCopy(swapped).valid).toBe(false);
  });
});
