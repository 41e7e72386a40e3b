import type { AuctionSessionStatus, AuctionType } from '../../procurement/procurement.enums';
import { AUCTION_AUDIENCE_LABELS } from './auction-projection.messages';
import type { TrendedStanding, RankableVendor } from '../bidding/auction-ranking.rules';
import type { AuctionOfferLogView, AuctionRankView } from '../auction.views';

// What each audience sees of a running auction (docs/rules/auction-bidding.md#what-each-audience-sees). The buyer gets names and full prices;
// a vendor gets its own rows marked '(You)' and everyone else as 'Other Vendor', built field by
// field from nothing but what it may see, so no other vendor's id, name, e-mail or offer id can
// ride along; in a CLOSE auction a vendor sees only its own rows and the participant count.

export type AuctionAudience = { kind: 'BUYER' } | { kind: 'VENDOR'; vendorId: string };

/** One offer as the server keeps it (the log, in order). */
export interface OfferLogEntry {
  sequence: number;
  offerId: string;
  vendorId: string;
  vendorName: string;
  totalOffer: string;
  offerItems: Array<{ auctionItemId: string; unitOffer: string }>;
  createdAt: string;
  priceDisqualified: boolean;
  priceTooLow: boolean;
  disqualificationRequested: boolean;
  /** The buyer kept the offer its vendor asked to disqualify: the request is decided and the offer stays valid. */
  disqualificationDeclined: boolean;
  /** The request's reason, or the buyer's once disqualified. */
  disqualifyReason: string | null;
  /** Placed by the server for the author's proxy floor. */
  byProxy?: boolean;
}

/** A ranked vendor; its proxy floor reaches only its own `you`. */
export type ProjectedVendor = RankableVendor & { proxyFloor?: string | null };

export interface AuctionProjectionInput<S extends ProjectedVendor = ProjectedVendor> {
  status: AuctionSessionStatus;
  auctionType: AuctionType;
  /** The ranking with its trends (rankStandings then withTrends). */
  ranking: ReadonlyArray<TrendedStanding<S>>;
  offerLog: readonly OfferLogEntry[];
  leadingPrice: string | null;
  participants: { total: number; present: number };
}

/** The audience-dependent part of AuctionRoomState. */
export interface AuctionProjection {
  leadingPrice: string | null;
  ranks: AuctionRankView[];
  offerLog: AuctionOfferLogView[];
  participants: { total: number; present: number };
  you: { ranking: number | null; lastOffer: string | null; proxyFloor: string | null } | null;
}

/** Ranks are shown only while the session runs or once it is done (docs/rules/auction-bidding.md#ranking). */
export function ranksShown(status: AuctionSessionStatus): boolean {
  return status === 'ON_GOING' || status === 'DONE';
}

const isOwn = (audience: AuctionAudience, vendorId: string) => audience.kind === 'VENDOR' && audience.vendorId === vendorId;
/** A vendor in a CLOSE auction sees nothing of the others. */
const seesOthers = (audience: AuctionAudience, auctionType: AuctionType) => audience.kind === 'BUYER' || auctionType === 'OPEN';

function rankView(row: TrendedStanding, audience: AuctionAudience, input: Pick<AuctionProjectionInput, 'status' | 'auctionType'>): AuctionRankView {
  const shown = ranksShown(input.status);
  const place = {
    ranking: shown ? row.ranking : null,
    prevRanking: shown ? row.previousRanking : null,
    trend: shown ? row.trend : ('same' as const),
    winner: shown && row.winner,
    lastOffer: row.standing.lastPrice,
  };
  if (audience.kind === 'BUYER') return { label: row.standing.name, you: false, vendorId: row.standing.vendorId, ...place, scores: row.scores };
  if (!isOwn(audience, row.standing.vendorId)) return { label: AUCTION_AUDIENCE_LABELS.otherVendor, you: false, vendorId: null, ...place, scores: null };
  // The price score is the best price over the vendor's own: in a CLOSE auction it would give the leading price away.
  const scores = input.auctionType === 'OPEN' ? row.scores : { ...row.scores, priceScore: null, totalScore: null };
  return { label: AUCTION_AUDIENCE_LABELS.you, you: true, vendorId: null, ...place, scores };
}

