import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEDGER_GENESIS_HASH,
  canonicalJson,
  chainEntries,
  chainEntry,
  ledgerAmount,
  ledgerEntriesOf,
  ledgerHeadVerdict,
  ledgerVerdict,
  signedHeadMessage,
  verifyLedger,
  verifyLedgerAgainstHead,
  type LedgerEntry,
  type LedgerEntryContent,
} from './auction-ledger.rules';

const AUCTION = 'auc-1';

const start: LedgerEntryContent = {
  sequence: 1,
  auctionId: AUCTION,
  at: '2026-11-24T10:00:00.000Z',
  kind: 'START',
  payload: { startTime: '2026-11-24T10:00:00.000Z', endTime: '2026-11-24T10:10:00.000Z' },
};

const offer = (sequence: number, vendorId: string, totalOffer: string): LedgerEntryContent => ({
  sequence,
  auctionId: AUCTION,
  at: new Date(Date.parse('2026-11-24T10:01:00.250Z') + sequence * 1000).toISOString(),
  kind: 'OFFER',
  payload: { offerId: `off-${sequence}`, vendorId, totalOffer: ledgerAmount(totalOffer), items: [], priceTooLow: false },
});

/** A whole session: start, offers, a disqualification, an extension, the stop. */
function session(): LedgerEntry[] {
  return chainEntries([
    start,
    offer(2, 'ven-a', '950000'),
    offer(3, 'ven-b', '940000.5'),
    { sequence: 4, auctionId: AUCTION, at: '2026-11-24T10:05:00.000Z', kind: 'DISQUALIFICATION', payload: { offerId: 'off-3', vendorId: 'ven-b', reason: 'Typo' } },
    {
      sequence: 5,
      auctionId: AUCTION,
      at: '2026-11-24T10:09:30.000Z',
      kind: 'EXTENSION',
      payload: { previousEndTime: '2026-11-24T10:10:00.000Z', endTime: '2026-11-24T10:12:00.000Z', extensionsUsed: 1, cause: 'INJURY_TIME' },
    },
    { sequence: 6, auctionId: AUCTION, at: '2026-11-24T10:11:00.000Z', kind: 'STOP', payload: { endTime: '2026-11-24T10:11:00.000Z' } },
  ]);
}

describe('canonical JSON', () => {
  it('sorts keys, leaves no whitespace and writes strings as JSON', () => {
    expect(canonicalJson({ b: [1, 'x"y'], a: { d: null, c: true } })).toBe('{"a":{"c":true,"d":null},"b":[1,"x\\"y"]}');
  });

  it('does not depend on the order keys were written in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(record));
        expect(JSON.parse(canonicalJson(record))).toEqual(record);
      }),
    );
  });

  it('refuses fractional numbers: amounts are decimal strings', () => {
    expect(() => canonicalJson({ totalOffer: 950000.5 })).toThrow(TypeError);
    expect(ledgerAmount('950000.5')).toBe('950000.50');
  });
});

describe('hash chain', () => {
  it('chains a known small ledger to fixed hashes', () => {
    // Computed independently with node:crypto over the canonical JSON written out by hand.
    const second: LedgerEntryContent = {
      sequence: 2,
      auctionId: AUCTION,
      at: '2026-11-24T10:01:00.250Z',
      kind: 'OFFER',
      payload: { offerId: 'off-1', vendorId: 'ven-a', totalOffer: '950000.00', items: [], priceTooLow: false },
    };
    const [first, chained] = chainEntries([start, second]);
    expect(first!.hash).toBe('f81f737bb2a8e5a32ff0bf67996485a017c1e61d980e19c2c8216768d516ad60');
    expect(chained!.hash).toBe('ce5dcf63aa4dcc92ffc7631cc16b31239074c565ac601b9ec53e70ba8296d1de');
  });

  it('appends one entry at a time to the same chain as a batch', () => {
    const all = session();
    const [firstEntry, ...rest] = all;
    let head = chainEntry(LEDGER_GENESIS_HASH, firstEntry!).hash;
    for (const entry of rest) {
      const { hash: _stored, ...content } = entry;
      head = chainEntry(head, content as LedgerEntryContent).hash;
      expect(head).toBe(entry.hash);
    }
  });

  it('hashes only the entry fields, not extra stored columns', () => {
    const [entry] = session();
    expect(chainEntry(LEDGER_GENESIS_HASH, { ...entry!, storedAt: 'x' } as unknown as LedgerEntryContent).hash).toBe(entry!.hash);
  });
});

