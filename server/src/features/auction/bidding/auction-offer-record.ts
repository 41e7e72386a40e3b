import { randomUUID } from 'node:crypto';
import { applyEvent, type AuctionStanding, type OfferItemPrice } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { LedgerDraft, LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { OfferReceipt } from '@procura/domain/auction/ledger/offer-receipt.rules';
import type { auctionOffers } from '../../../db/schema/auction';
import type { AuctionRow } from '../room/auction-access';
import { placesOf, type Board, type Participant } from '../room/auction-board';
import { chainDrafts, type LedgerHead } from '../ledger/auction-ledger.store';
import { draftsOf, offerRankOf, standingOf } from './auction-offer-terms';

// An accepted offer, computed before anything is written (docs/rules/auction-bidding.md#offers): its
// row, its ledger entries chained after the board's head, the vendor's standing and the board right
// after it. The same for a typed offer in a group, on the locked row, and a proxy's offer; the one
// writer (offer-writer.ts) stores any list of them in one statement (decision 225).

export type OfferRow = typeof auctionOffers.$inferSelect;

/** The vendor's standing after its offer, as its auction_vendors row keeps it. */
export interface StandingRow {
  lastOfferId: string;
  lastTotal: string;
  lastUnitOffers: AuctionStanding['vendors'][string]['lastUnitOffers'];
  lastSequence: number;
  lastOfferAt: Date;
}

/** An offer accepted on a board: what the writer stores and what is announced after commit. */
export interface AcceptedOffer {
  offer: OfferRow;
  vendorName: string;
  entries: LedgerEntry[];
  standing: StandingRow;
  /** The board right after this offer (and the extension it caused). */
  board: Board;
  extended: boolean;
}

/** What the rules accepted: the amounts, and whether the vendor confirmed a slip. */
export interface AcceptedTerms {
  totalOffer: string;
  offerItems: OfferItemPrice[];
  priceTooLow: boolean;
  confirmedSlip?: boolean;
}

/**
 * Who asked: a vendor's attempt (its idempotency key and the fingerprint of its request), the vendor's
 * proxy floor, or the buyer's assisted offer confirmed by a second buyer account (docs/rules/auction-bidding.md#assisted-offers).
 */
export type OfferSource =
  | { kind: 'vendor'; idempotencyKey: string; fingerprint: string }
  | { kind: 'proxy' }
  | { kind: 'assisted'; fingerprint: string; assisted: { assistedOfferId: string; placedBy: string; confirmedBy: string } };

/** The session row's columns after an offer: the ledger head, leading prices, end, extensions, and the places before it. */
export function sessionAfterOffer(board: Board, head: LedgerHead, after: AuctionStanding) {
  return {
    ...head,
    leadingPrice: after.leadingPrice,
    itemLeadingPrices: after.itemLeadingPrices,
    endTime: new Date(after.endTime!),
    extensionsUsed: after.extensionsUsed,
    previousRanks: placesOf(board),
  };
}

/** The participants with one vendor's standing replaced (the board after its offer). */
export function withStanding(participants: Participant[], vendorId: string, standing: Partial<Participant>): Participant[] {
  return participants.map((p) => (p.vendorId === vendorId ? { ...p, ...standing } : p));
}

function boardAfterOffer(board: Board, moved: AuctionRow, vendorId: string, standing: StandingRow): Board {
  const participants = withStanding(board.participants, vendorId, {
    lastPrice: standing.lastTotal,
    lastOfferAt: standing.lastOfferAt.toISOString(),
    lastUnitOffers: standing.lastUnitOffers,
    lastOfferId: standing.lastOfferId,
    lastSequence: standing.lastSequence,
  });
  return { ...board, auction: moved, participants };
}

/** The OFFER draft marked with who placed it, when not the vendor itself. */
function markedDraft(draft: LedgerDraft, source: OfferSource): LedgerDraft {
  if (draft.kind !== 'OFFER' || source.kind === 'vendor') return draft;
  const mark = source.kind === 'proxy' ? { byProxy: true as const } : { assisted: source.assisted };
  return { ...draft, payload: { ...draft.payload, ...mark } };
}

/** The offer row's key: a vendor's own; a proxy's or an assisted offer's names the offer itself, so it never answers a vendor's retry. */
function keyOf(source: OfferSource, offerId: string): { idempotencyKey: string; requestFingerprint: string | null } {
  if (source.kind === 'vendor') return { idempotencyKey: source.idempotencyKey, requestFingerprint: source.fingerprint };
  if (source.kind === 'proxy') return { idempotencyKey: `proxy:${offerId}`, requestFingerprint: null };
  return { idempotencyKey: `assisted:${source.assisted.assistedOfferId}`, requestFingerprint: source.fingerprint };
}

/** The offer `terms` of `vendorId` accepted on `board` at `now` (pure: nothing is written). */
export function acceptOffer(board: Board, vendorId: string, terms: AcceptedTerms, source: OfferSource, now: Date): AcceptedOffer {
  const { auction } = board;
  const offerId = randomUUID();
  const { drafts, extension } = draftsOf(auction, now, offerId, vendorId, terms, offerRankOf(board, vendorId, terms, now));
  const { entries, head } = chainDrafts(auction, auction, now, drafts.map((draft) => markedDraft(draft, source)));
  const after = entries.reduce(applyEvent, standingOf(board));
  const sequence = entries[0]!.sequence;
  const standing: StandingRow = { lastOfferId: offerId, lastTotal: terms.totalOffer, lastUnitOffers: after.vendors[vendorId]!.lastUnitOffers, lastSequence: sequence, lastOfferAt: now };
  const offer: OfferRow = {
    id: offerId,
    auctionId: auction.id,
    procurementVendorId: vendorId,
    sequence,
    totalOffer: terms.totalOffer,
    items: source.kind === 'proxy' ? [] : terms.offerItems,
    priceTooLow: terms.priceTooLow,
    byProxy: source.kind === 'proxy',
    confirmedSlip: terms.confirmedSlip ?? false,
    ...keyOf(source, offerId),
    disqualificationRequestedAt: null,
    disqualificationRequestReason: null,
    disqualificationDeclinedAt: null,
    disqualifiedAt: null,
    disqualifyReason: null,
    createdAt: now,
  };
  const vendorName = board.participants.find((p) => p.vendorId === vendorId)!.invitationVendorName;
  const next = boardAfterOffer(board, { ...auction, ...sessionAfterOffer(board, head, after) }, vendorId, standing);
  return { offer, vendorName, entries, standing, board: next, extended: extension.extend };
}

/**
 * An accepted offer's receipt (decisions 209, 216): its entry, and the head right after it and what it
 * caused in the same commit (its extension, and `lastCaused`: the last proxy offer it called for).
 */
export function receiptOf(accepted: AcceptedOffer, lastCaused: AcceptedOffer = accepted): OfferReceipt {
  return { sequence: accepted.offer.sequence, entryHash: accepted.entries[0]!.hash, headHash: lastCaused.entries.at(-1)!.hash };
}
