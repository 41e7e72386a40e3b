import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vendorLedgerCopy, vendorLedgerCopyVerdict, verifyVendorLedgerCopy } from './auction-ledger-copy.rules';
import { chainLedgerDrafts, exportedHashing, storedHashing, verifyLedger, type LedgerDraft, type LedgerEntry } from './auction-ledger.rules';
import { vendorRefOf, withCommitments, type LedgerSealing } from './ledger-forms.rules';

const AUCTION = 'auc-2';
const SALT = 'a1'.repeat(32);
const at = (second: number) => new Date(Date.parse('2026-11-24T10:00:00.000Z') + second * 1000).toISOString();
const offer = (n: number, vendorId: string, totalOffer: string): LedgerDraft => ({
  kind: 'OFFER',
  payload: { offerId: `off-${n}`, vendorId, totalOffer, items: [{ auctionItemId: 'item-1', unitOffer: `${n}1.00` }], priceTooLow: false },
});

/** Start, offers of the own vendor (ven-a) and two others, a disqualification asked and decided, an extension, the stop; each draft at its own second. */
function session(sealing: LedgerSealing): LedgerEntry[] {
  const drafts: LedgerDraft[] = [
    { kind: 'START', payload: { startTime: at(0), endTime: at(600) } },
    offer(2, 'ven-c', '990000.00'),
    offer(3, 'ven-a', '980000.00'),
    offer(4, 'ven-b', '970000.00'),
    { kind: 'DISQUALIFICATION_REQUEST', payload: { offerId: 'off-4', vendorId: 'ven-b', reason: 'PT Beta typed a zero' } },
    { kind: 'DISQUALIFICATION', payload: { offerId: 'off-4', vendorId: 'ven-b', reason: 'Confirmed for beta@x.id' } },
    offer(7, 'ven-c', '960000.00'),
    { kind: 'EXTENSION', payload: { previousEndTime: at(600), endTime: at(720), extensionsUsed: 1, cause: 'INJURY_TIME' } },
    { kind: 'STOP', payload: { endTime: at(9) } },
  ];
  let head = { sequence: 0, hash: null as string | null };
  const entries: LedgerEntry[] = [];
  drafts.forEach((draft, index) => {
    const chained = chainLedgerDrafts(head, AUCTION, at(index), [draft], sealing);
    entries.push(...chained.entries);
    head = chained.head;
  });
  return entries;
}

const OPEN: LedgerSealing = { version: 2, salt: SALT, othersAmounts: true };
const CLOSE: LedgerSealing = { version: 2, salt: SALT, othersAmounts: false };
type Json = Record<string, unknown>;
const copyOf = (sealing: LedgerSealing) => {
  const copy = vendorLedgerCopy(session(sealing), 'ven-a', sealing);
  return { entries: JSON.parse(JSON.stringify(copy.entries)) as Json[], info: copy.info };
};

describe('a ledger of form 2', () => {
  it('verifies on the server from the salt and offline from its export, not as form 1', () => {
    const ledger = session(OPEN);
    expect(verifyLedger(ledger, storedHashing(OPEN))).toMatchObject({ valid: true, entries: 9 });
    expect(verifyLedger(withCommitments(ledger, OPEN), exportedHashing(OPEN))).toMatchObject({ valid: true, headHash: ledger.at(-1)!.hash });
    expect(verifyLedger(ledger)).toMatchObject({ valid: false, firstBrokenSequence: 2 });
    // The session's own entries hash as in form 1.
    expect(session({ version: 1, salt: null, othersAmounts: true })[0]!.hash).toBe(ledger[0]!.hash);
  });

  it('breaks when a vendor id moves to another vendor, even with the export re-hashed from the same commitments', () => {
    const ledger = withCommitments(session(OPEN), OPEN) as Json[];
    const moved = ledger.map((e) => (e.sequence === 4 ? { ...e, vendorRef: vendorRefOf(SALT, 'ven-c') } : e));
    expect(verifyLedger(moved, exportedHashing(OPEN))).toMatchObject({ valid: false, firstBrokenSequence: 4 });
  });
});

