import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson, chainHash } from '../../common/hash-chain';

// The forms a session's ledger is hashed in (docs/rules/auction-bidding.md#ledger-forms, decision 240).
// Form 1 hashes every entry as stored. Form 2 hashes a vendor's entry in a committed form: the vendor
// appears only as `vendorRef` (sha256 of a per-session secret salt and its id), the fields every room
// showed stay in clear (`shown`), and the rest (item prices, reasons, a sealed session's amounts) only
// as `sealedRef` (sha256 of a per-entry nonce and those fields). A vendor's copy can then hold every
// entry in the very form that was hashed, so each one is recomputed, and no other vendor's identity
// or sealed figure leaves the server. The salt never does; a nonce is given only to the entry's own
// vendor (and in the buyer's export), so a sealed figure cannot be guessed from its commitment.

export type LedgerFormVersion = 1 | 2;
/** The form new sessions are hashed in. */
export const CURRENT_LEDGER_FORM: LedgerFormVersion = 2;

/** What an export says about its form (beside its entries; absent in files of form 1). */
export interface LedgerForm {
  version: LedgerFormVersion;
  /** Whether other vendors' offer amounts are shown in clear (an OPEN session) or sealed (CLOSE). */
  othersAmounts: boolean;
}

/** The kinds that belong to one vendor (their payload names it by `vendorId`). */
export const VENDOR_LEDGER_KINDS = [
  'OFFER',
  'DISQUALIFICATION_REQUEST',
  'DISQUALIFICATION',
  'DISQUALIFICATION_DECLINED',
  'ASSISTANCE_REQUESTED',
  'ASSISTED_OFFER',
  'OBJECTION',
  'OBJECTION_ANSWER',
] as const;
export type VendorLedgerKind = (typeof VENDOR_LEDGER_KINDS)[number];
export const isVendorLedgerKind = (kind: unknown): kind is VendorLedgerKind => (VENDOR_LEDGER_KINDS as readonly unknown[]).includes(kind);

/** The fields of a vendor kind every room showed, in clear in form 2: an offer's amount where `othersAmounts` (the rest is sealed). */
const SHOWN_AMOUNTS: Partial<Record<VendorLedgerKind, readonly string[]>> = { OFFER: ['totalOffer'] };

const sha256Hex = (value: unknown): string => bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));

/** A vendor's commitment in one session: sha256 of the salt and its id. */
export const vendorRefOf = (salt: string, vendorId: string): string => sha256Hex({ salt, vendorId });
/** The nonce of one entry's sealed fields: sha256 of the salt and the sequence (tells nothing of the salt). */
export const entryNonceOf = (salt: string, sequence: number): string => sha256Hex({ salt, sequence });
/** The commitment to an entry's sealed fields. */
export const sealedRefOf = (nonce: string, sealed: Record<string, unknown>): string => sha256Hex({ nonce, sealed });

/** A vendor entry's payload split into what every room saw and what is sealed (the vendor's id is in neither). */
export function splitVendorPayload(kind: VendorLedgerKind, payload: Record<string, unknown>, othersAmounts: boolean): { shown: Record<string, unknown>; sealed: Record<string, unknown> } {
  const shownKeys = new Set(othersAmounts ? (SHOWN_AMOUNTS[kind] ?? []) : []);
  const shown: Record<string, unknown> = {};
  const sealed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'vendorId' || value === undefined) continue;
    (shownKeys.has(key) ? shown : sealed)[key] = value;
  }
  return { shown, sealed };
}

/** A vendor entry as form 2 hashes it (what another vendor's copy holds, with its hash). */
export interface CommittedVendorEntry {
  sequence: number;
  auctionId: string;
  at: string;
  kind: VendorLedgerKind;
  payload: Record<string, unknown> & { vendorRef: string };
  sealedRef: string;
}

interface StoredEntry {
  sequence: number;
  auctionId: string;
  at: string;
  kind: string;
  payload: Record<string, unknown>;
}

/** The commitments of one vendor entry: from the salt on the server, from the entry itself in an export. */
export interface EntryCommitments {
  vendorRef: string;
  nonce: string;
}

