import type { Labels } from '../common/i18n';
import type { AuctionModel, AuctionSessionStatus, AuctionType, BiddingType, EvaluationMethod, PeriodType, PriceDirection, WinnerType } from '../procurement/procurement.enums';
import type { EvaluationScores } from '../procurement/vendors/procurement-vendor.views';
import type { InvitationStatus, JoinedStatus } from './invitations/auction-invitation.enums';
import type { LedgerEntry, LedgerHeadProblem, LedgerHeadSignature, LedgerVerification } from './ledger/auction-ledger.rules';
import type { VendorLedgerCopyEntry, VendorLedgerCopyInfo } from './ledger/auction-ledger-copy.rules';
import type { EntryCommitments, LedgerForm } from './ledger/ledger-forms.rules';
import type { RankTrend } from './bidding/auction-ranking.rules';
import type { OfferReceipt } from './ledger/offer-receipt.rules';
import type { ExtensionFrom, ExtensionTrigger, TieRule } from './session/auction-rules.enums';

/** One allowed move, as get-status answers it (docs/rules/auction.md#session-life). */
export interface AuctionNextStatus {
  status: AuctionSessionStatus;
  label: Labels;
  needsReason: boolean;
}

/** Who canceled a session, when and why (the waiting room's Status Information card, the vendors' banner). */
export interface AuctionCancelInfo {
  cancelReason: string;
  /** The buyer's name. */
  canceledBy: string;
  canceledAt: string;
}

/** POST /api/secured/auction/get-status and change-status. */
export interface AuctionStatusView {
  auctionId: string;
  procurementId: string;
  auctionNumber: string;
  status: AuctionSessionStatus;
  /** The buyer's moves from here. */
  next: AuctionNextStatus[];
  startTime: string;
  endTime: string;
  cancel: AuctionCancelInfo | null;
  serverNow: string;
}

/** A letter of attorney; `url` downloads it with the bearer token (buyer of the company, or the vendor itself). */
export interface AttorneyLetterView {
  id: string;
  fileName: string;
  /** Bytes (the page shows Kb = size / 1000). */
  size: number;
  url: string;
}

/** GET /api/secured/auction/fetch-invitation-by-auction/{auctionId}: one row of the buyer's waiting room. */
export interface BuyerInvitationRow {
  invitationId: string;
  procurementVendorId: string;
  vendorName: string;
  vendorEmail: string;
  picVendor: string;
  status: InvitationStatus;
  reasonNotAttend: string | null;
  joinedStatus: JoinedStatus;
  /** In the room now (on any node). */
  present: boolean;
  /** When the next resend may go (one per 10 s), or null. */
  resendAvailableAt: string | null;
  documents: AttorneyLetterView[];
}

/** An item of the attendance page: capable quantity asked for UNIT_PRICE bidding. */
export interface InvitationItemView {
  procurementItemId: string;
  itemCode: string;
  itemName: string;
  quantity: string;
  minCapableQty: string;
  uom: string;
  /** What the vendor stated (null before it answered). */
  capableQty: string | null;
}

/** What the attendance page and the decline page show the invited vendor (its own invitation only). */
export interface VendorInvitationView {
  invitationId: string;
  auctionId: string;
  auctionNumber: string;
  procurementId: string;
  status: InvitationStatus;
  reasonNotAttend: string | null;
  joinedStatus: JoinedStatus;
  vendorEmail: string;
  vendorName: string;
  picVendor: string;
  auction: {
    status: AuctionSessionStatus;
    auctionType: AuctionType;
    auctionModel: AuctionModel;
    /** REVERSE (lower wins) or FORWARD: how the rules are worded (decrement or increment, floor or ceiling). */
    direction: PriceDirection;
    periodType: PeriodType;
    startTime: string;
    endTime: string;
    duration: string;
    /** The Due Date Confirmation: the answer is possible until the start. */
    dueDate: string;
  };
  procurement: {
    procurementNumber: string | null;
    procurementName: string;
    companyName: string;
    biddingType: BiddingType;
    winnerType: WinnerType;
    evaluationMethod: EvaluationMethod;
    currency: string;
  };
  items: InvitationItemView[];
  documents: AttorneyLetterView[];
  /** The session's rules, stated before the vendor decides to attend (decision 195). */
  rules: AuctionRulesView;
  /** The attendance can still be answered (NOT_CONFIRMED and before the due date). */
  canAnswer: boolean;
  serverNow: string;
}

