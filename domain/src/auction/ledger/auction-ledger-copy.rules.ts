import { chainHash } from '../../common/hash-chain';
import {
  LEDGER_ENTRY_KINDS,
  exportedHashing,
  hashInForm,
  ledgerHash,
  verifyChain,
  type LedgerEntry,
  type LedgerEntryContent,
  type LedgerVerification,
} from './auction-ledger.rules';
import {
  VENDOR_LEDGER_KINDS,
  committedVendorEntry,
  isVendorLedgerKind,
  serverCommitments,
  vendorRefOf,
  type CommittedVendorEntry,
  type EntryCommitments,
  type LedgerSealing,
  type VendorLedgerKind,
} from './ledger-forms.rules';

// A vendor's copy of a finished session's ledger (docs/rules/auction-bidding.md#newer-rules): the whole chain in order, every
// hash as stored, with every other vendor named by a pseudonym ('Vendor A', 'Vendor B', … in order
// of first appearance) and nothing of theirs the room did not show: no vendor id, item prices or
// reasons, and in a CLOSE session not their amounts either. The vendor's own entries and the
// session's (start, extensions, stop, cancel) are kept as stored, so they hash.
// Form 2 (ledger-forms.rules, decision 240): another vendor's entry is its committed form, exactly
// what was hashed (its vendorRef beside its pseudonym, the fields the rooms showed, the commitment to
// the rest), so every entry is recomputed. Form 1 (sessions hashed before it): another vendor's entry
// cannot be recomputed without what was left out, so `npm run verify-ledger` takes its hash as
// exported and says so (verifyVendorLedgerCopy).

export { VENDOR_LEDGER_KINDS };

const PSEUDONYM = /^Vendor [A-Z]+$/;

/** 0 -> 'Vendor A', 25 -> 'Vendor Z', 26 -> 'Vendor AA' (spreadsheet columns: never runs out, never repeats). */
export function vendorPseudonym(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `Vendor ${letters}`;
}

/** Another vendor's entry as a vendor's copy holds it. `totalOffer` only on offers: null where the session was sealed (CLOSE). */
export interface PseudonymisedLedgerEntry {
  sequence: number;
  auctionId: string;
  at: string;
  kind: VendorLedgerKind;
  payload: { vendorId: string; totalOffer?: string | null };
  hash: string;
  /** Marks an entry whose content was replaced: its hash is the stored one, not recomputable from what the copy holds. */
  pseudonymised: true;
}

/** Form 2: another vendor's entry in its committed form (what was hashed), named by a pseudonym. */
export type CommittedCopyEntry = CommittedVendorEntry & { vendor: string; hash: string };
/** Form 2: the vendor's own entry as stored, with its commitments (so its sealed fields are recomputed too). */
export type OwnCopyEntry = LedgerEntry & EntryCommitments;

export type VendorLedgerCopyEntry = LedgerEntry | PseudonymisedLedgerEntry | CommittedCopyEntry | OwnCopyEntry;

/** What the copy says about itself, in the file (both languages: the file is read by people too). */
export interface VendorLedgerCopyInfo {
  /** The vendor whose copy this is (its entries carry this id, as stored). */
  yourVendorId: string;
  /** How many other vendors were replaced by pseudonyms. */
  pseudonyms: number;
  /** Whether other vendors' offer amounts are kept (an OPEN session) or sealed (a CLOSE one). */
  othersAmounts: boolean;
  note: { en: string; id: string };
  /** The ledger's form (absent: 1) and, in form 2, the vendor's own commitment. */
  form?: 2;
  yourVendorRef?: string;
}