describe('verify ledger', () => {
  it('accepts an intact ledger and names its head', () => {
    const entries = session();
    expect(verifyLedger(entries)).toEqual({ valid: true, entries: 6, headHash: entries[5]!.hash, firstBrokenSequence: null });
  });

  it('accepts an empty ledger with the genesis as head', () => {
    expect(verifyLedger([])).toEqual({ valid: true, entries: 0, headHash: LEDGER_GENESIS_HASH, firstBrokenSequence: null });
  });

  it('names the entry whose stored amount was changed', () => {
    const entries = session();
    const tampered = entries.map((e) => (e.sequence === 3 && e.kind === 'OFFER' ? { ...e, payload: { ...e.payload, totalOffer: '940000.49' } } : e));
    expect(verifyLedger(tampered)).toMatchObject({ valid: false, headHash: null, firstBrokenSequence: 3 });
  });

  it('names the next entry when a changed entry was re-hashed by itself', () => {
    const entries = session();
    const { hash: _old, ...content } = entries[1]!;
    const forged = chainEntry(entries[0]!.hash, { ...content, payload: { ...content.payload, totalOffer: '1.00' } } as LedgerEntryContent);
    expect(verifyLedger([entries[0], forged, ...entries.slice(2)]).firstBrokenSequence).toBe(3);
  });

  it('detects reordered entries', () => {
    const [a, b, c, ...rest] = session();
    expect(verifyLedger([a, c, b, ...rest]).firstBrokenSequence).toBe(3);
  });

  it('detects a deleted entry', () => {
    const entries = session();
    expect(verifyLedger([...entries.slice(0, 3), ...entries.slice(4)]).firstBrokenSequence).toBe(5);
  });

  it('detects a deleted last entry only against a published head', () => {
    const entries = session();
    const shortened = verifyLedger(entries.slice(0, 5));
    expect(shortened.valid).toBe(true);
    expect(shortened.headHash).not.toBe(verifyLedger(entries).headHash);
  });

  it('detects an inserted entry, even one renumbered and re-hashed after it', () => {
    const entries = session();
    const inserted = chainEntry(entries[1]!.hash, offer(3, 'ven-c', '1.00'));
    expect(verifyLedger([...entries.slice(0, 2), inserted, ...entries.slice(2)]).firstBrokenSequence).toBe(3);
  });

  it('detects an entry of another auction spliced in', () => {
    const entries = session();
    const foreign = chainEntry(entries[0]!.hash, { ...offer(2, 'ven-a', '950000'), auctionId: 'auc-2' });
    expect(verifyLedger([entries[0], foreign]).firstBrokenSequence).toBe(2);
  });

  it('names the broken position for entries that are not entries at all', () => {
    const entries = session();
    expect(verifyLedger([entries[0], 'junk']).firstBrokenSequence).toBe(2);
    expect(verifyLedger([entries[0], { ...entries[1], kind: 'GIFT' }]).firstBrokenSequence).toBe(2);
    expect(verifyLedger([entries[0], { ...entries[1], payload: { totalOffer: 1.5 } }]).firstBrokenSequence).toBe(2);
  });

  it('breaks at the changed entry for any single changed character of an amount', () => {
    const entries = session();
    fc.assert(
      fc.property(fc.constantFrom(1, 2), fc.stringMatching(/^\d{1,15}\.\d{2}$/), (index, amount) => {
        const original = entries[index]!;
        if (original.kind !== 'OFFER' || original.payload.totalOffer === amount) return;
        const copy = entries.map((e, i) => (i === index ? { ...original, payload: { ...original.payload, totalOffer: amount } } : e));
        expect(verifyLedger(copy).firstBrokenSequence).toBe(index + 1);
      }),
    );
  });
});

describe('exported ledger file', () => {
  it('takes the API answer, its data or the bare array', () => {
    const entries = session();
    expect(ledgerEntriesOf({ data: { auctionId: AUCTION, entries } })).toBe(entries);
    expect(ledgerEntriesOf({ auctionId: AUCTION, entries })).toBe(entries);
    expect(ledgerEntriesOf(entries)).toBe(entries);
    expect(ledgerEntriesOf({ errors: [] })).toBeNull();
    expect(ledgerEntriesOf('x')).toBeNull();
  });

  it('states the verdict in one line', () => {
    expect(ledgerVerdict({ valid: true, entries: 6, headHash: 'abc', firstBrokenSequence: null })).toBe('valid, 6 entries, head abc');
    expect(ledgerVerdict({ valid: false, entries: 6, headHash: null, firstBrokenSequence: 3 })).toBe('broken: entry 3 does not chain (of 6 entries)');
  });
});