/** GET /api/secured/auction-invitation/mine: the vendor's home (/vendor-auction/join), across companies. */
export interface VendorInvitationSummary {
  invitationId: string;
  auctionId: string;
  auctionNumber: string;
  procurementId: string;
  procurementName: string;
  companyName: string;
  status: InvitationStatus;
  auctionStatus: AuctionSessionStatus;
  auctionModel: AuctionModel;
  startTime: string;
  endTime: string;
}

/** One row of the standings, per audience (docs/rules/auction-bidding.md#what-each-audience-sees): a vendor sees 'Other Vendor' for everyone else. */
export interface AuctionRankView {
  /** The buyer's room: the company name; a vendor's: '(You)' or 'Other Vendor'. */
  label: string;
  you: boolean;
  /** The buyer's room only (the procurement vendor); null in a vendor's. */
  vendorId: string | null;
  /** Null for a dash, and before the session runs. */
  ranking: number | null;
  prevRanking: number | null;
  trend: RankTrend;
  /** The trophy. */
  winner: boolean;
  lastOffer: string | null;
  /** The buyer's room: every vendor's; a vendor's: its own row only (without the price score in a CLOSE auction). */
  scores: EvaluationScores | null;
}

/** One offer in the log, per audience. */
export interface AuctionOfferLogView {
  /** The ledger's sequence of the offer: the log's key for every audience (it names nobody). */
  sequence: number;
  /** Null for another vendor's offer in a vendor's room. */
  offerId: string | null;
  /** The buyer's room only; null in a vendor's. */
  vendorId: string | null;
  label: string;
  you: boolean;
  totalOffer: string;
  /** Unit prices of a unit-price offer: the buyer's room and the vendor's own offers; empty otherwise. */
  offerItems: Array<{ auctionItemId: string; unitOffer: string }>;
  createdAt: string;
  priceDisqualified: boolean;
  priceTooLow: boolean;
  /** The author asked for it to be disqualified (the buyer's room and the author only; false otherwise). */
  disqualificationRequested: boolean;
  /** The buyer kept the offer after its author's request: decided, still valid (the buyer's room and the author only; false otherwise). */
  disqualificationDeclined: boolean;
  /** The request's or the disqualification's reason (the buyer's room and the author only). */
  disqualifyReason: string | null;
  /** Placed by the server for the author's proxy floor (the buyer's room and the author only; false otherwise). Always sent. */
  byProxy?: boolean;
}

/** The session's terms and its procurement: the Auction Info card. */
export interface AuctionInfoView {
  procurementName: string;
  procurementNumber: string | null;
  companyName: string;
  evaluationMethod: EvaluationMethod;
  winnerType: WinnerType;
  currency: string;
  initialPrice: string;
  minimalDecrement: string;
  /** The buyer's room only (the red flag on offers at or below it); null in a vendor's. */
  estimatedTotal: string | null;
  /** Minutes with 2 decimals. */
  duration: string;
  timeExtension: string;
  injuryTimeBeforeEnd: string;
  maxSessionExtension: number;
}

/**
 * The session's rules in one list (decision 195; names as in docs/realtime.md): the attendance page and every room
 * state them before bidding. Not secret: the buyer and every vendor get the same.
 */
export interface AuctionRulesView {
  /** OPEN: vendors see the leading price and every offer; CLOSE: only their own. */
  auctionType: AuctionType;
  periodType: PeriodType;
  proxyBidding: boolean;
  extensionTrigger: ExtensionTrigger;
  /** With TOP_RANKS: the ranks that extend (1 = only an offer that takes rank 1); null with ANY_OFFER. */
  extensionTopRanks: number | null;
  extensionFrom: ExtensionFrom;
  tieRule: TieRule;
  /** Percent of the leading price past which an offer needs confirmSlip. */
  slipWarningPercent: number;
  /** A pause longer than this cancels the session. */
  maxPauseMinutes: number;
  /** The decrement as an amount (2 decimals), or null when it is a percent. */
  minimalDecrement: string | null;
  /** The decrement as a percent of the leading price (2 decimals), or null when it is an amount. */
  minimalDecrementPercent: string | null;
  /** Injury time (INJURY_TIME; zero for LIMITED_TIME): minutes with 2 decimals, and the cap on extensions. */
  timeExtension: string;
  injuryTimeBeforeEnd: string;
  maxSessionExtension: number;
}

