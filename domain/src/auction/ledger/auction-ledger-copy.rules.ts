import {
  LEDGER_ENTRY_KINDS,
  ledgerHash,
  verifyChain,
  type LedgerEntry,
  type LedgerEntryContent,
  type LedgerVerification,
} from './auction-ledger.rules';

// A vendor's copy of a finished session's ledger (docs/rules/auction-bidding.md#newer-rules): the whole chain in order, every
// hash as stored, with every other vendor named by a pseudonym ('Vendor A', 'Vendor B', … in order
// of first appearance) and nothing of theirs the room did not show: no vendor id, offer id, item
// prices or reasons, and in a CLOSE session not their amounts either. The vendor's own entries and
// the session's (start, extensions, stop, cancel) are kept exactly as stored, so they still hash;
// another vendor's cannot be recomputed without what was left out, so `npm run verify-ledger`
// takes their hashes as exported and says so (verifyVendorLedgerCopy).

/** The kinds that belong to one vendor (their payload names it by `vendorId`). */
export const VENDOR_LEDGER_KINDS = ['OFFER', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION', 'DISQUALIFICATION_DECLINED'] as const;
type VendorLedgerKind = (typeof VENDOR_LEDGER_KINDS)[number];

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

export type VendorLedgerCopyEntry = LedgerEntry | PseudonymisedLedgerEntry;

/** What the copy says about itself, in the file (both languages: the file is read by people too). */
export interface VendorLedgerCopyInfo {
  /** The vendor whose copy this is (its entries carry this id, as stored). */
  yourVendorId: string;
  /** How many other vendors were replaced by pseudonyms. */
  pseudonyms: number;
  /** Whether other vendors' offer amounts are kept (an OPEN session) or sealed (a CLOSE one). */
  othersAmounts: boolean;
  note: { en: string; id: string };
}

function copyNote(othersAmounts: boolean): { en: string; id: string } {
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

const isVendorKind = (kind: string): kind is VendorLedgerKind => (VENDOR_LEDGER_KINDS as readonly string[]).includes(kind);

/**
 * The copy of `entries` (the whole stored chain, in order) for the vendor `ownVendorId`:
 * its entries and the session's unchanged, every other vendor's replaced (see the file's header).
 */
export function vendorLedgerCopy(
  entries: readonly LedgerEntry[],
  ownVendorId: string,
  options: { othersAmounts: boolean },
): { entries: VendorLedgerCopyEntry[]; info: VendorLedgerCopyInfo } {
  const pseudonyms = new Map<string, string>();
  const copied = entries.map((entry): VendorLedgerCopyEntry => {
    if (!isVendorKind(entry.kind) || !('vendorId' in entry.payload) || entry.payload.vendorId === ownVendorId) return entry;
    const vendorId = entry.payload.vendorId;
    if (!pseudonyms.has(vendorId)) pseudonyms.set(vendorId, vendorPseudonym(pseudonyms.size));
    const payload: PseudonymisedLedgerEntry['payload'] = { vendorId: pseudonyms.get(vendorId)! };
    if (entry.kind === 'OFFER') payload.totalOffer = options.othersAmounts && 'totalOffer' in entry.payload ? entry.payload.totalOffer : null;
    const { sequence, auctionId, at, kind, hash } = entry;
    return { sequence, auctionId, at, kind, payload, hash, pseudonymised: true };
  });
  return {
    entries: copied,
    info: { yourVendorId: ownVendorId, pseudonyms: pseudonyms.size, othersAmounts: options.othersAmounts, note: copyNote(options.othersAmounts) },
  };
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
  /** Entries recomputed from the hash before them (the vendor's own and the session's). */
  recomputed: number;
  /** Entries of other vendors whose hashes are taken as exported. */
  pseudonymised: number;
}

/**
 * Checks a vendor's copy as far as it can be checked: the sequences run 1..N in one session, every
 * kind is known, every entry that is not pseudonymised hashes to its stored hash from the stored
 * hash before it, and every pseudonymised one is a vendor's entry named by a pseudonym. What it
 * cannot check (the contents of other vendors' entries) is counted, not passed off as verified.
 */
export function verifyVendorLedgerCopy(entries: readonly unknown[]): VendorLedgerCopyVerification {
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
  return { ...result, recomputed: result.valid ? result.entries - pseudonymised : 0, pseudonymised: result.valid ? pseudonymised : 0 };
}

/** The offline verifier's one-line verdict on a vendor's copy. */
export function vendorLedgerCopyVerdict(result: VendorLedgerCopyVerification): string {
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
