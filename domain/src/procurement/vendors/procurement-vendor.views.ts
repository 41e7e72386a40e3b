import type { AdministrationResult } from './procurement-vendor.rules';
import type { EvaluationScoringView, ProcurementVendorItemView } from '../procurement.views';

// What the evaluation calls answer (docs/rules/procurement.md#evaluation-score). Amounts, scores and percentages are
// 2-decimal strings; null is shown as a dash.

/** The scores, prices and place of one vendor (or one vendor's offer for one item). */
export interface EvaluationScores {
  administration: AdministrationResult | null;
  /** The administration weight earned: the whole of it when passed; null without scoring or result. */
  administrationScore: string | null;
  /** The score given, 0 to 100. */
  technicalScore: string | null;
  /** technicalScore x technicalValue / 100; null without scoring or score. */
  technicalWeighted: string | null;
  /** The weighted price score; null without scoring or without an offer. */
  priceScore: string | null;
  /** Sum of the weighted scores; null without scoring. */
  totalScore: string | null;
  indicatorPrice: string | null;
  lastPrice: string | null;
  /** Saving in percent of the indicator price; null without both prices. */
  saving: string | null;
  /** The place shown, or null for a dash (rankingDisplay). */
  rank: number | null;
  /** The winner icon. */
  winner: boolean;
}

/** One row of the evaluation table. */
export interface EvaluationRow extends EvaluationScores {
  vendorId: string;
  companyName: string;
}

/** GET /api/secured/procurement/{procurementId}/evaluation: rows in ranking order. */
export interface EvaluationView {
  /** Null until the Scoring Percentage dialog was saved. */
  scoring: EvaluationScoringView | null;
  rows: EvaluationRow[];
}

/** One vendor in the Item Vendor dialog (unit-price bidding). */
export interface ItemVendorRow extends EvaluationScores {
  procurementVendorItemId: string;
  vendorId: string;
  companyName: string;
  capableQty: string | null;
}

export interface ItemEvaluation {
  procurementItemId: string;
  itemCode: string;
  itemName: string;
  uom: string;
  quantity: string;
  minCapableQty: string;
  /** The vendors offering the item, in ranking order. */
  vendors: ItemVendorRow[];
}

/** GET /api/secured/procurement/{procurementId}/evaluation/by-item. */
export interface EvaluationByItemView {
  scoring: EvaluationScoringView | null;
  items: ItemEvaluation[];
}

export interface VendorEvaluation {
  vendorId: string;
  companyName: string;
  email: string;
  administration: AdministrationResult | null;
  items: ProcurementVendorItemView[];
}

/** GET /api/secured/procurement/{procurementId}/evaluation/by-vendor. */
export interface EvaluationByVendorView {
  scoring: EvaluationScoringView | null;
  vendors: VendorEvaluation[];
}

export interface UnitPriceRow {
  procurementVendorItemId: string;
  itemCode: string;
  itemName: string;
  /** The vendor capable qty (the needed qty when none was set). */
  quantity: string;
  uom: string;
  /** The vendor's last unit price; null until it has offered. */
  unitPrice: string | null;
  /** unitPrice x quantity; null without a unit price. */
  subTotal: string | null;
}

/** GET /api/secured/procurement-vendor/{id}/unit-prices: the Unit Price dialog (Total Price By Unit). */
export interface UnitPriceView {
  vendorId: string;
  companyName: string;
  indicatorPrice: string | null;
  lastPrice: string | null;
  items: UnitPriceRow[];
  /** Sum of the subtotals; null while no item has a unit price. */
  totalOffer: string | null;
}

/** DELETE /api/secured/procurement-vendor and …-vendor-item/many. */
export interface DeletedView {
  deletedIds: string[];
}

/** GET /api/secured/procurement-vendor/{id}/available-items: the Add Item picker of the Vendor Item dialog. */
export interface AvailableItemView {
  _id: string;
  itemCode: string;
  itemName: string;
  prNumber: string;
  prLine: string;
  quantity: string;
  minCapableQty: string;
  uom: string;
  images: Array<{ url: string }>;
}
