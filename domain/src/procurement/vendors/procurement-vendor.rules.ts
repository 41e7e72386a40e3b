import { toMoney } from '../../common/money/money';
import { PROCUREMENT_VENDOR_MSG, withQty } from './procurement-vendor.messages';
import { PROCUREMENT_MSG } from '../procurement.messages';

// Rules of the vendor form (docs/rules/procurement.md#vendors).

/**
 * The spec's vendor dialog "advises not to use one particular free mail provider" without naming
 * it. We name Gmail: it is the free provider most Indonesian businesses fall back on, an invitation
 * to a personal Gmail box is easily lost or forwarded, and a company domain tells the buyer which
 * company is bidding. googlemail.com is Gmail's other domain. It is advice only: the e-mail is kept.
 */
const DISCOURAGED_FREE_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** Whether to show the free-mail hint under the vendor's e-mail. */
export function isDiscouragedFreeMail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at === -1) return false;
  return DISCOURAGED_FREE_MAIL_DOMAINS.has(email.slice(at + 1).trim().toLowerCase());
}

/** The hint to show under the vendor's e-mail, or null when there is nothing to advise. */
export function vendorEmailHint(email: string): string | null {
  return isDiscouragedFreeMail(email) ? PROCUREMENT_MSG.freeMailHint : null;
}

// Rules of vendor items and scores (docs/rules/procurement.md#vendors, docs/rules/procurement.md#evaluation-score, docs/rules/procurement.md#scores).

/**
 * Why a vendor's capable quantity does not fit the item, or null. It lies between the item's
 * minimal capable qty and its needed qty: a vendor cannot supply more than is bought, and below
 * the minimum its offer could not be taken (docs/rules/procurement.md#vendors, item form).
 */
export function capableQtyProblem(capableQty: string, item: { quantity: string; minCapableQty: string }): string | null {
  const capable = toMoney(capableQty);
  if (capable.greaterThan(item.quantity)) return withQty(PROCUREMENT_VENDOR_MSG.capableQtyAboveNeeded, toMoney(item.quantity).toFixed(2));
  if (capable.lessThan(item.minCapableQty)) return withQty(PROCUREMENT_VENDOR_MSG.capableQtyBelowMinimum, toMoney(item.minCapableQty).toFixed(2));
  return null;
}

type ScoredProcurement = { status: string; evaluationMethod: string | null | undefined };

/**
 * Why scores cannot be given now, or null. Scores belong to merit point. They are given while
 * DRAFT (submit requires them for the non-unit-price types) and while OPEN (unit-price items are
 * not checked at submit, and a buyer may finish the technical review while sessions run); the
 * once-only technical score keeps that fair. A CLOSED or CANCELED procurement is history.
 */
export function scoringProblem(procurement: ScoredProcurement): string | null {
  if (procurement.evaluationMethod !== 'MERIT_POINT') return PROCUREMENT_VENDOR_MSG.scoresOnlyMeritPoint;
  if (procurement.status !== 'DRAFT' && procurement.status !== 'OPEN') return PROCUREMENT_VENDOR_MSG.scoresOnlyDraftOrOpen;
  return null;
}

/** Whether the Give Score links show. */
export function canGiveScores(procurement: ScoredProcurement): boolean {
  return scoringProblem(procurement) === null;
}

/**
 * The administration result can be changed while drafting; after submit it is set once, like the
 * technical score, so it cannot be turned around once prices come in.
 */
export function administrationProblem(status: string, current: boolean | null): string | null {
  return status !== 'DRAFT' && current !== null ? PROCUREMENT_VENDOR_MSG.administrationFixedAfterSubmit : null;
}

/** The technical score is given once per vendor, or once per vendor item in unit-price bidding (docs/rules/procurement.md#scores). */
export function vendorTechnicalScoreProblem(biddingType: string, current: string | null): string | null {
  if (biddingType === 'UNIT_PRICE') return PROCUREMENT_VENDOR_MSG.unitPriceScoredPerItem;
  return current !== null ? PROCUREMENT_VENDOR_MSG.technicalScoreAlreadyGiven : null;
}

export function itemTechnicalScoreProblem(biddingType: string, current: string | null): string | null {
  if (biddingType !== 'UNIT_PRICE') return PROCUREMENT_VENDOR_MSG.itemScoresOnlyUnitPrice;
  return current !== null ? PROCUREMENT_VENDOR_MSG.itemTechnicalScoreAlreadyGiven : null;
}

/** The administration result as the evaluation table shows it. */
export type AdministrationResult = 'PASSED' | 'NOT_PASSED';

export function administrationResult(passed: boolean | null): AdministrationResult | null {
  if (passed === null) return null;
  return passed ? 'PASSED' : 'NOT_PASSED';
}
