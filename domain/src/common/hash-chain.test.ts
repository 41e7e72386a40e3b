import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, canonicalJson, chainAfter, chainHash, verifyChain, type ChainShape } from './hash-chain';

type Content = { sequence: number; owner: string; at: string; kind: 'START' | 'END'; payload: { n: string } };
type Draft = Pick<Content, 'kind' | 'payload'>;

const AT = '2026-03-01T09:00:00.000Z';
const contentOf = (owner: string) => (sequence: number, draft: Draft): Content => ({ sequence, owner, at: AT, ...draft });
const hashOf = (previousHash: string, { sequence, owner, at, kind, payload }: Content) => chainHash(previousHash, { sequence, owner, at, kind, payload });
const SHAPE: ChainShape = { ownerKey: 'owner', kinds: ['START', 'END'], hashOf: (previous, entry) => hashOf(previous, entry as unknown as Content) };
const DRAFTS: Draft[] = [
  { kind: 'START', payload: { n: 'é' } },
  { kind: 'END', payload: { n: '2' } },
];

describe('hash chain', () => {
  it('writes canonical JSON: keys sorted, no whitespace, integers only, undefined left out', () => {
    expect(canonicalJson({ b: [1, 'x"y'], a: { d: null, c: true }, u: undefined })).toBe('{"a":{"c":true,"d":null},"b":[1,"x\\"y"]}');
    expect(() => canonicalJson({ total: 1.5 })).toThrow(TypeError);
  });

  it('links sha256(previous hash + canonical JSON) in hex: the bytes every stored ledger holds', () => {
    // Computed apart, with node:crypto, over '0' x 64 followed by the canonical JSON of the entry.
    const { entries, head } = chainAfter({ sequence: 0, hash: null }, DRAFTS, contentOf('o-1'), hashOf);
    expect(entries.map((e) => e.hash)).toEqual([
      '0a29158e04583497d7b545025f6dc284ff8796eb64f41eedf66f2b45179828cf',
      '9dde9d296ade6a5dc05a506e5d4705503b3e1798a826accdb6e24e4da7361ac8',
    ]);
    expect(entries[0]).toEqual({ sequence: 1, owner: 'o-1', at: AT, kind: 'START', payload: { n: 'é' }, hash: entries[0]!.hash });
    expect(head).toEqual({ sequence: 2, hash: entries[1]!.hash });
  });

  it('continues after a head, and keeps the head when nothing is chained', () => {
    const whole = chainAfter({ sequence: 0, hash: null }, DRAFTS, contentOf('o-1'), hashOf).entries;
    const first = chainAfter({ sequence: 0, hash: null }, DRAFTS.slice(0, 1), contentOf('o-1'), hashOf);
    const rest = chainAfter(first.head, DRAFTS.slice(1), contentOf('o-1'), hashOf);
    expect([...first.entries, ...rest.entries]).toEqual(whole);
    expect(chainAfter({ sequence: 4, hash: null }, [], contentOf('o-1'), hashOf)).toEqual({ entries: [], head: { sequence: 4, hash: null } });
    expect(chainAfter({ sequence: 2, hash: 'abc' }, [], contentOf('o-1'), hashOf).head).toEqual({ sequence: 2, hash: 'abc' });
  });

  it('verifies a chain from the genesis and names the first entry that does not chain', () => {
    const { entries } = chainAfter({ sequence: 0, hash: null }, DRAFTS, contentOf('o-1'), hashOf);
    expect(verifyChain(entries, SHAPE)).toEqual({ valid: true, entries: 2, headHash: entries[1]!.hash, firstBrokenSequence: null });
    expect(verifyChain([], SHAPE)).toEqual({ valid: true, entries: 0, headHash: GENESIS_HASH, firstBrokenSequence: null });
    const changed = [entries[0], { ...entries[1]!, payload: { n: '3' } }];
    expect(verifyChain(changed, SHAPE)).toMatchObject({ valid: false, headHash: null, firstBrokenSequence: 2 });
    expect(verifyChain([entries[1], entries[0]], SHAPE)).toMatchObject({ valid: false, firstBrokenSequence: 2 });
    expect(verifyChain([entries[0], { ...entries[1]!, owner: 'o-2' }], SHAPE)).toMatchObject({ valid: false, firstBrokenSequence: 2 });
    expect(verifyChain([{ ...entries[0]!, kind: 'OTHER' }], SHAPE)).toMatchObject({ valid: false, firstBrokenSequence: 1 });
    expect(verifyChain(['junk'], SHAPE)).toMatchObject({ valid: false, firstBrokenSequence: 1 });
  });
});
