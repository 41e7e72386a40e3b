import { GENESIS_HASH, canonicalJson, chainAfter, chainHash, verifyChain, type ChainHead, type ChainVerification } from '../../common/hash-chain';
import { toMoney } from '../../common/money/money';
import { exportedCommitments, formHash, serverCommitments, type EntryCommitments, type LedgerForm, type LedgerSealing } from './ledger-forms.rules';

// The auction's hash-chained ledger (docs/rules/auction-bidding.md#ledger): the common hash chain
// (common/hash-chain: entry n stores sha256(hash(n-1) || canonical JSON of entry n)) over the auction's
// kinds. Pure and synchronous: the server, the browser and the offline verifier (`npm run verify-ledger`)
// compute the same bytes.

export { canonicalJson, chainHash, verifyChain, type ChainShape } from '../../common/hash-chain';

/** The hash before the first entry. */
export const LEDGER_GENESIS_HASH = GENESIS_HASH;

export const LEDGER_ENTRY_KINDS = [
  'START',
  'OFFER',
  'DISQUALIFICATION_REQUEST',
  'DISQUALIFICATION',
  'EXTENSION',
  'STOP',
  'CANCEL',
  // The buyer's pause and resume, and its announcements to the room (docs/rules/auction-bidding.md#pause-and-resume).
  'PAUSE',
  'RESUME',
  'ANNOUNCEMENT',
  // The buyer kept an offer its vendor asked to disqualify (docs/rules/auction-bidding.md#disqualification).
  'DISQUALIFICATION_DECLINED',
  // A vendor that cannot reach the room asks for help; the buyer places an offer for it (docs/rules/auction-bidding.md#assisted-offers).
  'ASSISTANCE_REQUESTED',
  'ASSISTED_OFFER',
  // After the end: a vendor's objection and the buyer's answer (docs/rules/auction-bidding.md#objections).
  'OBJECTION',
  'OBJECTION_ANSWER',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** One item of a unit-price offer; the amount as a 2-decimal string. */
export interface LedgerOfferItem {
  auctionItemId: string;
  unitOffer: string;
}

/** What each kind records. Amounts are 2-decimal strings, times ISO strings with milliseconds. */
export interface LedgerPayloads {
  START: { startTime: string; endTime: string };
  /**
   * byProxy: placed by the server for the vendor's floor; confirmedSlip: sent again with confirmSlip past the slip warning.
   * Both are written only when true, so entries written before them hash as they did.
   */
  OFFER: {
    offerId: string;
    vendorId: string;
    totalOffer: string;
    items: LedgerOfferItem[];
    priceTooLow: boolean;
    byProxy?: true;
    confirmedSlip?: true;
    /** Placed by the buyer for the vendor and confirmed by a second buyer account (written only then). */
    assisted?: { assistedOfferId: string; placedBy: string; confirmedBy: string };
  };
  /** The vendor asked the buyer to disqualify its latest offer (changes nothing until the buyer decides). */
  DISQUALIFICATION_REQUEST: { offerId: string; vendorId: string; reason: string };
  /** The buyer disqualified the offer: the vendor falls back to its previous valid offer. */
  DISQUALIFICATION: { offerId: string; vendorId: string; reason: string };
  /** The buyer refused the vendor's request: the offer stays valid (changes nothing in the standing). */
  DISQUALIFICATION_DECLINED: { offerId: string; vendorId: string };
  /** INJURY_TIME: an offer in the last minutes; OUTAGE: time lost while no node ran (docs/rules/auction-bidding.md#ledger). */
  EXTENSION: { previousEndTime: string; endTime: string; extensionsUsed: number; cause: 'INJURY_TIME' | 'OUTAGE' };
  /** Stopped by the buyer before its time. */
  STOP: { endTime: string };
  CANCEL: { reason: string };
  /** The buyer paused the running session (no offer is accepted until RESUME). */
  PAUSE: { reason: string; pausedAt: string };
  /** The buyer resumed it: the paused time is given back to the end. */
  RESUME: { pausedAt: string; resumedAt: string; pausedMs: number; previousEndTime: string; endTime: string };
  /** The buyer's message to every room (plain text, at most 500 characters). */
  ANNOUNCEMENT: { message: string };
  /** A vendor asked for help (channel VENDOR: from its account; BUYER: a request the buyer recorded, e.g. by phone). */
  ASSISTANCE_REQUESTED: { requestId: string; vendorId: string; reason: string; channel: 'VENDOR' | 'BUYER'; recordedBy: string };
  /** The buyer placed an offer for the vendor; it takes effect as an OFFER once a second buyer account confirms it. */
  ASSISTED_OFFER: { assistedOfferId: string; requestId: string; vendorId: string; totalOffer: string; placedBy: string };
  /** A vendor's objection after the end, with the evidence the server attached (docs/rules/auction-bidding.md#objections). */
  OBJECTION: { objectionId: string; vendorId: string; text: string; evidence: ObjectionEvidence };
  /** The buyer's answer to an objection. */
  OBJECTION_ANSWER: { objectionId: string; vendorId: string; text: string; upheld: boolean };
}

/**
 * What the server attaches to an objection: the vendor's receipts, its connection record and the
 * ledger's head when it objected. Times are ISO strings; amounts 2-decimal strings.
 */
export interface ObjectionEvidence {
  head: { sequence: number; headHash: string | null };
  receipts: Array<{ sequence: number; entryHash: string; at: string; totalOffer: string }>;
  connections: Array<{ joinedAt: string; leftAt: string | null }>;
}

/** The kinds a ledger may hold after its end (STOP or CANCEL): a head mailed at the end is followed only by these. */
export const AFTER_END_KINDS = ['OBJECTION', 'OBJECTION_ANSWER'] as const satisfies readonly LedgerEntryKind[];

/** An entry before it is chained (what the hash covers). */
export type LedgerEntryContent = {
  [K in LedgerEntryKind]: { sequence: number; auctionId: string; at: string; kind: K; payload: LedgerPayloads[K] };
}[LedgerEntryKind];

/** An entry as stored and exported: its content and its chained hash. */
export type LedgerEntry = LedgerEntryContent & { hash: string };

/** An entry to append: the kind and its payload (sequence, auction and hash are the ledger's). */
export type LedgerDraft = { [K in LedgerEntryKind]: { kind: K; payload: LedgerPayloads[K] } }[LedgerEntryKind];

/** What a ledger's verification found (the common chain's). */
export type LedgerVerification = ChainVerification;

/** An amount the way the ledger writes it: a 2-decimal string. */
export function ledgerAmount(value: string): string {
  return toMoney(value).toFixed(2);
}

function contentOf(entry: LedgerEntryContent): LedgerEntryContent {
  const { sequence, auctionId, at, kind, payload } = entry;
  return { sequence, auctionId, at, kind, payload } as LedgerEntryContent;
}

/** sha256 of the previous hash (64 hex characters) followed by the entry's canonical JSON, in hex. */
export function ledgerHash(previousHash: string, entry: LedgerEntryContent): string {
  return chainHash(previousHash, contentOf(entry));
}

/**
 * How a ledger's entries are hashed: its form (ledger-forms.rules) and, for form 2, where each vendor
 * entry's commitments come from. Form 1 by default (every entry as stored).
 */
export interface LedgerHashing {
  form: LedgerForm;
  commitmentsOf: (entry: LedgerEntryContent) => EntryCommitments;
}

const FORM_ONE: LedgerHashing = { form: { version: 1, othersAmounts: true }, commitmentsOf: exportedCommitments };

/** The server's hashing of a session: its commitments derived from the salt. */
export const storedHashing = (sealing: LedgerSealing): LedgerHashing => ({ form: sealing, commitmentsOf: serverCommitments(sealing) });
/** An export's hashing: its declared form, each vendor entry's commitments read from the entry. */
export const exportedHashing = (form: LedgerForm): LedgerHashing => ({ form, commitmentsOf: exportedCommitments });

/** Chains one entry after the given head (what the server does for each append), in form 1 unless told. */
export function chainEntry<E extends LedgerEntryContent>(previousHash: string, entry: E, hashing: LedgerHashing = FORM_ONE): E & { hash: string } {
  return { ...entry, hash: hashInForm(hashing, previousHash, entry) };
}

/** Chains entries in order after `previousHash` (the genesis for a new ledger), in form 1 unless told. */
export function chainEntries(entries: readonly LedgerEntryContent[], previousHash: string = LEDGER_GENESIS_HASH, hashing: LedgerHashing = FORM_ONE): LedgerEntry[] {
  const chained: LedgerEntry[] = [];
  let head = previousHash;
  for (const entry of entries) {
    const next = chainEntry(head, entry, hashing) as LedgerEntry;
    chained.push(next);
    head = next.hash;
  }
  return chained;
}

/** The hash of an entry after `previousHash` in the ledger's form. */
export function hashInForm(hashing: LedgerHashing, previousHash: string, entry: LedgerEntryContent): string {
  return formHash(hashing.form, previousHash, entry as unknown as Parameters<typeof formHash>[2], hashing.commitmentsOf as Parameters<typeof formHash>[3]);
}

/** Chains drafts after a head (the genesis for a new ledger) in the session's form, numbering them from `sequence + 1`: the entries and the new head. */
export function chainLedgerDrafts(
  head: ChainHead,
  auctionId: string,
  at: string,
  drafts: readonly LedgerDraft[],
  sealing: LedgerSealing,
): { entries: LedgerEntry[]; head: ChainHead } {
  const hashing = storedHashing(sealing);
  const chained = chainAfter(
    head,
    drafts,
    (sequence, draft) => ({ sequence, auctionId, at, ...draft }) as LedgerEntryContent,
    (previousHash, entry) => hashInForm(hashing, previousHash, entry),
  );
  return { entries: chained.entries as LedgerEntry[], head: chained.head };
}

/** Recomputes an auction ledger's chain (see verifyChain) in its form (form 1 when not given). */
export function verifyLedger(entries: readonly unknown[], hashing: LedgerHashing = FORM_ONE): LedgerVerification {
  return verifyChain(entries, {
    ownerKey: 'auctionId',
    kinds: LEDGER_ENTRY_KINDS,
    hashOf: (previousHash, entry) => hashInForm(hashing, previousHash, entry as unknown as LedgerEntryContent),
  });
}

/**
 * The entries of an exported ledger: what `GET …/ledger` answers (`{ data: { auctionId, entries } }`),
 * its `data` alone, or the bare array. Null when the file holds none of these.
 */
export function ledgerEntriesOf(exported: unknown): unknown[] | null {
  if (Array.isArray(exported)) return exported;
  if (!exported || typeof exported !== 'object') return null;
  const holder = 'data' in exported ? (exported as { data: unknown }).data : exported;
  if (!holder || typeof holder !== 'object' || !('entries' in holder)) return null;
  const entries = (holder as { entries: unknown }).entries;
  return Array.isArray(entries) ? entries : null;
}

/** The offline verifier's one-line verdict. */
export function ledgerVerdict(result: LedgerVerification): string {
  if (result.valid) return `valid, ${result.entries} entries, head ${result.headHash}`;
  return `broken: entry ${result.firstBrokenSequence} does not chain (of ${result.entries} entries)`;
}

/**
 * The head a ledger must end at, kept apart from its entries: the session row's `sequence` and
 * `ledgerHeadHash`, the head the Auction Log Report prints, or a signed head. Without it a chain
 * cut short, or changed and re-hashed from the changed entry on, still chains. `sequence` may be
 * unknown (a head hash typed in alone).
 */
export interface ExpectedLedgerHead {
  sequence?: number | null;
  /** Null only for a ledger that has no entries yet (sequence 0). */
  headHash: string | null;
}

/** What is wrong with a ledger measured against its head (null: nothing). */
export type LedgerHeadProblem = 'BROKEN' | 'EMPTY' | 'SHORTER_THAN_HEAD' | 'LONGER_THAN_HEAD' | 'RE_CHAINED' | 'DIFFERENT_HEAD';

export interface LedgerHeadVerification extends LedgerVerification {
  problem: LedgerHeadProblem | null;
  /** Each problem in a sentence (empty when valid). */
  problems: string[];
}

const hashAt = (entries: readonly unknown[], index: number): unknown => (entries[index] as { hash?: unknown } | undefined)?.hash;

function headProblem(entries: readonly unknown[], expected: ExpectedLedgerHead | null, allowedAfter: readonly string[] | null): { problem: LedgerHeadProblem; text: string; missingFrom?: number } | null {
  const count = entries.length;
  const emptyHead = expected !== null && expected.headHash === null && (expected.sequence ?? 0) === 0;
  if (count === 0) {
    if (emptyHead) return null;
    if (expected?.sequence) return { problem: 'SHORTER_THAN_HEAD', text: `the ledger has no entries, the head is at sequence ${expected.sequence}: every entry is missing`, missingFrom: 1 };
    return { problem: 'EMPTY', text: 'the ledger has no entries: an empty ledger proves nothing' };
  }
  if (expected === null) return null;
  if (emptyHead) return { problem: 'LONGER_THAN_HEAD', text: `the head says the ledger is empty, it holds ${count} entries` };
  const head = expected.headHash;
  const last = hashAt(entries, count - 1);
  const sequence = expected.sequence ?? null;
  if (sequence !== null && count < sequence) {
    const missing = count + 1 === sequence ? `entry ${sequence} is missing` : `entries ${count + 1} to ${sequence} are missing`;
    return { problem: 'SHORTER_THAN_HEAD', text: `${count} entries, shorter than the head at sequence ${sequence}: ${missing}`, missingFrom: count + 1 };
  }
  if (sequence !== null && count === sequence) {
    if (last === head) return null;
    return { problem: 'RE_CHAINED', text: `${count} entries end at ${String(last)}, not at the head ${head}: entries were changed and their hashes recomputed (re-chained)` };
  }
  if (last === head) return sequence === null ? null : { problem: 'DIFFERENT_HEAD', text: `the ledger ends at the head after ${count} entries, not after ${sequence}` };
  const at = entries.findIndex((_, index) => hashAt(entries, index) === head);
  if (at >= 0 && (sequence === null || at === sequence - 1)) {
    const after = count - at - 1;
    if (allowedAfter && entries.slice(at + 1).every((entry) => allowedAfter.includes((entry as { kind?: string }).kind ?? ''))) return null;
    return { problem: 'LONGER_THAN_HEAD', text: `the head is entry ${at + 1}; the ledger holds ${after} ${after === 1 ? 'entry' : 'entries'} after it` };
  }
  if (sequence !== null) {
    return { problem: 'RE_CHAINED', text: `${count} entries, longer than the head at sequence ${sequence}, and entry ${sequence} is not the head ${head}: re-chained` };
  }
  return { problem: 'DIFFERENT_HEAD', text: `the ledger ends at ${String(last)}, not at the head ${head}: entries were removed, or changed and re-chained` };
}

/**
 * Measures a chain already verified (verifyLedger, verifyVendorLedgerCopy, verifyNegotiationLedger:
 * `result` for these `entries`) against the head it must end at. An empty ledger is refused unless
 * the head itself says it is empty (a session that never started); without a head (`null`) only
 * that refusal applies. A chain cut short names the first missing sequence as broken. `allowedAfter`: kinds
 * that may follow the head (a head mailed at the end is followed only by AFTER_END_KINDS).
 */
export function checkLedgerHead<R extends LedgerVerification>(
  result: R,
  entries: readonly unknown[],
  expected: ExpectedLedgerHead | null,
  allowedAfter: readonly string[] | null = null,
): R & LedgerHeadVerification {
  if (!result.valid) {
    return { ...result, problem: 'BROKEN', problems: [`entry ${result.firstBrokenSequence} does not chain (of ${result.entries} entries)`] };
  }
  const found = headProblem(entries, expected, allowedAfter);
  if (!found) return { ...result, problem: null, problems: [] };
  return { ...result, valid: false, firstBrokenSequence: found.missingFrom ?? null, problem: found.problem, problems: [found.text] };
}

/** Recomputes an auction ledger's chain and measures it against its head (see checkLedgerHead). */
export function verifyLedgerAgainstHead(entries: readonly unknown[], expected: ExpectedLedgerHead | null, hashing: LedgerHashing = FORM_ONE): LedgerHeadVerification {
  return checkLedgerHead(verifyLedger(entries, hashing), entries, expected);
}

/** The offline verifier's verdict on a ledger measured against a head. */
export function ledgerHeadVerdict(result: LedgerHeadVerification): string {
  if (result.valid) return ledgerVerdict(result);
  return `broken: ${result.problems.join('; ')}`;
}

/**
 * The head a signature covers (docs/rules/auction-bidding.md#ledger, decision 168): the app signs the canonical JSON of this
 * object with its Ed25519 key, so a ledger re-chained elsewhere cannot pass as the app's.
 */
export interface SignedLedgerHead {
  auctionId: string;
  sequence: number;
  headHash: string;
}

/** What an export carries beside its entries: the signed head, the signature and the key that made it. */
export interface LedgerHeadSignature {
  algorithm: 'Ed25519';
  signedHead: SignedLedgerHead;
  /** Base64 of the 64-byte Ed25519 signature over signedHeadMessage(signedHead). */
  signature: string;
  /** sha256 (hex) of the public key's SPKI DER, as GET /api/ledger/signing-key publishes it. */
  keyId: string;
}

/** The bytes signed, as text: the canonical JSON of the signed head (encode as UTF-8). */
export function signedHeadMessage(head: SignedLedgerHead): string {
  return canonicalJson({ auctionId: head.auctionId, sequence: head.sequence, headHash: head.headHash });
}