describe("a vendor's copy of form 2", () => {
  it('recomputes every entry, the other vendors in their committed form', () => {
    const { entries, info } = copyOf(OPEN);
    const result = verifyVendorLedgerCopy(entries, info);
    expect(result).toEqual({ valid: true, entries: 9, headHash: session(OPEN).at(-1)!.hash, firstBrokenSequence: null, form: 2, recomputed: 9, pseudonymised: 5 });
    expect(vendorLedgerCopyVerdict(result)).toContain('every entry recomputed');
    expect(entries.map((e) => e.vendor ?? null)).toEqual([null, 'Vendor A', null, 'Vendor B', 'Vendor B', 'Vendor B', 'Vendor A', null, null]);
    expect(info).toMatchObject({ form: 2, yourVendorId: 'ven-a', yourVendorRef: vendorRefOf(SALT, 'ven-a'), pseudonyms: 2 });
  });

  it("holds no other vendor's id, item prices or reasons, and never the salt", () => {
    const text = JSON.stringify(copyOf(OPEN));
    for (const secret of ['ven-b', 'ven-c', '21.00', '41.00', 'PT Beta', 'beta@x.id', SALT]) expect(text).not.toContain(secret);
    expect(text).toContain('970000.00');
    expect(text).toContain('31.00');
  });

  it("keeps other vendors' amounts sealed in a CLOSE session, still recomputing every entry", () => {
    const { entries, info } = copyOf(CLOSE);
    expect(JSON.stringify(entries)).not.toContain('990000');
    expect(JSON.stringify(entries)).toContain('980000.00');
    expect(verifyVendorLedgerCopy(entries, info)).toMatchObject({ valid: true, recomputed: 9 });
  });

  it('fails on every single-field edit of any entry: amount, time, kind, pseudonym, commitment, order', () => {
    const { entries, info } = copyOf(OPEN);
    const edits: Array<[string, (e: Json) => Json]> = [
      ['amount', (e) => ({ ...e, payload: { ...(e.payload as Json), totalOffer: '1.00' } })],
      ['time', (e) => ({ ...e, at: at(999) })],
      ['kind', (e) => ({ ...e, kind: e.kind === 'OFFER' ? 'DISQUALIFICATION' : 'OFFER' })],
      ['pseudonym', (e) => ({ ...e, vendor: e.vendor === 'Vendor A' ? 'Vendor B' : 'Vendor A' })],
      ['vendorRef', (e) => ({ ...e, payload: { ...(e.payload as Json), vendorRef: 'b'.repeat(64) } })],
      ['sealedRef', (e) => ({ ...e, sealedRef: 'c'.repeat(64) })],
      
    ];
    for (const [index] of entries.entries()) {
      for (const [name, edit] of edits) {
        const edited = entries.map((e, i) => (i === index ? edit(e) : e));
        if (JSON.stringify(edited) === JSON.stringify(entries)) continue;
        expect(verifyVendorLedgerCopy(edited, info).valid, `${name} of entry ${index + 1}`).toBe(false);
      }
      if (index > 0) {
        const swapped = [...entries];
        [swapped[index - 1], swapped[index]] = [swapped[index]!, swapped[index - 1]!];
        expect(verifyVendorLedgerCopy(swapped, info).valid, `order of entries ${index} and ${index + 1}`).toBe(false);
      }
    }
  });

  it('fails when two pseudonyms are swapped throughout, or the copy claims another vendor', () => {
    const { entries, info } = copyOf(OPEN);
    const swap: Record<string, string> = { 'Vendor A': 'Vendor B', 'Vendor B': 'Vendor A' };
    const swapped = entries.map((e) => (typeof e.vendor === 'string' ? { ...e, vendor: swap[e.vendor] } : e));
    expect(verifyVendorLedgerCopy(swapped, info)).toMatchObject({ valid: false, firstBrokenSequence: 2 });
    expect(verifyVendorLedgerCopy(entries, { ...info, yourVendorId: 'ven-b' })).toMatchObject({ valid: false, firstBrokenSequence: 3 });
    expect(verifyVendorLedgerCopy(entries, { ...info, yourVendorRef: vendorRefOf(SALT, 'ven-c') }).valid).toBe(false);
  });

  it('fails on any random edit of any field of any entry (property)', () => {
    const { entries, info } = copyOf(CLOSE);
    /** Every leaf of an entry as a path (the hash left out: a changed hash fails the next entry, or the head). */
    const leaves = (value: unknown, path: string[] = []): string[][] =>
      value && typeof value === 'object'
        ? Object.entries(value as Json).flatMap(([key, inner]) => (path.length === 0 && key === 'hash' ? [] : leaves(inner, [...path, key])))
        : [path];
    const paths = entries.flatMap((entry, index) => leaves(entry).map((path) => ({ index, path })));
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.oneof(fc.string(), fc.integer(), fc.boolean()), ({ index, path }, value) => {
        const edited = JSON.parse(JSON.stringify(entries)) as Json[];
        let holder: Json = edited[index]!;
        for (const key of path.slice(0, -1)) holder = holder[key] as Json;
        const last = path.at(-1)!;
        fc.pre(JSON.stringify(holder[last]) !== JSON.stringify(value));
        holder[last] = value;
        return !verifyVendorLedgerCopy(edited, info).valid;
      }),
      { numRuns: 500 },
    );
  });
});