/** An item of a unit-price session (UNIT_PRICE, TOTAL_PRICE_BY_UNIT); empty list for TOTAL_PRICE. */
export interface AuctionItemView {
  /** The procurement item's id. */
  auctionItemId: string;
  itemCode: string;
  itemName: string;
  quantity: string;
  uom: string;
  /** The best unit price offered on it; null before any, or where hidden (a CLOSE auction in a vendor's room). */
  leadingUnitPrice: string | null;
  /** A vendor's room: its own last unit price for the item; null for the buyer or before any. */
  yourUnitOffer: string | null;
  /** A vendor's room, UNIT_PRICE: its place on this item (ranks are per item); null before its offer or for the buyer. */
  yourRanking: number | null;
  /** A vendor's room, TOTAL_PRICE_BY_UNIT: the price its first offer must beat (its bid item price), or null. */
  bidItemPrice: string | null;
  /** UNIT_PRICE OPEN: the starting unit price the first offer must beat by the step, or null (any positive price). */
  initialUnitPrice: string | null;
  /**
   * UNIT_PRICE: the step on this item as money (the amount, or the percent of the unit price to beat); null for
   * TOTAL_PRICE_BY_UNIT (no step) and while a percent has nothing to measure against.
   */
  effectiveDecrement: string | null;
}

/**
 * The room's full state (docs/rules/auction-bidding.md#contract): JOIN_AUCTION's ack, AUCTION_STATE and GET …/room. The names
 * are the contract outside clients use; the live auction fills ranks, offerLog and the ledger head.
 */
export interface AuctionRoomState {
  auctionId: string;
  auctionNumber: string;
  procurementId: string;
  status: AuctionSessionStatus;
  serverNow: string;
  startTime: string;
  endTime: string;
  extensionsUsed: number;
  auctionType: AuctionType;
  auctionModel: AuctionModel;
  periodType: PeriodType;
  biddingType: BiddingType;
  direction: PriceDirection;
  /** Null where hidden (CLOSE auctions for vendors) or before any offer. */
  leadingPrice: string | null;
  ranks: AuctionRankView[];
  /** The last offers this audience sees (at most OFFER_LOG_STATE_SIZE), in ledger order. */
  offerLog: AuctionOfferLogView[];
  /** Older offers exist than offerLog holds: GET_OFFER_LOG_PAGE with the first one's sequence pages them. */
  offerLogHasOlder: boolean;
  /** Vendors who chose ATTEND, and how many of them are in the room now. */
  participants: { total: number; present: number };
  /** The vendor's own standing; null for the buyer. */
  /** proxyFloor: the vendor's own proxy floor (null: none); nobody else's state carries one. Always sent to a vendor. */
  you: { ranking: number | null; lastOffer: string | null; proxyFloor?: string | null } | null;
  ledgerHeadHash: string | null;
  cancel: AuctionCancelInfo | null;
  /** The ledger's last sequence (0 before the start): every event that changes the standing carries its own. */
  sequence: number;
  /** DONE by the buyer's Stop Session (the vendors' 'stopped by the buyer' notice). */
  stoppedManually: boolean;
  info: AuctionInfoView;
  items: AuctionItemView[];
  /** The session's rules (the same for every audience). */
  rules: AuctionRulesView;
  /**
   * The minimal decrement (increment) as money now: the amount, or the percent of the price this audience's
   * offers beat (the leading price, before any offer the initial price; a CLOSE vendor's own last offer);
   * null while a percent has nothing to measure against, and for TOTAL_PRICE_BY_UNIT (no step).
   */
  effectiveDecrement: string | null;
  /** While the buyer has paused the ON_GOING session: since when (ISO); null otherwise. */
  pausedAt: string | null;
  /** While paused: the buyer's reason (plain text, every audience reads it); null otherwise. */
  pausedReason: string | null;
  /** The buyer's last announcements (at most ANNOUNCEMENT_STATE_SIZE, auction-pause.rules), newest first: a room opened late still shows them. */
  announcements: AuctionAnnouncementView[];
  /** While paused: when the session is canceled unless it is resumed (pausedAt + maxPauseMinutes); null otherwise. */
  pauseDeadline: string | null;
}

