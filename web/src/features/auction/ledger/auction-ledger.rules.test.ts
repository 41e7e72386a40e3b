import { chainEntries, exportedHashing, ledgerEntriesOf, storedHashing, verifyLedger, type LedgerHeadSignature } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { ledgerFormOf, withCommitments, type LedgerSealing } from '@procura/domain/auction/ledger/ledger-forms.rules';
import { isVendorLedgerCopy, vendorLedgerCopy, verifyVendorLedgerCopy } from '@procura/domain/auction/ledger/auction-ledger-copy.rules';
import { describe, expect, it } from 'vitest';
import { ledgerFileName, ledgerFileText } from './auction-ledger.rules';

const entries = chainEntries([
  { sequence: 1, auctionId: 'auc-1', at: '2026-11-24T10:00:00.000Z', kind: 'START', payload: { startTime: '2026-11-24T10:00:00.000Z', endTime: '2026-11-24T10:10:00.000Z' } },
  { sequence: 2, auctionId: 'auc-1', at: '2026-11-24T10:01:00.000Z', kind: 'OFFER', payload: { offerId: 'o-2', vendorId: 'ven-b', totalOffer: '900.00', items: [], priceTooLow: false } },
  { sequence: 3, auctionId: 'auc-1', at: '2026-11-24T10:02:00.000Z', kind: 'OFFER', payload: { offerId: 'o-3', vendorId: 'ven-a', totalOffer: '800.00', items: [], priceTooLow: false } },
]);
const headHash = entries[2]!.hash;

describe('the ledger file', () => {
  it('is named after the session, a vendor copy so marked, with nothing a file system refuses', () => {
    expect(ledgerFileName('AUC-2026-0001', false)).toBe('ledger-AUC-2026-0001.json');
    expect(ledgerFileName('AUC-2026-0001', true)).toBe('ledger-AUC-2026-0001-vendor-copy.json');
    expect(ledgerFileName('AUC/2026 01:x', false)).toBe('ledger-AUC-2026-01-x.json');
    expect(ledgerFileName('///', true)).toBe('ledger-session-vendor-copy.json');
  });

  it("holds the buyer's ledger as the offline verifier reads it, valid, with its signed head", () => {
    const headSignature: LedgerHeadSignature = { algorithm: 'Ed25519', signedHead: { auctionId: 'auc-1', sequence: 3, headHash }, signature: 'c2ln', keyId: 'k1' };
    const text = ledgerFileText({ auctionId: 'auc-1', headHash, entries, headSignature });
    expect(JSON.parse(text)).toMatchObject({ headSignature });
    const parsed: unknown = JSON.parse(ledgerFileText({ auctionId: 'auc-1', headHash, entries, headSignature: null }));
    expect(isVendorLedgerCopy(parsed)).toBe(false);
    expect(verifyLedger(ledgerEntriesOf(parsed)!)).toMatchObject({ valid: true, headHash });
  });

  it("holds a vendor's copy with its description first, recognised as a copy", () => {
    const copy = vendorLedgerCopy(entries, 'ven-a', { version: 1, salt: null, othersAmounts: true });
    const text = ledgerFileText({ auctionId: 'auc-1', headHash, entries: copy.entries, vendorCopy: copy.info, headSignature: null });
    expect(text.indexOf('"vendorCopy"')).toBeLessThan(text.indexOf('"entries"'));
    const parsed: unknown = JSON.parse(text);
    expect(isVendorLedgerCopy(parsed)).toBe(true);
    expect(verifyVendorLedgerCopy(ledgerEntriesOf(parsed)!)).toMatchObject({ valid: true, recomputed: 2, pseudonymised: 1, headHash });
    expect(text).not.toContain('ven-b');
  });

  it('carries the form of a form-2 ledger, so the verifier recomputes every entry with the commitments it holds', () => {
    const sealing: LedgerSealing = { version: 2, salt: 'f0'.repeat(32), othersAmounts: true };
    const sealed = chainEntries(entries, undefined, storedHashing(sealing));
    const ledgerForm = { version: 2 as const, othersAmounts: true };
    const parsed = JSON.parse(ledgerFileText({ auctionId: 'auc-1', headHash: sealed[2]!.hash, ledgerForm, entries: withCommitments(sealed, sealing), headSignature: null })) as { ledgerForm: unknown };
    expect(parsed.ledgerForm).toEqual(ledgerForm);
    expect(verifyLedger(ledgerEntriesOf(parsed)!, exportedHashing(ledgerFormOf(parsed.ledgerForm)))).toMatchObject({ valid: true, headHash: sealed[2]!.hash });
  });
});