function copyNote(othersAmounts: boolean, form: 1 | 2): { en: string; id: string } {
  if (form === 2) return committedCopyNote(othersAmounts);
  const keeps = othersAmounts
    ? { en: 'the order, amounts, times and hashes of every entry', id: 'urutan, nominal, waktu, dan hash setiap entri' }
    : {
        en: "the order, times and hashes of every entry (other vendors' amounts stay sealed, as in the room of a Closed (sealed) auction)",
        id: 'urutan, waktu, dan hash setiap entri (nominal vendor lain tetap tertutup, seperti di ruang lelang Tertutup (tersegel))',
      };
  return {
    en:
      `A vendor's copy of the session's ledger. Every other vendor is named by a pseudonym (Vendor A, Vendor B, … in order of first appearance); ` +
      `their ids, offer ids, item prices and reasons are left out. The copy keeps ${keeps.en}. Your own entries and the session's are as stored: ` +
      '`npm run verify-ledger -- <file>` recomputes each of them from the hash before it. The entries of other vendors cannot be recomputed ' +
      "without what was left out, so their hashes are as exported: compare the head hash with the Auction Log Report's, or ask the buyer to check the full ledger.",
    id:
      'Salinan ledger sesi untuk vendor. Setiap vendor lain ditulis dengan nama samaran (Vendor A, Vendor B, … menurut urutan kemunculan); ' +
      `ID, ID penawaran, harga per item, dan alasan mereka tidak disertakan. Salinan ini mempertahankan ${keeps.id}. Entri Anda sendiri dan entri sesi ` +
      'tersimpan apa adanya: `npm run verify-ledger -- <file>` menghitung ulang masing-masing dari hash sebelumnya. Entri vendor lain tidak dapat ' +
      'dihitung ulang tanpa data yang tidak disertakan, sehingga hash-nya apa adanya: bandingkan hash kepala dengan hash di Laporan Log Lelang, ' +
      'atau minta pembeli memeriksa ledger lengkap.',
  };
}

function committedCopyNote(othersAmounts: boolean): { en: string; id: string } {
  const amounts = othersAmounts
    ? { en: 'their amounts', id: 'nominal mereka' }
    : { en: 'nothing of their amounts (sealed, as in the room of a Closed (sealed) auction)', id: 'tanpa nominal mereka (tersegel, seperti di ruang lelang Tertutup (tersegel))' };
  return {
    en:
      "A vendor's copy of the session's ledger. Every other vendor is named by a pseudonym (Vendor A, Vendor B, … in order of first appearance) beside " +
      `its vendorRef, a commitment that does not reveal who it is; their entries keep the order, times, kinds and ${amounts.en}, and their ` +
      'other fields (offer ids, item prices, reasons) only as a commitment (sealedRef). Every entry is exactly what the ledger hashed: ' +
      '`npm run verify-ledger -- <file>` recomputes each one from the hash before it, so a changed amount, time, kind, pseudonym or order of any entry fails.',
    id:
      'Salinan ledger sesi untuk vendor. Setiap vendor lain ditulis dengan nama samaran (Vendor A, Vendor B, … menurut urutan kemunculan) di samping ' +
      `vendorRef-nya, komitmen yang tidak mengungkap identitasnya; entri mereka mempertahankan urutan, waktu, jenis, dan ${amounts.id}, ` +
      'sedangkan data lain (ID penawaran, harga per item, alasan) hanya sebagai komitmen (sealedRef). Setiap entri persis seperti yang di-hash ledger: ' +
      '`npm run verify-ledger -- <file>` menghitung ulang setiap entri dari hash sebelumnya, sehingga perubahan nominal, waktu, jenis, nama samaran, atau urutan entri mana pun gagal.',
  };
}

const isVendorKind = isVendorLedgerKind;

/**
 * The copy of `entries` (the whole stored chain, in order) for the vendor `ownVendorId`: its entries and
 * the session's as stored, every other vendor's pseudonymised, in the session's form (see the file's header).
 */
export function vendorLedgerCopy(
  entries: readonly LedgerEntry[],
  ownVendorId: string,
  sealing: LedgerSealing,
): { entries: VendorLedgerCopyEntry[]; info: VendorLedgerCopyInfo } {
  const { othersAmounts } = sealing;
  const pseudonyms = new Map<string, string>();
  const pseudonymOf = (vendorId: string): string => {
    if (!pseudonyms.has(vendorId)) pseudonyms.set(vendorId, vendorPseudonym(pseudonyms.size));
    return pseudonyms.get(vendorId)!;
  };
  const commitmentsOf = sealing.version === 2 ? serverCommitments(sealing) : null;
  const copied = entries.map((entry): VendorLedgerCopyEntry => {
    if (!isVendorKind(entry.kind) || !('vendorId' in entry.payload)) return entry;
    const vendorEntry = entry as LedgerEntry & { kind: VendorLedgerKind };
    if (commitmentsOf) {
      const commitments = commitmentsOf(entry);
      if (entry.payload.vendorId === ownVendorId) return { ...entry, ...commitments };
      const committed = committedVendorEntry(vendorEntry, commitments, othersAmounts);
      return { ...committed, vendor: pseudonymOf(entry.payload.vendorId), hash: entry.hash };
    }
    if (entry.payload.vendorId === ownVendorId) return entry;
    const payload: PseudonymisedLedgerEntry['payload'] = { vendorId: pseudonymOf(entry.payload.vendorId) };
    if (entry.kind === 'OFFER') payload.totalOffer = othersAmounts && 'totalOffer' in entry.payload ? entry.payload.totalOffer : null;
    const { sequence, auctionId, at, kind, hash } = entry;
    return { sequence, auctionId, at, kind, payload, hash, pseudonymised: true };
  });
  const info: VendorLedgerCopyInfo = { yourVendorId: ownVendorId, pseudonyms: pseudonyms.size, othersAmounts, note: copyNote(othersAmounts, sealing.version) };
  if (sealing.version === 2) Object.assign(info, { form: 2, yourVendorRef: vendorRefOf(sealing.salt!, ownVendorId) });
  return { entries: copied, info };
}