/** One announcement of the buyer to every room (docs/rules/auction-bidding.md#announcements): plain text, its ledger sequence and time. */
export interface AuctionAnnouncementView {
  sequence: number;
  message: string;
  at: string;
}

/** GET_OFFER_LOG_PAGE's ack: offers before the asked sequence as this audience sees them, in ledger order. */
export interface AuctionOfferLogPage {
  auctionId: string;
  offers: AuctionOfferLogView[];
  /** Still older offers exist: ask again with the first one's sequence. */
  hasOlder: boolean;
}

/**
 * MAKE_OFFER's ack and POST …/offers: the accepted offer as its author sees it, and the author's
 * standings after it (the state without the log and the terms: an offer never reads the whole log).
 */
export interface MakeOfferResult {
  /** The offer as the caller's log shows it, with its receipt (its place in the hash chain, docs/rules/auction-bidding.md#receipts). */
  offer: AuctionOfferLogView & { receipt: OfferReceipt };
  state: AuctionLeaderboard;
}

/** The standings after a change (LEADERBOARD), per audience: the state but the log, the terms and presence (PRESENCE tells that). */
export type AuctionLeaderboard = Pick<
  AuctionRoomState,
  'auctionId' | 'sequence' | 'serverNow' | 'status' | 'endTime' | 'extensionsUsed' | 'leadingPrice' | 'ranks' | 'you' | 'items' | 'ledgerHeadHash' | 'effectiveDecrement'
>;

/**
 * YOUR_STANDING: one participant's own part of a change, sent to its own room right after the vendors'
 * room's shared LEADERBOARD (the one with `you: null`) of the same sequence. The shared board plus this
 * is the vendor's full LEADERBOARD: each own rank goes at its index of the vendor's full ranks list
 * (in a CLOSE session the shared ranks are empty and the index is 0).
 */
export interface AuctionOwnStanding {
  auctionId: string;
  sequence: number;
  you: NonNullable<AuctionRoomState['you']>;
  /** The vendor's own row(s) of its full ranks list ('(You)'), each with its index in that list. */
  ownRanks: Array<{ index: number; rank: AuctionRankView }>;
  /** The vendor's own items projection ([] when the session has none). */
  items: AuctionItemView[];
  effectiveDecrement: string | null;
}

/** GET …/ledger as the buyer reads it: every entry as stored (GET …/ledger/verify answers AuctionLedgerVerificationView). */
export interface AuctionLedgerView {
  auctionId: string;
  headHash: string | null;
  /** Form 2: each vendor entry with its `vendorRef` and `nonce`, so the whole chain is recomputed offline (ledger-forms.rules). */
  entries: Array<LedgerEntry | (LedgerEntry & EntryCommitments)>;
  /** How the entries are hashed (absent in sessions of form 1). */
  ledgerForm?: LedgerForm;
  /** The session's stored head signed with the app's Ed25519 key (GET /api/ledger/signing-key); null before the first entry. */
  headSignature: LedgerHeadSignature | null;
}

/**
 * GET …/ledger/verify: the chain recomputed (valid, entries, headHash, firstBrokenSequence as
 * LedgerVerification) and measured against the head the session row keeps, and every stored
 * standing and final price re-derived from the ledger. `valid` only when `problems` is empty.
 */
export interface AuctionLedgerVerificationView extends LedgerVerification {
  /** The head kept on the session row (auctions.sequence, auctions.ledger_head_hash). */
  storedHead: { sequence: number; headHash: string | null };
  /** What is wrong with the chain against that head (null: nothing). */
  problem: LedgerHeadProblem | null;
  /** Every problem in a sentence: the chain's, then each stored figure that differs from the ledger's replay. */
  problems: string[];
}

/** GET …/ledger as a vendor that took part reads it once the session ended: the whole chain, other vendors pseudonymised (auction-ledger-copy.rules). */
export interface VendorLedgerCopyView {
  auctionId: string;
  headHash: string | null;
  entries: VendorLedgerCopyEntry[];
  vendorCopy: VendorLedgerCopyInfo;
  /** As the buyer's: the copy keeps every hash, so the signed head is the copy's head too. */
  headSignature: LedgerHeadSignature | null;
}

/** CHECK_CLIENT_TIME's answer: the offset (client minus server) and whether to show the clock warning. */
export interface ClientTimeCheck {
  serverNow: string;
  offsetMs: number;
  clockWrong: boolean;
}
