import { chainAfter, chainHash, verifyChain, type ChainHead, type ChainVerification } from '../common/hash-chain';
import { NEGOTIATION_LEDGER_KINDS, type NegotiationLedgerKind, type NegotiationParty } from './negotiation.enums';

// A negotiation's hash-chained ledger: the common hash chain (common/hash-chain: canonical JSON,
// sha256 of the previous hash followed by the entry), the auction's too, over the negotiation's own kinds. Amounts are 2-decimal strings.

/** One item of an offer as the ledger records it. */
export interface NegotiationLedgerItem {
  negotiationItem: string;
  offer: string;
  capableQty: string;
}

interface OfferPayload {
  offerId: string;
  from: NegotiationParty;
  fromAccountId: string;
  total: string;
  items: NegotiationLedgerItem[];
}

export interface NegotiationLedgerPayloads {
  START: { startedAt: string };
  OFFER: OfferPayload;
  /** DEAL on the latest offer; `final` when it confirmed the other side's DEAL. */
  DEAL: OfferPayload & { final: boolean };
  NOT_DEAL: OfferPayload;
  /** The buyer ended the session; the final price then written (null when none could be). */
  END: { finalPrice: string | null };
  CANCEL: { reason: string };
  /** A final price written outside the handshake (the offline price dialog). */
  FINAL_PRICE: { finalPrice: string };
}

export type NegotiationLedgerContent = {
  [K in NegotiationLedgerKind]: { sequence: number; negotiationId: string; at: string; kind: K; payload: NegotiationLedgerPayloads[K] };
}[NegotiationLedgerKind];

export type NegotiationLedgerEntry = NegotiationLedgerContent & { hash: string };

/** An entry to append: the kind and its payload. */
export type NegotiationLedgerDraft = { [K in NegotiationLedgerKind]: { kind: K; payload: NegotiationLedgerPayloads[K] } }[NegotiationLedgerKind];

function contentOf(entry: NegotiationLedgerContent): NegotiationLedgerContent {
  const { sequence, negotiationId, at, kind, payload } = entry;
  return { sequence, negotiationId, at, kind, payload } as NegotiationLedgerContent;
}

export function negotiationLedgerHash(previousHash: string, entry: NegotiationLedgerContent): string {
  return chainHash(previousHash, contentOf(entry));
}

/** Chains drafts after a head (the genesis for a new ledger), numbering them from `sequence + 1`: the entries and the new head. */
export function chainNegotiationDrafts(
  head: ChainHead,
  negotiationId: string,
  at: string,
  drafts: readonly NegotiationLedgerDraft[],
): { entries: NegotiationLedgerEntry[]; head: ChainHead } {
  const chained = chainAfter(head, drafts, (sequence, draft) => ({ sequence, negotiationId, at, ...draft }) as NegotiationLedgerContent, negotiationLedgerHash);
  return { entries: chained.entries as NegotiationLedgerEntry[], head: chained.head };
}

/** Chains drafts after a head (the genesis for a new ledger), numbering them from `sequence + 1`. */
export function chainNegotiationEntries(head: ChainHead, negotiationId: string, at: string, drafts: readonly NegotiationLedgerDraft[]): NegotiationLedgerEntry[] {
  return chainNegotiationDrafts(head, negotiationId, at, drafts).entries;
}

/** Recomputes the chain from the genesis and names the first entry that does not chain. */
export function verifyNegotiationLedger(entries: readonly unknown[]): ChainVerification {
  return verifyChain(entries, {
    ownerKey: 'negotiationId',
    kinds: NEGOTIATION_LEDGER_KINDS,
    hashOf: (previousHash, entry) => negotiationLedgerHash(previousHash, entry as unknown as NegotiationLedgerContent),
  });
}
