import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { toMoney } from '../../common/money';

// The auction's hash-chained ledger (docs/rules/auction-bidding.md#ledger): entry n stores sha256(hash(n-1) || canonical
// JSON of entry n), so changing, removing, inserting or reordering any stored entry breaks the
// chain at that entry. Pure and synchronous: the server, the browser and the offline verifier
// (`npm run verify-ledger`) compute the same bytes.

/** The hash before the first entry. */
export const LEDGER_GENESIS_HASH = '0'.repeat(64);

export const LEDGER_ENTRY_KINDS = ['START', 'OFFER', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION', 'EXTENSION', 'STOP', 'CANCEL'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** One item of a unit-price offer; the amount as a 2-decimal string. */
export interface LedgerOfferItem {
  auctionItemId: string;
  unitOffer: string;
}

/** What each kind records. Amounts are 2-decimal strings, times ISO strings with milliseconds. */
export interface LedgerPayloads {
  START: { startTime: string; endTime: string };
  OFFER: { offerId: string; vendorId: string; totalOffer: string; items: LedgerOfferItem[]; priceTooLow: boolean };
  /** The vendor asked the buyer to disqualify its latest offer (changes nothing until the buyer decides). */
  DISQUALIFICATION_REQUEST: { offerId: string; vendorId: string; reason: string };
  /** The buyer disqualified the offer: the vendor falls back to its previous valid offer. */
  DISQUALIFICATION: { offerId: string; vendorId: string; reason: string };
  /** INJURY_TIME: an offer in the last minutes; OUTAGE: time lost while no node ran (docs/rules/auction-bidding.md#ledger). */
  EXTENSION: { previousEndTime: string; endTime: string; extensionsUsed: number; cause: 'INJURY_TIME' | 'OUTAGE' };
  /** Stopped by the buyer before its time. */
  STOP: { endTime: string };
  CANCEL: { reason: string };
}

/** An entry before it is chained (what the hash covers). */
export type LedgerEntryContent = {
  [K in LedgerEntryKind]: { sequence: number; auctionId: string; at: string; kind: K; payload: LedgerPayloads[K] };
}[LedgerEntryKind];

/** An entry as stored and exported: its content and its chained hash. */
export type LedgerEntry = LedgerEntryContent & { hash: string };

export interface LedgerVerification {
  valid: boolean;
  /** How many entries were checked. */
  entries: number;
  /** The hash of the last entry (the genesis hash for an empty ledger); null when the chain is broken. */
  headHash: string | null;
  /** The sequence of the first entry that does not chain (its position when it has no sequence); null when valid. */
  firstBrokenSequence: number | null;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Canonical JSON: keys sorted by code point, no whitespace, strings as JSON.stringify writes them.
 * Numbers must be safe integers (sequences, counts): amounts travel as decimal strings, so no float
 * formatting can make two machines disagree. Anything else is refused.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`Ledger numbers are integers; amounts are strings (got ${value})`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, Json>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`Not JSON: ${typeof value}`);
}

/** An amount the way the ledger writes it: a 2-decimal string. */
export function ledgerAmount(value: string): string {
  return toMoney(value).toFixed(2);
}

function contentOf(entry: LedgerEntryContent): LedgerEntryContent {
  const { sequence, auctionId, at, kind, payload } = entry;
  return { sequence, auctionId, at, kind, payload } as LedgerEntryContent;
}

/** sha256 of the previous hash (64 hex characters) followed by the content's canonical JSON, in hex (every ledger's link). */
export function chainHash(previousHash: string, content: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(previousHash + canonicalJson(content))));
}

/** sha256 of the previous hash (64 hex characters) followed by the entry's canonical JSON, in hex. */
export function ledgerHash(previousHash: string, entry: LedgerEntryContent): string {
  return chainHash(previousHash, contentOf(entry));
}

/** Chains one entry after the given head (what the server does for each append). */
export function chainEntry<E extends LedgerEntryContent>(previousHash: string, entry: E): E & { hash: string } {
  return { ...entry, hash: ledgerHash(previousHash, entry) };
}