describe('verify ledger against its head', () => {
  /** The same session with one amount changed and every hash from there recomputed: it chains by itself. */
  function reChained(): LedgerEntry[] {
    const contents = session().map(({ hash: _hash, ...content }) => content as LedgerEntryContent);
    return chainEntries(contents.map((e) => (e.kind === 'OFFER' && e.sequence === 2 ? { ...e, payload: { ...e.payload, totalOffer: '1.00' } } : e)));
  }

  it('accepts the whole ledger ending at its head', () => {
    const entries = session();
    expect(verifyLedgerAgainstHead(entries, { sequence: 6, headHash: entries[5]!.hash })).toEqual({
      valid: true,
      entries: 6,
      headHash: entries[5]!.hash,
      firstBrokenSequence: null,
      problem: null,
      problems: [],
    });
    expect(verifyLedgerAgainstHead(entries, { headHash: entries[5]!.hash }).valid).toBe(true);
  });

  it('refuses a file cut short, naming the missing entries', () => {
    const entries = session();
    const result = verifyLedgerAgainstHead(entries.slice(0, 4), { sequence: 6, headHash: entries[5]!.hash });
    expect(result).toMatchObject({ valid: false, entries: 4, problem: 'SHORTER_THAN_HEAD', firstBrokenSequence: 5 });
    expect(result.problems).toEqual(['4 entries, shorter than the head at sequence 6: entries 5 to 6 are missing']);
    // Cut by one, against the hash alone (what the report prints).
    const byHash = verifyLedgerAgainstHead(entries.slice(0, 5), { headHash: entries[5]!.hash });
    expect(byHash).toMatchObject({ valid: false, problem: 'DIFFERENT_HEAD' });
    expect(ledgerHeadVerdict(byHash)).toBe(`broken: the ledger ends at ${entries[4]!.hash}, not at the head ${entries[5]!.hash}: entries were removed, or changed and re-chained`);
  });

  it('refuses a file re-chained after a changed amount, which chains by itself', () => {
    const entries = session();
    const forged = reChained();
    expect(verifyLedger(forged)).toMatchObject({ valid: true, entries: 6 });
    const result = verifyLedgerAgainstHead(forged, { sequence: 6, headHash: entries[5]!.hash });
    expect(result).toMatchObject({ valid: false, entries: 6, problem: 'RE_CHAINED', firstBrokenSequence: null });
    expect(result.problems[0]).toContain('re-chained');
    expect(verifyLedgerAgainstHead(forged, { headHash: entries[5]!.hash })).toMatchObject({ valid: false, problem: 'DIFFERENT_HEAD' });
  });

  it('refuses an empty file, with or without a head', () => {
    expect(verifyLedgerAgainstHead([], null)).toMatchObject({ valid: false, entries: 0, problem: 'EMPTY', problems: ['the ledger has no entries: an empty ledger proves nothing'] });
    expect(verifyLedgerAgainstHead([], { headHash: session()[5]!.hash })).toMatchObject({ valid: false, problem: 'EMPTY' });
    expect(verifyLedgerAgainstHead([], { sequence: 6, headHash: session()[5]!.hash })).toMatchObject({ valid: false, problem: 'SHORTER_THAN_HEAD', firstBrokenSequence: 1 });
    expect(ledgerHeadVerdict(verifyLedgerAgainstHead([], null))).toBe('broken: the ledger has no entries: an empty ledger proves nothing');
  });

  it('accepts an empty ledger only where the head says it is empty (a session that never started)', () => {
    expect(verifyLedgerAgainstHead([], { sequence: 0, headHash: null })).toMatchObject({ valid: true, problem: null });
    expect(verifyLedgerAgainstHead(session(), { sequence: 0, headHash: null })).toMatchObject({ valid: false, problem: 'LONGER_THAN_HEAD' });
  });

  it('names entries appended after the head', () => {
    const entries = session();
    expect(verifyLedgerAgainstHead(entries, { sequence: 5, headHash: entries[4]!.hash })).toMatchObject({
      valid: false,
      problem: 'LONGER_THAN_HEAD',
      problems: ['the head is entry 5; the ledger holds 1 entry after it'],
    });
  });

  it('reports a broken chain as broken first', () => {
    const entries = session();
    const tampered = entries.map((e) => (e.sequence === 3 && e.kind === 'OFFER' ? { ...e, payload: { ...e.payload, totalOffer: '1.00' } } : e));
    expect(verifyLedgerAgainstHead(tampered, { sequence: 6, headHash: entries[5]!.hash })).toMatchObject({
      valid: false,
      problem: 'BROKEN',
      firstBrokenSequence: 3,
      problems: ['entry 3 does not chain (of 6 entries)'],
    });
  });

  it('signs the canonical JSON of the head, whatever the key order', () => {
    expect(signedHeadMessage({ sequence: 6, headHash: 'ab', auctionId: AUCTION })).toBe('{"auctionId":"auc-1","headHash":"ab","sequence":6}');
  });
});
