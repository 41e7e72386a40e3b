import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applyEvent, type AuctionStanding } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { OfferTerms } from '@procura/domain/auction/bidding/offer.rules';
import { nextProxyOffer, proxyMoveLimit, type ProxyFloor, type ProxyOffer } from '@procura/domain/auction/bidding/proxy.rules';
import type { Executor } from '../../../db/client';
import { auctionOffers, auctions } from '../../../db/schema/auction';
import type { AppContext } from '../../../platform/context';
import { announceChange } from '../bidding/auction-announce';
import { boardAfterOffer, sessionAfterOffer, writeStanding } from '../bidding/auction-offer-record';
import { offerLogEntry, type Board } from '../room/auction-board';
import { appendLedger, type LedgerDraft } from '../ledger/auction-ledger.store';

// Proxy bidding on the server (issue 23 item 1; docs/rules/auction-bidding.md#proxy-bidding): after
// an accepted offer (or a floor set), in the same transaction on the locked session row, the domain's
// nextProxyOffer is asked again and again and each answer is written as an ordinary offer: the
// OFFER ledger entry marked byProxy (and an injury-time EXTENSION when it falls in the window), the
// offer row, the vendor's standing and the session row, exactly as a typed offer is. After commit
// every proxy offer is announced like any other (announceProxyOffers). Nothing here reads the floor
// of anyone but to judge; no payload carries one.

type OfferRow = typeof auctionOffers.$inferSelect;

/** What the offer service lends: its own standing, terms and ledger drafts of an offer (one place for each rule, no import cycle). */
export interface OfferWriting {
  standingOf: (board: Board) => AuctionStanding;
  termsOf: (board: Board) => OfferTerms;
  /** The ledger drafts of an accepted offer on `board` (the offer, and the extension injury time gives it). */
  draftsOf: (board: Board, now: Date, offerId: string, offer: ProxyOffer) => { drafts: LedgerDraft[]; extended: boolean };
}

/** One proxy offer written: the board right after it, for its announcement. */
export interface ProxyStep {
  board: Board;
  offer: OfferRow;
  extended: boolean;
  vendorName: string;
}

/** The floors that count: only on a session with proxy bidding on. */
export function floorsOf(board: Board): ProxyFloor[] {
  if (!board.auction.proxyBidding) return [];
  return board.participants.flatMap((p) => (p.proxyFloor === null ? [] : [{ procurementVendorId: p.vendorId, floor: p.proxyFloor }]));
}

const byProxyDraft = (draft: LedgerDraft): LedgerDraft => (draft.kind === 'OFFER' ? ({ ...draft, payload: { ...draft.payload, byProxy: true } } as LedgerDraft) : draft);

/**
 * Every proxy offer the standing after `board` calls for, written in the caller's transaction (the
 * session row locked) in ledger order; `board` is what that transaction has written so far.
 */
export async function placeProxyOffers(tx: Executor, writing: OfferWriting, board: Board, now: Date): Promise<ProxyStep[]> {
  const floors = floorsOf(board);
  const steps: ProxyStep[] = [];
  let current = board;
  while (steps.length < proxyMoveLimit(floors)) {
    const standing = writing.standingOf(current);
    const move = nextProxyOffer(writing.termsOf(current), standing, floors);
    if (!move) break;
    const step = await writeProxyOffer(tx, writing, current, standing, move, now);
    steps.push(step);
    current = step.board;
  }
  return steps;
}

async function writeProxyOffer(tx: Executor, writing: OfferWriting, board: Board, before: AuctionStanding, move: ProxyOffer, now: Date): Promise<ProxyStep> {
  const { auction } = board;
  const vendorId = move.procurementVendorId;
  const offerId = randomUUID();
  const { drafts, extended } = writing.draftsOf(board, now, offerId, move);
  const { entries, head } = await appendLedger(tx, auction.id, auction, now, drafts.map(byProxyDraft));
  const after = entries.reduce(applyEvent, before);
  const own = after.vendors[vendorId]!;
  const sequence = entries[0]!.sequence;
  const [offer] = await tx
    .insert(auctionOffers)
    .values({
      id: offerId,
      auctionId: auction.id,
      procurementVendorId: vendorId,
      sequence,
      totalOffer: move.totalOffer,
      items: [],
      priceTooLow: move.priceTooLow,
      byProxy: true,
      // No client attempt: the key names the offer itself, so it can never answer a vendor's retry.
      idempotencyKey: `proxy:${offerId}`,
      createdAt: now,
    })
    .returning();
  const standing = { lastOfferId: offerId, lastTotal: move.totalOffer, lastUnitOffers: own.lastUnitOffers, lastSequence: sequence, lastOfferAt: now };
  await writeStanding(tx, auction.id, vendorId, standing);
  const [moved] = await tx.update(auctions).set(sessionAfterOffer(board, head, after)).where(eq(auctions.id, auction.id)).returning();
  const vendorName = board.participants.find((p) => p.vendorId === vendorId)!.invitationVendorName;
  return { board: boardAfterOffer(board, moved!, vendorId, standing), offer: offer!, extended, vendorName };
}

/** After commit: each proxy offer to every room as any offer is (NEW_OFFER, LEADERBOARD, TIMER_EXTENDED), in ledger order. */
export function announceProxyOffers(ctx: AppContext, steps: readonly ProxyStep[]): void {
  for (const step of steps) announceChange(ctx, { board: step.board, offer: { event: 'NEW_OFFER', entry: offerLogEntry(step.offer, step.vendorName) }, extended: step.extended });
}
