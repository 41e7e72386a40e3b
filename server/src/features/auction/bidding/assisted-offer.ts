import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { validateOffer } from '@procura/domain/auction/bidding/offer.rules';
import { AUCTION_PAUSE_MSG } from '@procura/domain/auction/session/auction-pause.messages';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../../db/client';
import type { AuctionRow, ProcurementRow } from '../room/auction-access';
import { loadBoard } from '../room/auction-board';
import { proxyOffersAfter } from '../proxy/auction-proxy.service';
import { acceptOffer, type AcceptedOffer, type OfferSource } from './auction-offer-record';
import { standingOf, termsOf } from './auction-offer-terms';
import { requireRunning } from './auction-offer.service';
import { ROW_LOCKED, writeOffers } from './offer-writer';

// An assisted offer on the locked session row (docs/rules/auction-bidding.md#assisted-offers): judged by
// the same rules as the vendor's own offer, at the moment it is placed (nothing written) and again when a
// second buyer account confirms it, then written by the one writer of offers with the proxy offers it
// calls for. The caller holds the row lock (lockAuction) and announces after commit.

interface AssistedOfferTerms {
  totalOffer: string;
  confirmSlip: boolean;
}

/** The rules' verdict on the assisted offer now; throws the refusal as the vendor's own offer would get it. */
export async function judgeAssistedOffer(tx: Executor, locked: { auction: AuctionRow; procurement: ProcurementRow }, vendorId: string, terms: AssistedOfferTerms, now: Date) {
  const { auction, procurement } = locked;
  requireRunning(auction, now);
  if (auction.pausedAt) throw AppError.field(HTTP.unprocessable, null, AUCTION_PAUSE_MSG.offerWhilePaused);
  const board = await loadBoard(tx, auction, procurement);
  const participant = board.participants.find((p) => p.vendorId === vendorId);
  if (!participant) throw AppError.field(HTTP.unprocessable, 'procurementVendorId', AUCTION_MSG.notParticipant);
  const verdict = validateOffer(termsOf(board), standingOf(board), { procurementVendorId: vendorId, bidItemPrices: participant.bidItemPrices }, terms);
  if (!verdict.ok) throw new AppError(HTTP.unprocessable, verdict.errors);
  return { board, verdict };
}

/** Accepts and writes the confirmed assisted offer and the proxy offers it calls for (under the caller's row lock). */
export async function writeAssistedOffer(
  tx: Executor,
  locked: { auction: AuctionRow; procurement: ProcurementRow },
  vendorId: string,
  terms: AssistedOfferTerms,
  source: Extract<OfferSource, { kind: 'assisted' }>,
  now: Date,
): Promise<AcceptedOffer[]> {
  const { board, verdict } = await judgeAssistedOffer(tx, locked, vendorId, terms, now);
  const accepted = acceptOffer(board, vendorId, verdict, source, now);
  const written = [accepted, ...proxyOffersAfter(accepted.board, now)];
  await writeOffers(tx, locked.auction.id, ROW_LOCKED, written);
  return written;
}
