import type { AuctionLedgerView, VendorLedgerCopyView } from '@procura/domain/auction/auction.views';

// The ledger download (decision 162): the JSON file the app saves from GET …/ledger and the command
// that checks it offline (scripts/verify-ledger.mjs reads either shape).

/** What `npm run verify-ledger` is given: one line, the same on every screen. */
export const VERIFY_LEDGER_COMMAND = 'npm run verify-ledger -- <file>';

/** What GET …/ledger answers: the buyer's full ledger or a vendor's copy. */
export type LedgerDownload = AuctionLedgerView | VendorLedgerCopyView;

export const isVendorCopy = (ledger: LedgerDownload): ledger is VendorLedgerCopyView => 'vendorCopy' in ledger;

/** `ledger-AUC-2026-0001.json`, a vendor's `ledger-AUC-2026-0001-vendor-copy.json`: only characters every file system keeps. */
export function ledgerFileName(auctionNumber: string, vendorCopy: boolean): string {
  const safe = auctionNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'session';
  return `ledger-${safe}${vendorCopy ? '-vendor-copy' : ''}.json`;
}

/**
 * The file's text: a vendor's copy opens with what it is (vendorCopy), then the ledger as answered with
 * its signed head (what `verify-ledger --key` checks); indented for reading.
 */
export function ledgerFileText(ledger: LedgerDownload): string {
  const { auctionId, headHash, headSignature, entries } = ledger;
  const ledgerPart = { auctionId, headHash, headSignature, entries };
  // The form the entries are hashed in travels with them (form 2: docs/decisions.md 240).
  const body = isVendorCopy(ledger) ? { vendorCopy: ledger.vendorCopy, ...ledgerPart } : { ledgerForm: ledger.ledgerForm, ...ledgerPart };
  return `${JSON.stringify(body, null, 2)}\n`;
}
