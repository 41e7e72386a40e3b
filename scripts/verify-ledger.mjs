// Checks an exported auction ledger offline (DESIGN 5.6): `npm run verify-ledger -- file.json`.
// The file is what GET /api/secured/auction/{id}/ledger answers (the app's "Download ledger (JSON)"),
// or its entries array. Exits 0 with 'valid, N entries, head <hash>', or 1 naming the first entry
// that does not chain. A vendor's copy (other vendors pseudonymised, `vendorCopy` beside the entries)
// is recognised and checked as far as it can be: its verdict says how many entries were recomputed
// and how many of other vendors were taken as exported; the full export is checked in full.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isVendorLedgerCopy, vendorLedgerCopyVerdict, verifyVendorLedgerCopy } from '../domain/src/auction/auction-ledger-copy.rules.ts';
import { ledgerEntriesOf, ledgerVerdict, verifyLedger } from '../domain/src/auction/auction-ledger.rules.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run verify-ledger -- <ledger.json>');
  process.exit(2);
}
// npm runs scripts from the repository root; a relative path means the caller's directory.
const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

let exported;
try {
  exported = JSON.parse(readFileSync(fullPath, 'utf8'));
} catch (error) {
  console.error(`cannot read ${fullPath}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const entries = ledgerEntriesOf(exported);
if (!entries) {
  console.error(`${fullPath}: no ledger entries (expected { data: { entries } } or an array)`);
  process.exit(2);
}
if (isVendorLedgerCopy(exported)) {
  const result = verifyVendorLedgerCopy(entries);
  console.log(vendorLedgerCopyVerdict(result));
  process.exit(result.valid ? 0 : 1);
}
const result = verifyLedger(entries);
console.log(ledgerVerdict(result));
process.exit(result.valid ? 0 : 1);
