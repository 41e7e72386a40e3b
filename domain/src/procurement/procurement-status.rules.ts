import type { Labels } from '../common/i18n';
import { BOTTOM_BUTTON_LABELS, type BottomButton, type ProcurementStatus } from './procurement.enums';

export interface ProcurementTransition {
  from: ProcurementStatus;
  to: ProcurementStatus;
  /** The bottom button that makes the move (docs/rules/procurement.md#detail-page). */
  action: BottomButton;
  /** The action's name on its button. */
  label: Labels;
  /** A cancel reason is required (docs/rules/procurement.md#statuses-and-actions). */
  needsReason?: boolean;
  /** Refused for a procurement that came from a promise procurement (docs/rules/procurement.md#statuses-and-actions). */
  notForPromise?: boolean;
}

/**
 * The one table of procurement moves (docs/rules/procurement.md#statuses-and-actions), like AUCTION_TRANSITIONS. The server's
 * submit, cancel and close, the detail answer's `next` and the bottom buttons all read it.
 * PENDING_APPROVAL has no moves in this area.
 */
export const PROCUREMENT_TRANSITIONS: readonly ProcurementTransition[] = [
  { from: 'DRAFT', to: 'OPEN', action: 'SUBMIT', label: BOTTOM_BUTTON_LABELS.SUBMIT },
  { from: 'OPEN', to: 'CANCELED', action: 'CANCEL', label: BOTTOM_BUTTON_LABELS.CANCEL, needsReason: true, notForPromise: true },
  { from: 'OPEN', to: 'CLOSED', action: 'END', label: BOTTOM_BUTTON_LABELS.END },
];

/** What the table needs to know of a procurement. */
export interface ProcurementStatusFacts {
  status: ProcurementStatus;
  promiseProcurementId?: string | null;
}

const applies = (t: ProcurementTransition, procurement: ProcurementStatusFacts) => !(t.notForPromise && procurement.promiseProcurementId);

/** The buyer's moves from the procurement's status, in the table's order (the bottom buttons, left to right). */
export function allowedNext(procurement: ProcurementStatusFacts): ProcurementTransition[] {
  return PROCUREMENT_TRANSITIONS.filter((t) => t.from === procurement.status && applies(t, procurement));
}

/** The move from `from` to `to`, or undefined when the table does not allow it (whatever the promise). */
export function findTransition(from: ProcurementStatus, to: ProcurementStatus): ProcurementTransition | undefined {
  return PROCUREMENT_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** The statuses a move may start from. */
export function sourcesOf(to: ProcurementStatus): ProcurementStatus[] {
  return PROCUREMENT_TRANSITIONS.filter((t) => t.to === to).map((t) => t.from);
}

const within = (statuses: readonly ProcurementStatus[]) => (status: ProcurementStatus) => statuses.includes(status);

/** Info, period, items, vendors and scoring change, and the procurement may be deleted, only while a draft. */
export const EDITABLE_PROCUREMENT_STATUSES = ['DRAFT'] as const satisfies readonly ProcurementStatus[];
/** Submitted and not canceled: the Auction Session and Negotiation sections show. */
export const SUBMITTED_PROCUREMENT_STATUSES = ['OPEN', 'CLOSED'] as const satisfies readonly ProcurementStatus[];
/** Running: sessions and negotiation batches are added, vendors are invited. */
export const RUNNING_PROCUREMENT_STATUSES = ['OPEN'] as const satisfies readonly ProcurementStatus[];
/** Over for good. */
export const FINAL_PROCUREMENT_STATUSES = ['CLOSED', 'CANCELED'] as const satisfies readonly ProcurementStatus[];

export const isEditable = within(EDITABLE_PROCUREMENT_STATUSES);
export const isSubmitted = within(SUBMITTED_PROCUREMENT_STATUSES);
export const isRunning = within(RUNNING_PROCUREMENT_STATUSES);
export const isFinalProcurementStatus = within(FINAL_PROCUREMENT_STATUSES);
