import { describe, expect, it } from 'vitest';
import { LEDGER_GENESIS_HASH } from '../auction/ledger/auction-ledger.rules';
import { chainNegotiationEntries, verifyNegotiationLedger, type NegotiationLedgerDraft } from './negotiation-ledger.rules';

const offer = (total: string) => ({ offerId: `o-${total}`, from: 'buyer' as const, fromAccountId: 'acc-1', total, items: [{ negotiationItem: 'i-1', offer: total, capableQty: '1.00' }] });
const DRAFTS: NegotiationLedgerDraft[] = [
  { kind: 'START', payload: { startedAt: '2026-03-01T09:00:00.000Z' } },
  { kind: 'OFFER', payload: offer('100.00') },
  { kind: 'DEAL', payload: { ...offer('100.00'), from: 'vendor', final: false } },
  { kind: 'END', payload: { finalPrice: '100.00' } },
];

describe('negotiation ledger', () => {
  const entries = chainNegotiationEntries({ sequence: 0, hash: null }, 'neg-1', '2026-03-01T09:05:00.000Z', DRAFTS);

  it('chains every entry after the one before it and verifies', () => {
    expect(entries.map((e) => e.sequence)).toEqual([1, 2, 3, 4]);
    expect(verifyNegotiationLedger(entries)).toEqual({ valid: true, entries: 4, headHash: entries[3]!.hash, firstBrokenSequence: null });
    expect(verifyNegotiationLedger([])).toEqual({ valid: true, entries: 0, headHash: LEDGER_GENESIS_HASH, firstBrokenSequence: null });
  });

  it('continues a chain from its head as if chained at once', () => {
    const first = chainNegotiationEntries({ sequence: 0, hash: null }, 'neg-1', '2026-03-01T09:05:00.000Z', DRAFTS.slice(0, 2));
    const rest = chainNegotiationEntries({ sequence: 2, hash: first[1]!.hash }, 'neg-1', '2026-03-01T09:05:00.000Z', DRAFTS.slice(2));
    expect([...first, ...rest]).toEqual(entries);
  });

  it('names the first entry changed, removed, reordered or moved to another negotiation', () => {
    const tampered = entries.map((e) => (e.sequence === 2 ? { ...e, payload: { ...e.payload, total: '1.00' } } : e));
    expect(verifyNegotiationLedger(tampered)).toMatchObject({ valid: false, firstBrokenSequence: 2 });
    expect(verifyNegotiationLedger([entries[0], entries[2], entries[3]])).toMatchObject({ valid: false, firstBrokenSequence: 3 });
    expect(verifyNegotiationLedger([entries[0], { ...entries[1]!, negotiationId: 'neg-2' }])).toMatchObject({ valid: false, firstBrokenSequence: 2 });
    expect(verifyNegotiationLedger([{ ...entries[0]!, kind: 'STOP' }])).toMatchObject({ valid: false, firstBrokenSequence: 1 });
  });
});
