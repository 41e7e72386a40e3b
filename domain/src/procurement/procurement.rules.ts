import type { BiddingType, BottomButton, ProcurementSection, ProcurementStatus } from './procurement.enums';
import { allowedNext, findTransition, isEditable, isFinalProcurementStatus, isRunning, isSubmitted } from './procurement-status.rules';
import { PROCUREMENT_STATE_MSG } from './procurement-state.messages';
import { PROCUREMENT_MSG } from './procurement.messages';

// Rules of the initiation's life (docs/rules/procurement.md#detail-page, docs/rules/procurement.md#statuses-and-actions). They read plain rows, so the
// server (on database rows) and the web (on API answers) ask the same questions.

type Maybe<T> = T | null | undefined;

/** The bidding types a winner type offers (docs/rules/procurement.md#new-initiation). */
export function allowedBiddingTypes(winnerType: Maybe<string>): readonly BiddingType[] {
  if (winnerType === 'SINGLE_WINNER') return ['TOTAL_PRICE', 'UNIT_PRICE'];
  if (winnerType === 'MULTI_WINNER') return ['TOTAL_PRICE_BY_UNIT'];
  return [];
}

/** Only a single-currency procurement names its currency. */
export function requiresCurrency(currencyType: Maybe<string>): boolean {
  return currencyType === 'SINGLE_CURRENCY';
}

export interface EvaluationScoring {
  administrationValue: string | number;
  technicalValue: string | number;
  priceValue: string | number;
}

/** The procurement fields the rules of this file read. */
export interface ProcurementFacts {
  status: ProcurementStatus;
  procurementName?: Maybe<string>;
  negotiationType?: Maybe<string>;
  evaluationMethod?: Maybe<string>;
  biddingType?: Maybe<string>;
  winnerType?: Maybe<string>;
  currencyType?: Maybe<string>;
  currency?: Maybe<string>;
  evaluationScoring?: Maybe<EvaluationScoring>;
  promiseProcurementId?: Maybe<string>;
  startDate?: Maybe<Date | string>;
  endDate?: Maybe<Date | string>;
}

export interface VendorScoreFacts {
  /** null until the buyer chose Pass or Not Pass. */
  administrationPassed: boolean | null;
  /** null until a technical score was given. */
  technicalScore: Maybe<string | number>;
}

/** A negotiation can be held with one vendor; an auction needs someone to compete with. */
export function minimumVendors(negotiationType: Maybe<string>): number {
  return negotiationType === 'NEGOTIATION' ? 1 : 2;
}

/**
 * The hint of the vendor list outside OPEN (docs/rules/procurement.md#vendors), while fewer vendors than the
 * minimum are invited; null once there are enough (a hint asking for two under two vendors nags).
 */
export function inviteVendorsHint(negotiationType: Maybe<string>, vendorCount: number): string | null {
  const minimum = minimumVendors(negotiationType);
  if (vendorCount >= minimum) return null;
  return minimum === 1 ? PROCUREMENT_MSG.inviteOneVendorHint : PROCUREMENT_MSG.inviteTwoVendorsHint;
}

const filled = (value: Maybe<string>) => typeof value === 'string' && value.trim() !== '';

/**
 * Why a draft cannot be submitted, in the order the buyer should fix them; empty when it can be.
 * The Submit Failed dialog shows the first one (docs/rules/procurement.md#messages).
 *
 * At least one item is required for every bidding type (the spec is silent): the items' subtotals
 * are the owner's estimate that savings and the indicator price are measured against, unit-price
 * sessions are held per item, and vendor items can only be attached to existing items.
 *
 * The start and end dates are required (the auction form keeps sessions within them). With `now`,
 * an end date already passed is refused too: such a procurement would open as already ended.
 */
