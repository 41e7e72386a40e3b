import type { AuctionSessionStatus, ProcurementStatus } from './procurement.enums';

// What the initiation calls answer (spec 2 section 3), with the spec's field names. Amounts,
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
