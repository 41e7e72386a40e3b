import type { OfferReceiptsView } from '@procura/domain/auction/ledger/offer-receipt.rules';

// The vendor's "My receipts" (docs/rules/auction-bidding.md#receipts): how a receipt's hash is shortened on screen and what
// the downloaded file is called and holds (GET …/receipts' answer as it is, which
// `npm run verify-ledger -- ledger.json --receipts receipts.json` reads).

/** The first 12 hexadecimal characters and an ellipsis: enough to compare by eye; the file keeps the whole hash. */
export const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

export const receiptsFileName = (auctionNumber: string) => `offer-receipts-${auctionNumber.replace(/[^\w.-]+/g, '_')}.json`;

/** The JSON file: the answer's envelope, as the verifier reads it. */
export const receiptsFileText = (view: OfferReceiptsView) => `${JSON.stringify({ data: view }, null, 2)}\n`;

/** The command that checks the receipts against the vendor's copy of the ledger. */
export const VERIFY_RECEIPTS_COMMAND = 'npm run verify-ledger -- ledger.json --receipts receipts.json';