/** Chains entries in order after `previousHash` (the genesis for a new ledger). */
export function chainEntries(entries: readonly LedgerEntryContent[], previousHash: string = LEDGER_GENESIS_HASH): LedgerEntry[] {
  const chained: LedgerEntry[] = [];
  let head = previousHash;
  for (const entry of entries) {
    const next = chainEntry(head, entry) as LedgerEntry;
    chained.push(next);
    head = next.hash;
  }
  return chained;
}

const positionOf = (entry: unknown, index: number) =>
  entry && typeof entry === 'object' && Number.isSafeInteger((entry as { sequence?: unknown }).sequence)
    ? ((entry as { sequence: number }).sequence)
    : index + 1;

/** What a ledger's verification needs to know of its entries (the auction's and the negotiation's). */
export interface ChainShape {
  /** The key naming what the ledger belongs to (`auctionId`, `negotiationId`): the same in every entry. */
  ownerKey: string;
  kinds: readonly string[];
  /** The hashed content of a stored entry (everything but its hash). */
  hashOf: (previousHash: string, entry: Record<string, unknown>) => string;
}

/**
 * Recomputes a chain from the genesis. Entry i (0-based) must carry sequence i + 1, the first
 * entry's owner id, a known kind and the hash of its content after the previous entry's hash; the
 * first entry that does not is named. Takes unknown input: an exported file may hold anything.
 */
export function verifyChain(entries: readonly unknown[], shape: ChainShape): LedgerVerification {
  let head = LEDGER_GENESIS_HASH;
  let owner: unknown;
  for (const [index, entry] of entries.entries()) {
    const broken = { valid: false, entries: entries.length, headHash: null, firstBrokenSequence: positionOf(entry, index) };
    if (!entry || typeof entry !== 'object') return broken;
    const stored = entry as Record<string, unknown>;
    if (index === 0) owner = stored[shape.ownerKey];
    if (stored.sequence !== index + 1 || stored[shape.ownerKey] !== owner || typeof stored.hash !== 'string') return broken;
    if (!shape.kinds.includes(stored.kind as string)) return broken;
    let expected: string;
    try {
      expected = shape.hashOf(head, stored);
    } catch {
      return broken;
    }
    if (expected !== stored.hash) return broken;
    head = expected;
  }
  return { valid: true, entries: entries.length, headHash: head, firstBrokenSequence: null };
}

/** Recomputes an auction ledger's chain (see verifyChain). */
export function verifyLedger(entries: readonly unknown[]): LedgerVerification {
  return verifyChain(entries, {
    ownerKey: 'auctionId',
    kinds: LEDGER_ENTRY_KINDS,
    hashOf: (previousHash, entry) => ledgerHash(previousHash, entry as unknown as LedgerEntryContent),
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

function headProblem(entries: readonly unknown[], expected: ExpectedLedgerHead | null): { problem: LedgerHeadProblem; text: string; missingFrom?: number } | null {
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
 * that refusal applies. A chain cut short names the first missing sequence as broken.
 */
export function checkLedgerHead<R extends LedgerVerification>(result: R, entries: readonly unknown[], expected: ExpectedLedgerHead | null): R & LedgerHeadVerification {
  if (!result.valid) {
    return { ...result, problem: 'BROKEN', problems: [`entry ${result.firstBrokenSequence} does not chain (of ${result.entries} entries)`] };
  }
  const found = headProblem(entries, expected);
  if (!found) return { ...result, problem: null, problems: [] };
  return { ...result, valid: false, firstBrokenSequence: found.missingFrom ?? null, problem: found.problem, problems: [found.text] };
}

/** Recomputes an auction ledger's chain and measures it against its head (see checkLedgerHead). */
export function verifyLedgerAgainstHead(entries: readonly unknown[], expected: ExpectedLedgerHead | null): LedgerHeadVerification {
  return checkLedgerHead(verifyLedger(entries), entries, expected);
}

/** The offline verifier's verdict on a ledger measured against a head. */
export function ledgerHeadVerdict(result: LedgerHeadVerification): string {
  if (result.valid) return ledgerVerdict(result);
  return `broken: ${result.problems.join('; ')}`;
}

/**
 * The head a signature covers (docs/rules/auction-bidding.md#ledger, issue 21): the app signs the canonical JSON of this
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