/** The committed form of a stored vendor entry, given its commitments. */
export function committedVendorEntry(entry: StoredEntry & { kind: VendorLedgerKind }, commitments: EntryCommitments, othersAmounts: boolean): CommittedVendorEntry {
  const { shown, sealed } = splitVendorPayload(entry.kind, entry.payload, othersAmounts);
  const { sequence, auctionId, at, kind } = entry;
  return { sequence, auctionId, at, kind, payload: { ...shown, vendorRef: commitments.vendorRef }, sealedRef: sealedRefOf(commitments.nonce, sealed) };
}

/** A stored entry's content (what form 1 hashes, and form 2 for the session's own kinds). */
const contentOf = ({ sequence, auctionId, at, kind, payload }: StoredEntry) => ({ sequence, auctionId, at, kind, payload });

/**
 * The hash of a stored entry after `previousHash` in its form. For form 2 a vendor entry needs its
 * commitments (`commitmentsOf`: the server derives them from the salt, a verifier reads them from the export).
 */
export function formHash(
  form: LedgerForm,
  previousHash: string,
  entry: StoredEntry,
  commitmentsOf: (entry: StoredEntry & { kind: VendorLedgerKind }) => EntryCommitments,
): string {
  if (form.version === 1 || !isVendorLedgerKind(entry.kind)) return chainHash(previousHash, contentOf(entry));
  const vendorEntry = entry as StoredEntry & { kind: VendorLedgerKind };
  return chainHash(previousHash, committedVendorEntry(vendorEntry, commitmentsOf(vendorEntry), form.othersAmounts));
}

/** The server's sealing of one session: its form, and for form 2 the salt (kept on the session row). */
export interface LedgerSealing extends LedgerForm {
  salt: string | null;
}

/** The commitments the server derives from the salt. */
export function serverCommitments(sealing: LedgerSealing): (entry: StoredEntry) => EntryCommitments {
  return (entry) => {
    if (!sealing.salt) throw new Error('a ledger of form 2 needs its salt');
    const vendorId = entry.payload.vendorId;
    if (typeof vendorId !== 'string') throw new TypeError(`entry ${entry.sequence} names no vendor`);
    return { vendorRef: vendorRefOf(sealing.salt, vendorId), nonce: entryNonceOf(sealing.salt, entry.sequence) };
  };
}

/** The commitments an exported entry carries (its `vendorRef` and `nonce`); throws when they are missing. */
export function exportedCommitments(entry: StoredEntry): EntryCommitments {
  const { vendorRef, nonce } = entry as StoredEntry & { vendorRef?: unknown; nonce?: unknown };
  if (typeof vendorRef !== 'string' || !/^[0-9a-f]{64}$/.test(vendorRef)) throw new TypeError(`entry ${entry.sequence} carries no vendorRef`);
  if (typeof nonce !== 'string' || !/^[0-9a-f]{64}$/.test(nonce)) throw new TypeError(`entry ${entry.sequence} carries no nonce`);
  return { vendorRef, nonce };
}

/** The form an export declares (`ledgerForm` in it, or a vendor copy's `form`): form 1 when it says none. */
export function ledgerFormOf(declared: unknown): LedgerForm {
  if (!declared || typeof declared !== 'object') return { version: 1, othersAmounts: true };
  const { version, othersAmounts } = declared as { version?: unknown; othersAmounts?: unknown };
  if (version === 2 && typeof othersAmounts === 'boolean') return { version: 2, othersAmounts };
  if (version === undefined || version === 1) return { version: 1, othersAmounts: othersAmounts !== false };
  throw new TypeError(`unknown ledger form ${String(version)}`);
}

/** The buyer's export of a form-2 ledger: each vendor entry with its commitments, so the whole chain is recomputed offline. */
export function withCommitments<E extends StoredEntry>(entries: readonly E[], sealing: LedgerSealing): Array<E | (E & EntryCommitments)> {
  if (sealing.version === 1) return [...entries];
  const commitmentsOf = serverCommitments(sealing);
  return entries.map((entry) => (isVendorLedgerKind(entry.kind) ? { ...entry, ...commitmentsOf(entry) } : entry));
}