/** The standings as the audience sees them, in ranking order. */
export function projectRanks(input: Pick<AuctionProjectionInput, 'status' | 'auctionType' | 'ranking'>, audience: AuctionAudience): AuctionRankView[] {
  const visible = seesOthers(audience, input.auctionType) ? input.ranking : input.ranking.filter((row) => isOwn(audience, row.standing.vendorId));
  return visible.map((row) => rankView(row, audience, input));
}

/** One offer as the audience sees it. */
export function projectOffer(offer: OfferLogEntry, audience: AuctionAudience): AuctionOfferLogView {
  // byProxy is the mark on every list and event (decision 191); the floor behind it is never projected.
  const common = { sequence: offer.sequence, totalOffer: offer.totalOffer, createdAt: offer.createdAt, priceDisqualified: offer.priceDisqualified, byProxy: offer.byProxy ?? false };
  const private_ = {
    offerItems: offer.offerItems.map(({ auctionItemId, unitOffer }) => ({ auctionItemId, unitOffer })),
    priceTooLow: offer.priceTooLow,
    disqualificationRequested: offer.disqualificationRequested,
    disqualificationDeclined: offer.disqualificationDeclined,
    disqualifyReason: offer.disqualifyReason,
  };
  if (audience.kind === 'BUYER') return { offerId: offer.offerId, vendorId: offer.vendorId, label: offer.vendorName, you: false, ...common, ...private_ };
  if (isOwn(audience, offer.vendorId)) return { offerId: offer.offerId, vendorId: null, label: AUCTION_AUDIENCE_LABELS.you, you: true, ...common, ...private_ };
  // Another vendor's offer: its amount and time, nothing that names or concerns its author.
  return {
    offerId: null,
    vendorId: null,
    label: AUCTION_AUDIENCE_LABELS.otherVendor,
    you: false,
    ...common,
    offerItems: [],
    priceTooLow: false,
    disqualificationRequested: false,
    disqualificationDeclined: false,
    disqualifyReason: null,
  };
}

/** Whether the audience sees this offer at all (a CLOSE auction shows a vendor only its own). */
export function seesOffer(auctionType: AuctionType, offer: Pick<OfferLogEntry, 'vendorId'>, audience: AuctionAudience): boolean {
  return seesOthers(audience, auctionType) || isOwn(audience, offer.vendorId);
}

/** The offer log as the audience sees it, in the order given. */
export function projectOfferLog(input: Pick<AuctionProjectionInput, 'auctionType' | 'offerLog'>, audience: AuctionAudience): AuctionOfferLogView[] {
  return input.offerLog.filter((offer) => seesOffer(input.auctionType, offer, audience)).map((offer) => projectOffer(offer, audience));
}

/** Leading price, ranks, offer log, participants and the vendor's own standing for one audience. */
export function projectAuction(input: AuctionProjectionInput, audience: AuctionAudience): AuctionProjection {
  const own = audience.kind === 'VENDOR' ? input.ranking.find((row) => row.standing.vendorId === audience.vendorId) : undefined;
  return {
    leadingPrice: seesOthers(audience, input.auctionType) ? input.leadingPrice : null,
    ranks: projectRanks(input, audience),
    offerLog: projectOfferLog(input, audience),
    participants: { total: input.participants.total, present: input.participants.present },
    you:
      audience.kind === 'VENDOR'
        ? { ranking: own && ranksShown(input.status) ? own.ranking : null, lastOffer: own?.standing.lastPrice ?? null, proxyFloor: own?.standing.proxyFloor ?? null }
        : null,
  };
}
