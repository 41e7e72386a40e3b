import type { Labels } from '../common/i18n';
import type { AuctionSessionStatus, BottomButton, ProcurementStatus } from './procurement.enums';
import type { ExtensionFrom, ExtensionTrigger, TieRule } from '../auction/session/auction-rules.enums';

// What the initiation calls answer (docs/rules/procurement.md#fields), with the spec's field names. Amounts,
// quantities, scores and percentages are 2-decimal strings; times are ISO 8601 strings.

export interface EvaluationScoringView {
  administrationValue: string;
  technicalValue: string;
  priceValue: string;
}

/** GET /api/secured/procurement/{id}. */
export interface ProcurementView {
  _id: string;
  procurementName: string;
  /** Null until the procurement is submitted. */
  procurementNumber: string | null;
  status: ProcurementStatus;
  negotiationType: string;
  evaluationMethod: string;
  evaluationScoring: EvaluationScoringView | null;
  biddingType: string;
  winnerType: string;
  currencyType: string;
  currencyTypeId: string;
  /** Null for a multi-currency procurement. */
  currency: string | null;
  currencyId: string | null;
  priceIncludeTax: boolean;
  startDate: string | null;
  endDate: string | null;
  isNegotiation: boolean;
  promiseProcurementId: string | null;
  cancelReason: string | null;
  createdAt: string;
}

/** One row of GET /api/secured/procurement (the initiation list). */
export interface ProcurementListRow {
  _id: string;
  procurementNumber: string | null;
  procurementName: string;
  /** The post date. */
  createdAt: string;
  biddingType: string;
  status: ProcurementStatus;
}

/** One hit of GET /api/secured/procurement/search. */
export interface ProcurementSearchHit {
  procurementId: string;
  procurementName: string;
  procurementNumber: string | null;
  createdAt: string;
  biddingType: string;
  status: ProcurementStatus;
}

export interface ItemImageView {
  _id: string;
  url: string;
  orderNumber: number;
}

/** GET /api/secured/procurement-item and …/{id}. */
export interface ProcurementItemView {
  _id: string;
  procurementId: string;
  itemCode: string;
  itemName: string;
  prNumber: string;
  prLine: string;
  quantity: string;
  minCapableQty: string;
  uom: string;
  pricePerUnit: string;
  subTotal: string;
  /** Sanitised rich text. */
  specification: string;
  images: ItemImageView[];
}

/** GET /api/secured/procurement-vendor and …/{id}; `ranking` comes from rankingDisplay. */
export interface ProcurementVendorView {
  _id: string;
  procurementId: string;
  name: string;
  email: string;
  /** Prefix digits plus number: '62812345678'. */
  phone: string;
  phonePrefix: string;
  city: string;
  picVendor: string;
  administrationPassed: boolean | null;
  technicalScore: string | null;
  priceScore: string | null;
  totalScore: string | null;
  indicatorPrice: string | null;
  lastPrice: string | null;
  saving: string | null;
  status: string;
  /** How many procurement items are attached to the vendor. */
  itemCount: number;
}

export interface ProcurementVendorItemView {
  _id: string;
  procurementVendorId: string;
  procurementItemId: string;
  item: {
    itemCode: string;
    itemName: string;
    prLine: string;
    quantity: string;
    uom: string;
    images: Array<{ url: string }>;
    subTotal: string;
  };
  capableQty: string | null;
  technicalScore: string | null;
  priceScore: string | null;
  totalScore: string | null;
  lastPrice: string | null;
  indicatorPrice: string | null;
  saving: string | null;
  promiseProcurementVendorItemId: string | null;
}

/** One row of the Auction Session section. */
export interface AuctionSessionRow {
  _id: string;
  auctionNumber: string;
  auctionType: string;
  startTime: string;
  endTime: string;
  status: AuctionSessionStatus;
}

/**
 * GET /api/secured/auction/{auctionId}: a whole session, for the Auction Evaluation Methods form to
 * reopen a draft. Minutes and amounts are 2-decimal strings; vendorIds are procurement vendor ids
 * and itemIds procurement item ids (empty unless the bidding type is UNIT_PRICE), in list order.
 */
export interface AuctionSessionView {
  _id: string;
  procurementId: string;
  auctionNumber: string;
  status: AuctionSessionStatus;
  auctionType: string;
  auctionModel: string;
  periodType: string;
  startTime: string;
  /** For INJURY_TIME the planned end (start plus duration) before any extension. */
  endTime: string;
  duration: string;
  timeExtension: string;
  injuryTimeBeforeEnd: string;
  maxSessionExtension: number;
  initialPrice: string;
  minimalDecrement: string;
  /** The session's newer rules (docs/rules/auction-bidding.md#newer-rules); minimalDecrementPercent is null when the decrement is an amount. */
  minimalDecrementPercent: string | null;
  proxyBidding: boolean;
  extensionTrigger: ExtensionTrigger;
  extensionTopRanks: number | null;
  extensionFrom: ExtensionFrom;
  tieRule: TieRule;
  slipWarningPercent: number;
  maxPauseMinutes: number;
  stoppedManually: boolean;
  stopReason: string | null;
  vendorIds: string[];
  itemIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** The Procurement Status card (docs/rules/procurement.md#procurement-info): who moved it to its status, and when. */
export interface ProcurementStatusCardView {
  date: string;
  status: ProcurementStatus;
  /** First and last name of that person; null when the account is gone. */
  userName: string | null;
  cancelReason: string | null;
}

/** GET, PATCH /api/secured/procurement/{id} and the answers of cancel, close and evaluation-score. */
/** One allowed move of the procurement, as the detail answers it (like the auction's AuctionNextStatus). */
export interface ProcurementNextStatus {
  status: ProcurementStatus;
  /** The bottom button that makes it. */
  action: BottomButton;
  label: Labels;
  needsReason: boolean;
}

export interface ProcurementDetailView extends ProcurementView {
  statusInfo: ProcurementStatusCardView;
  /** The buyer's moves from here, read from PROCUREMENT_TRANSITIONS: the bottom buttons. */
  next: ProcurementNextStatus[];
  itemCount: number;
  vendorCount: number;
  /** Some auction session of the procurement is DONE: the Log Report section shows. */
  hasDoneSession: boolean;
}

/** GET /api/secured/procurement/{id}/close-preview: what the End confirmations say. */
export interface ClosePreviewView {
  /** The rank-1 vendor with the winner mark, or null when nobody qualifies. */
  winner: { _id: string; name: string } | null;
  /** Removed by the close (second confirmation). */
  draftAuctionSessions: number;
  draftNegotiationBatches: number;
  /** Scheduled or running sessions: while any exists, close answers 409. */
  liveAuctionSessions: number;
}

/** DELETE /api/secured/procurement. */
export interface DeleteProcurementsView {
  deleted: number;
}

/** POST /api/secured/procurement/rebuild-index. */
export interface RebuildIndexView {
  rebuilt: number;
}