/** A vendor's copy is a file whose ledger carries `vendorCopy` (beside `entries`, in `data` or bare). */
export function isVendorLedgerCopy(exported: unknown): boolean {
  if (!exported || typeof exported !== 'object' || Array.isArray(exported)) return false;
  const holder = 'data' in exported ? (exported as { data: unknown }).data : exported;
  return Boolean(holder && typeof holder === 'object' && 'vendorCopy' in holder && (holder as { vendorCopy: unknown }).vendorCopy);
}

const isPseudonymised = (entry: Record<string, unknown>): boolean => entry.pseudonymised === true;

/** A replaced entry is accepted as exported only when it is one vendor's kind named by a pseudonym and carries a sha256. */
function wellFormedPseudonymised(entry: Record<string, unknown>): boolean {
  const payload = entry.payload as { vendorId?: unknown } | null;
  return (
    isVendorKind(String(entry.kind)) &&
    typeof payload === 'object' &&
    payload !== null &&
    typeof payload.vendorId === 'string' &&
    PSEUDONYM.test(payload.vendorId) &&
    typeof entry.hash === 'string' &&
    /^[0-9a-f]{64}$/.test(entry.hash)
  );
}

export interface VendorLedgerCopyVerification extends LedgerVerification {
  /** The copy's form (2: every entry recomputed). */
  form: 1 | 2;
  /** Entries recomputed from the hash before them. */
  recomputed: number;
  /** Entries of other vendors: in form 1 their hashes are taken as exported; in form 2 they are recomputed in their committed form. */
  pseudonymised: number;
}

/** The copy's own description (`vendorCopy` beside the entries), as far as verifying needs it. */
function copyInfoOf(info: unknown): { form: 1 | 2; yourVendorId: unknown; yourVendorRef: unknown; othersAmounts: boolean } {
  const read = (info && typeof info === 'object' ? info : {}) as Record<string, unknown>;
  return { form: read.form === 2 ? 2 : 1, yourVendorId: read.yourVendorId, yourVendorRef: read.yourVendorRef, othersAmounts: read.othersAmounts !== false };
}

/**
 * Checks a vendor's copy (`info`: its `vendorCopy`). Both forms: the sequences run 1..N in one
 * session, every kind is known, every entry of the vendor and of the session hashes to its stored hash
 * from the hash before it. Form 2: so does every other vendor's entry, in its committed form; it must
 * not be the vendor's own commitment, and its pseudonym must be the one its vendorRef earns by order of
 * first appearance (two pseudonyms swapped fail). Form 1: another vendor's entry must be a vendor's kind
 * named by a pseudonym; its hash is counted as taken as exported, not passed off as verified.
 */
export function verifyVendorLedgerCopy(entries: readonly unknown[], info: unknown = null): VendorLedgerCopyVerification {
  const copyInfo = copyInfoOf(info);
  if (copyInfo.form === 2) return verifyCommittedCopy(entries, copyInfo);
  let pseudonymised = 0;
  const result = verifyChain(entries, {
    ownerKey: 'auctionId',
    kinds: LEDGER_ENTRY_KINDS,
    hashOf: (previousHash, entry) => {
      if (!isPseudonymised(entry)) return ledgerHash(previousHash, entry as unknown as LedgerEntryContent);
      if (!wellFormedPseudonymised(entry)) throw new TypeError('not a pseudonymised entry');
      pseudonymised += 1;
      return entry.hash as string;
    },
  });
  const entriesCount = result.valid ? result.entries : 0;
  return { ...result, form: 1, recomputed: result.valid ? entriesCount - pseudonymised : 0, pseudonymised: result.valid ? pseudonymised : 0 };
}

