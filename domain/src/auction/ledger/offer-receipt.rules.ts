// Offer receipts (docs/rules/auction-bidding.md#receipts, decisions 209-210): every acknowledged offer
// answers where it stands in the session's hash chain, and `npm run verify-ledger -- ledger.json
// --receipts receipts.json` proves each receipt against an exported ledger (the buyer's full export
// or a vendor's pseudonymised copy: a vendor's own entries are kept whole in its copy).

/** What an offer's answer carries: its ledger sequence, its entry's hash, and the chain's head right after the commit that took it. */
export interface OfferReceipt {
  sequence: number;
  entryHash: string;
  headHash: string;
}

/** One line of GET …/receipts: the receipt with what the vendor offered and when (the ledger entry's own time and amount). */
export interface OfferReceiptLine extends OfferReceipt {
  auctionId: string;
  /** The ledger entry's time (ISO). */
  at: string;
  /** The offer's total as the ledger holds it (a decimal string). */
  totalOffer: string;
}

/** GET …/receipts (and the JSON file the vendor room downloads). */
export interface OfferReceiptsView {
  auctionId: string;
  auctionNumber: string;
  /** The procurement's currency ('IDR' when unset): the amounts' unit. */
  currency: string;
  receipts: OfferReceiptLine[];
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * A receipts file as the verifier reads it: GET …/receipts' answer, its `data`, or a bare array of lines; when malformed,
 * why (the command line's English, which no server answer carries).
 */
export function receiptsOf(file: unknown): { receipts: OfferReceiptLine[]; auctionId: string | null } | { malformed: string } {
  const holder = file && typeof file === 'object' && !Array.isArray(file) && 'data' in file ? (file as { data: unknown }).data : file;
  const list = Array.isArray(holder) ? holder : holder && typeof holder === 'object' ? (holder as { receipts?: unknown }).receipts : undefined;
  if (!Array.isArray(list)) return { malformed: 'no receipts (expected { data: { auctionId, receipts } }, { auctionId, receipts } or an array)' };
  if (list.length === 0) return { malformed: 'the file holds no receipts' };
  const fileAuction = !Array.isArray(holder) && holder && typeof holder === 'object' ? (holder as { auctionId?: unknown }).auctionId : undefined;
  if (fileAuction !== undefined && typeof fileAuction !== 'string') return { malformed: 'auctionId is not a string' };
  for (const [index, line] of list.entries()) {
    const r = line as Partial<OfferReceiptLine> | null;
    const name = `receipt ${index + 1}`;
    if (!r || typeof r !== 'object') return { malformed: `${name} is not an object` };
    if (!Number.isSafeInteger(r.sequence) || (r.sequence as number) < 1) return { malformed: `${name}: sequence is not a positive integer` };
    if (typeof r.entryHash !== 'string' || !HASH.test(r.entryHash)) return { malformed: `${name}: entryHash is not 64 hexadecimal characters` };
    if (typeof r.headHash !== 'string' || !HASH.test(r.headHash)) return { malformed: `${name}: headHash is not 64 hexadecimal characters` };
    if (typeof r.auctionId !== 'string') return { malformed: `${name}: auctionId is missing` };
    if (typeof r.at !== 'string' || typeof r.totalOffer !== 'string') return { malformed: `${name}: at and totalOffer are strings` };
  }
  return { receipts: list as OfferReceiptLine[], auctionId: (fileAuction as string | undefined) ?? null };
}

/** One receipt's verdict: held (null problem) or why not. */
export interface ReceiptCheck {
  sequence: number;
  problem: string | null;
}

type Entry = { sequence?: unknown; auctionId?: unknown; at?: unknown; kind?: unknown; hash?: unknown; payload?: { totalOffer?: unknown } | null; pseudonymised?: unknown };

/**
 * Checks receipts against an exported ledger whose chain was already verified (`chainValid`): each
 * receipt's entry must be an OFFER at its sequence with its entry hash, of the same session, with
 * the receipt's time and amount (its own entry: never pseudonymised), and its head hash must be the
 * hash of an entry at or after it (the head right after its commit). Every receipt is named.
 */
export function checkReceipts(entries: readonly unknown[], receipts: readonly OfferReceiptLine[], chainValid: boolean): ReceiptCheck[] {
  const list = entries as readonly Entry[];
  const ledgerAuction = list[0]?.auctionId;
  const positionOfHash = new Map<unknown, number>(list.map((e, index) => [e?.hash, index + 1]));
  return receipts.map((receipt) => {
    const fail = (problem: string): ReceiptCheck => ({ sequence: receipt.sequence, problem });
    if (receipt.auctionId !== ledgerAuction) return fail(`of session ${receipt.auctionId}, the ledger is of ${String(ledgerAuction)}`);
    if (!chainValid) return fail('the ledger does not chain, so no receipt can be proven');
    const entry = list[receipt.sequence - 1];
    if (!entry || entry.sequence !== receipt.sequence) return fail(`the ledger has no entry ${receipt.sequence}`);
    if (entry.hash !== receipt.entryHash) return fail(`entry ${receipt.sequence} has hash ${String(entry.hash)}, the receipt says ${receipt.entryHash}`);
    if (entry.kind !== 'OFFER' || entry.pseudonymised === true || 'sealedRef' in entry) return fail(`entry ${receipt.sequence} is not an offer of yours`);
    if (entry.at !== receipt.at) return fail(`entry ${receipt.sequence} was written at ${String(entry.at)}, the receipt says ${receipt.at}`);
    if (entry.payload?.totalOffer !== receipt.totalOffer) return fail(`entry ${receipt.sequence} offers ${String(entry.payload?.totalOffer)}, the receipt says ${receipt.totalOffer}`);
    const headAt = positionOfHash.get(receipt.headHash);
    if (headAt === undefined || headAt < receipt.sequence) return fail(`the head ${receipt.headHash} is not an entry of the chain at or after ${receipt.sequence}`);
    return { sequence: receipt.sequence, problem: null };
  });
}

/** The verifier's lines for the receipts: one per receipt, then the count. */
export function receiptsVerdict(checks: readonly ReceiptCheck[]): string[] {
  const lines = checks.map((c) => (c.problem === null ? `receipt ${c.sequence}: in the chain` : `receipt ${c.sequence}: NOT PROVEN: ${c.problem}`));
  const failed = checks.filter((c) => c.problem !== null).length;
  lines.push(failed === 0 ? `receipts: all ${checks.length} in the chain` : `receipts: ${failed} of ${checks.length} not proven`);
  return lines;
}
