import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// The hash chain every ledger uses (the auction's, docs/rules/auction-bidding.md#outages, and the negotiation's): entry n
// stores sha256(hash(n-1) || canonical JSON of entry n), so changing, removing, inserting or
// reordering any stored entry breaks the chain at that entry. Pure and synchronous: the server, the
// browser and the offline verifier (`npm run verify-ledger`) compute the same bytes. A ledger says
// what its entries are (its owner key, its kinds, its hashed content); the chain is this one.

/** The hash before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

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

/** sha256 of the previous hash (64 hex characters) followed by the content's canonical JSON, in hex (every ledger's link). */
export function chainHash(previousHash: string, content: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(previousHash + canonicalJson(content))));
}

/** Where a chain ends: its last sequence and hash (null before the first entry). */
export interface ChainHead {
  sequence: number;
  hash: string | null;
}

/**
 * Chains drafts after `head` (the genesis for a new ledger), numbering them from `sequence + 1`:
 * `contentOf` makes each entry's content from its sequence and draft, `hashOf` hashes that content
 * after the previous hash. Answers the entries (content and hash) and the new head (unchanged when
 * there are no drafts).
 */
export function chainAfter<D, C>(
  head: ChainHead,
  drafts: readonly D[],
  contentOf: (sequence: number, draft: D) => C,
  hashOf: (previousHash: string, content: C) => string,
): { entries: Array<C & { hash: string }>; head: ChainHead } {
  let sequence = head.sequence;
  let hash = head.hash ?? GENESIS_HASH;
  const entries = drafts.map((draft) => {
    sequence += 1;
    const content = contentOf(sequence, draft);
    hash = hashOf(hash, content);
    return { ...content, hash };
  });
  return { entries, head: { sequence, hash: entries.length > 0 ? hash : head.hash } };
}

/** What a chain's verification found. */
export interface ChainVerification {
  valid: boolean;
  /** How many entries were checked. */
  entries: number;
  /** The hash of the last entry (the genesis hash for an empty ledger); null when the chain is broken. */
  headHash: string | null;
  /** The sequence of the first entry that does not chain (its position when it has no sequence); null when valid. */
  firstBrokenSequence: number | null;
}

/** What a ledger's verification needs to know of its entries (the auction's and the negotiation's). */
export interface ChainShape {
  /** The key naming what the ledger belongs to (`auctionId`, `negotiationId`): the same in every entry. */
  ownerKey: string;
  kinds: readonly string[];
  /** The hashed content of a stored entry (everything but its hash). */
  hashOf: (previousHash: string, entry: Record<string, unknown>) => string;
}

const positionOf = (entry: unknown, index: number) =>
  entry && typeof entry === 'object' && Number.isSafeInteger((entry as { sequence?: unknown }).sequence)
    ? ((entry as { sequence: number }).sequence)
    : index + 1;

/**
 * Recomputes a chain from the genesis. Entry i (0-based) must carry sequence i + 1, the first
 * entry's owner id, a known kind and the hash of its content after the previous entry's hash; the
 * first entry that does not is named. Takes unknown input: an exported file may hold anything.
 */
export function verifyChain(entries: readonly unknown[], shape: ChainShape): ChainVerification {
  let head = GENESIS_HASH;
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