const HEX64 = /^[0-9a-f]{64}$/;
const ENTRY_KEYS = ['sequence', 'auctionId', 'at', 'kind', 'payload', 'hash'];
/** The fields each entry of a form-2 copy holds, and nothing else: a stray field is an edit too. */
const COPY_ENTRY_KEYS = {
  session: new Set(ENTRY_KEYS),
  own: new Set([...ENTRY_KEYS, 'vendorRef', 'nonce']),
  other: new Set([...ENTRY_KEYS, 'sealedRef', 'vendor']),
};
function requireKeys(entry: Record<string, unknown>, allowed: Set<string>): void {
  if (Object.keys(entry).some((key) => !allowed.has(key))) throw new TypeError('a field the copy does not hold');
}

function verifyCommittedCopy(entries: readonly unknown[], info: ReturnType<typeof copyInfoOf>): VendorLedgerCopyVerification {
  if (typeof info.yourVendorRef !== 'string' || !HEX64.test(info.yourVendorRef) || typeof info.yourVendorId !== 'string') {
    return { valid: false, entries: entries.length, headHash: null, firstBrokenSequence: entries.length > 0 ? 1 : null, form: 2, recomputed: 0, pseudonymised: 0 };
  }
  const hashing = exportedHashing({ version: 2, othersAmounts: info.othersAmounts });
  const pseudonymOfRef = new Map<string, string>();
  let others = 0;
  const result = verifyChain(entries, {
    ownerKey: 'auctionId',
    kinds: LEDGER_ENTRY_KINDS,
    hashOf: (previousHash, entry) => {
      if (!isVendorKind(String(entry.kind)) || !('sealedRef' in entry)) {
        requireKeys(entry, isVendorKind(String(entry.kind)) ? COPY_ENTRY_KEYS.own : COPY_ENTRY_KEYS.session);
        if (isVendorKind(String(entry.kind))) {
          const payload = entry.payload as { vendorId?: unknown } | null;
          if (payload?.vendorId !== info.yourVendorId || entry.vendorRef !== info.yourVendorRef) throw new TypeError('not an entry of yours');
        }
        return hashInForm(hashing, previousHash, entry as unknown as LedgerEntryContent);
      }
      requireKeys(entry, COPY_ENTRY_KEYS.other);
      const payload = entry.payload as Record<string, unknown> | null;
      const vendorRef = payload?.vendorRef;
      if (!payload || 'vendorId' in payload || typeof vendorRef !== 'string' || !HEX64.test(vendorRef) || vendorRef === info.yourVendorRef) {
        throw new TypeError("not another vendor's committed entry");
      }
      if (typeof entry.sealedRef !== 'string' || !HEX64.test(entry.sealedRef)) throw new TypeError('no sealedRef');
      if (!pseudonymOfRef.has(vendorRef)) pseudonymOfRef.set(vendorRef, vendorPseudonym(pseudonymOfRef.size));
      if (entry.vendor !== pseudonymOfRef.get(vendorRef)) throw new TypeError('a pseudonym out of its order of first appearance');
      others += 1;
      const { sequence, auctionId, at, kind, sealedRef } = entry;
      return chainHash(previousHash, { sequence, auctionId, at, kind, payload, sealedRef });
    },
  });
  return { ...result, form: 2, recomputed: result.valid ? result.entries : 0, pseudonymised: result.valid ? others : 0 };
}

/** The offline verifier's one-line verdict on a vendor's copy. */
export function vendorLedgerCopyVerdict(result: VendorLedgerCopyVerification): string {
  if (result.form === 2) {
    if (!result.valid) return `broken: entry ${result.firstBrokenSequence} does not chain (of ${result.entries} entries; a vendor's copy, every entry recomputed)`;
    return (
      `vendor's copy, ${result.entries} entries, head ${result.headHash}: every entry recomputed and chained to the hash before it, ` +
      `${result.pseudonymised} of other vendors in their committed form (pseudonyms beside their vendorRef)`
    );
  }
  if (!result.valid) {
    return `broken: entry ${result.firstBrokenSequence} does not chain (of ${result.entries} entries; a vendor's copy, other vendors' entries taken as exported)`;
  }
  return (
    `vendor's copy, ${result.entries} entries, head ${result.headHash}: ` +
    `${result.recomputed} (yours and the session's) recomputed and chained to the hash before them; ` +
    `${result.pseudonymised} of other vendors (pseudonyms) taken as exported, not recomputable without the identities they replace: ` +
    "compare the head with the Auction Log Report's"
  );
}