export function submitProblems(
  procurement: ProcurementFacts,
  vendors: readonly VendorScoreFacts[],
  items: readonly unknown[],
  now?: Date,
): string[] {
  const problems: string[] = [];
  const infoComplete =
    filled(procurement.procurementName) &&
    filled(procurement.negotiationType) &&
    filled(procurement.evaluationMethod) &&
    filled(procurement.biddingType) &&
    filled(procurement.winnerType) &&
    filled(procurement.currencyType) &&
    (!requiresCurrency(procurement.currencyType) || filled(procurement.currency));
  if (!infoComplete) problems.push(PROCUREMENT_MSG.completeInfoForm);

  if (!procurement.startDate || !procurement.endDate) problems.push(PROCUREMENT_STATE_MSG.periodRequired);
  else if (now && new Date(procurement.endDate).getTime() <= now.getTime()) problems.push(PROCUREMENT_STATE_MSG.endDatePassed);

  const meritPoint = procurement.evaluationMethod === 'MERIT_POINT';
  if (meritPoint && !procurement.evaluationScoring) problems.push(PROCUREMENT_MSG.defineScoring);

  if (items.length === 0) problems.push(PROCUREMENT_MSG.submitNeedsItem);

  if (vendors.length < minimumVendors(procurement.negotiationType)) {
    problems.push(procurement.negotiationType === 'NEGOTIATION' ? PROCUREMENT_MSG.submitNeedsOneVendor : PROCUREMENT_MSG.submitNeedsTwoVendors);
  }

  // Unit-price bidding scores per vendor item, so the per-vendor check applies to the others only.
  const unscored = vendors.some(
    (v) => v.administrationPassed === null || v.technicalScore === null || v.technicalScore === undefined || v.technicalScore === '',
  );
  if (meritPoint && procurement.biddingType !== 'UNIT_PRICE' && unscored) problems.push(PROCUREMENT_MSG.scoresIncomplete);

  return problems;
}

/** Items and vendors are edited in DRAFT only; afterwards they are what vendors were invited to. */
export function canEditItemsAndVendors(status: ProcurementStatus): boolean {
  return isEditable(status);
}

/** Add Vendor is disabled for merit point while the procurement has no items (docs/rules/procurement.md#vendors). */
export function canAddVendor(procurement: Pick<ProcurementFacts, 'status' | 'evaluationMethod'>, itemCount: number): boolean {
  if (!canEditItemsAndVendors(procurement.status)) return false;
  return procurement.evaluationMethod !== 'MERIT_POINT' || itemCount > 0;
}

/** An open procurement can be canceled unless it came from an external (promise) procurement. */
export function canCancel(procurement: Pick<ProcurementFacts, 'status' | 'promiseProcurementId'>): boolean {
  return allowedNext(procurement).some((t) => t.action === 'CANCEL');
}

/** Only an open procurement can be ended (closed). */
export function canEnd(status: ProcurementStatus): boolean {
  return findTransition(status, 'CLOSED') !== undefined;
}

/**
 * Whether the procurement is over: an OPEN one once its endDate has passed (docs/rules/procurement.md#statuses-and-actions),
 * a CLOSED or CANCELED one always. A draft has not started, so it has not ended either.
 */
export function hasEnded(procurement: Pick<ProcurementFacts, 'status' | 'endDate'>, now: Date): boolean {
  if (isFinalProcurementStatus(procurement.status)) return true;
  if (!isRunning(procurement.status) || !procurement.endDate) return false;
  return now.getTime() >= new Date(procurement.endDate).getTime();
}

/** New auction sessions: an open auction-type procurement that has not ended. */
export function canAddAuctionSession(procurement: Pick<ProcurementFacts, 'status' | 'endDate' | 'negotiationType'>, now: Date): boolean {
  return isRunning(procurement.status) && procurement.negotiationType !== 'NEGOTIATION' && !hasEnded(procurement, now);
}

/**
 * Which of the detail page's seven sections show (docs/rules/procurement.md#detail-page).
 * - Evaluation Score: outside DRAFT, or for merit point (scores are given while drafting).
 * - Auction Session: the spec's "OPEN or CLOSED" is read as the procurement's status (sessions
 *   exist only after submit), never for the negotiation type.
 * - Negotiation: the spec gives no rule; negotiations are created from a submitted procurement of
 *   any type (an auction is often followed by a negotiation with its winner), so OPEN or CLOSED.
 * - Log Report: once an auction session is DONE.
 */
export function sectionVisibility(
  procurement: Pick<ProcurementFacts, 'status' | 'evaluationMethod' | 'negotiationType'>,
  context: { hasDoneSession: boolean },
): Record<ProcurementSection, boolean> {
  const submitted = isSubmitted(procurement.status);
  return {
    itemList: true,
    procurementInfo: true,
    vendorList: true,
    evaluationScore: !isEditable(procurement.status) || procurement.evaluationMethod === 'MERIT_POINT',
    auctionSession: submitted && procurement.negotiationType !== 'NEGOTIATION',
    negotiation: submitted,
    logReport: context.hasDoneSession,
  };
}

/** The bottom buttons, left to right: Submit in DRAFT; Cancel (when allowed) and End in OPEN; none after. */
export function bottomButtons(procurement: Pick<ProcurementFacts, 'status' | 'promiseProcurementId'>): BottomButton[] {
  return allowedNext(procurement).map((t) => t.action);
}

/** The Submit Success dialog offers Create Auction Session except for the negotiation type. */
export function offersCreateAuctionSession(negotiationType: Maybe<string>): boolean {
  return negotiationType !== 'NEGOTIATION';
}
