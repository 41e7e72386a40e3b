import { formatDate, formatTime } from '@procura/domain/common/dates';
import type { BatchAction, BatchStatus, NegotiationStatus, NegotiationType } from '@procura/domain/negotiation/negotiation.enums';
import { allowedBatchNext, isBatchCanceled, isBatchEditable as editableBatch, isBatchRunning, isNegotiationUnscheduled } from '@procura/domain/negotiation/negotiation-status.rules';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { BatchStatusView, CancelInfo } from '@procura/domain/negotiation/negotiation.views';
import { SESSION_STATE_INFO, type StatusInfo } from '@procura/domain/procurement/procurement.enums';

// What the buyer's negotiation batch screen decides from statuses (docs/rules/negotiation.md#batch-screen, docs/rules/negotiation.md#batches).

/** The batch as the screen knows it: NEW until it is saved once. */
export type ScreenBatchStatus = BatchStatus | 'NEW';

export const BATCH_STATUS_INFO: Record<ScreenBatchStatus, StatusInfo> = {
  NEW: { labels: { en: 'NEW', id: 'BARU' }, badge: 'primary' },
  DRAFT: SESSION_STATE_INFO.DRAFT,
  ON_GOING: SESSION_STATE_INFO.ON_GOING,
  DONE: SESSION_STATE_INFO.DONE,
  CANCELED: SESSION_STATE_INFO.CANCELED,
};

export const NEGOTIATION_STATUS_INFO: Record<NegotiationStatus, StatusInfo> = {
  NOT_SCHEDULED: SESSION_STATE_INFO.NOT_SCHEDULED,
  NOT_STARTED: SESSION_STATE_INFO.NOT_STARTED,
  ON_GOING: SESSION_STATE_INFO.ON_GOING,
  DONE: SESSION_STATE_INFO.DONE,
  CANCELED: SESSION_STATE_INFO.CANCELED,
};

/** Info and items can be changed only before the session is created. */
export function isBatchEditable(status: ScreenBatchStatus): boolean {
  return editableBatch(status);
}

/** After creation the vendor table replaces the vendor selection. */
export function showsVendorTable(status: ScreenBatchStatus): boolean {
  return !isBatchEditable(status);
}

export type NextAction = BatchStatusView['next'][number];

/** The actions of a batch not saved yet (it has no id to ask get-status with): the domain table's NEW moves. */
export const NEW_BATCH_ACTIONS: NextAction[] = allowedBatchNext('NEW').map((move) => ({ status: move.to, label: move.label, needsReason: move.needsReason }));

/** Cancel buttons sit first, the others after, each group in the server's order. */
export function orderActions(next: readonly NextAction[]): NextAction[] {
  // The cancel moves are the ones that ask for a reason (BATCH_TRANSITIONS).
  const cancels = next.filter((action) => action.needsReason);
  return [...cancels, ...next.filter((action) => !action.needsReason)];
}

/** Every action button waits for a negotiation type (docs/rules/negotiation.md#batches). */
export function actionsEnabled(type: NegotiationType | null): boolean {
  return type !== null;
}

export interface ActionConfirmation {
  title: string;
  message: string;
  /** CANCELED: a reason is required (Yes disabled while empty). */
  needsReason: boolean;
  destructive: boolean;
}

/** The confirmation an action asks, or null when it runs directly (DRAFT). */
export function confirmationOf(action: BatchAction): ActionConfirmation | null {
  switch (action) {
    case 'ON_GOING':
      return { title: 'Create negotiation session?', message: 'Data cannot be changed after the session is created.', needsReason: false, destructive: false };
    case 'DELETE':
      return { title: 'Delete negotiation session?', message: 'The draft will be removed and cannot be restored.', needsReason: false, destructive: true };
    case 'CANCELED':
      return { title: 'Cancel Session?', message: 'Please tell the vendors why this session is canceled.', needsReason: true, destructive: true };
    case 'DONE':
      return { title: 'Are you sure to end this session?', message: 'Negotiations still running cannot continue after the session ends.', needsReason: false, destructive: false };
    case 'DRAFT':
      return null;
  }
}

export interface ActionOutcome {
  /** A toast after success, or null (ON_GOING shows its own dialog, CANCELED goes back quietly). */
  toast: string | null;
  /** Where the screen goes afterwards, and after how long. */
  then: 'form' | 'session-created' | 'stay';
  delayMs: number;
}

/** After a draft is saved the screen returns to the procurement form after 2 s (docs/rules/negotiation.md#limits). */
export const BACK_AFTER_DRAFT_MS = 2000;

/** What follows a successful action (docs/rules/negotiation.md#batches). */
export function outcomeOf(action: BatchAction, wasSaved: boolean): ActionOutcome {
  switch (action) {
    case 'DRAFT':
      return { toast: wasSaved ? NEGOTIATION_MSG.infoUpdated : NEGOTIATION_MSG.savedAsDraft, then: 'form', delayMs: BACK_AFTER_DRAFT_MS };
    case 'ON_GOING':
      return { toast: null, then: 'session-created', delayMs: 0 };
    case 'DELETE':
      return { toast: NEGOTIATION_MSG.deleted, then: 'form', delayMs: 0 };
    case 'DONE':
      return { toast: NEGOTIATION_MSG.ended, then: 'form', delayMs: 0 };
    case 'CANCELED':
      return { toast: null, then: 'form', delayMs: 0 };
  }
}

/** Unit-price batches negotiate one item: checking another replaces it. */
export function toggleItem(biddingType: string, selected: readonly string[], itemId: string): string[] {
  if (selected.includes(itemId)) return selected.filter((id) => id !== itemId);
  return biddingType === 'UNIT_PRICE' ? [itemId] : [...selected, itemId];
}

/** `?vendors=id,id` from the auction's Go To Negotiation: the ids, without blanks and repeats. */
export function vendorIdsFromQuery(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))];
}

/** Where a vendor row of the batch leads (docs/rules/negotiation.md#batches). */
export type RowTarget = 'online-session' | 'price-dialog';

const ONLINE_ROOM_STATUSES: readonly NegotiationStatus[] = ['NOT_STARTED', 'ON_GOING', 'DONE', 'CANCELED'];

export function rowTarget(batch: { status: ScreenBatchStatus; negotiationType: NegotiationType | null }, negotiationStatus: NegotiationStatus): RowTarget {
  const online = batch.negotiationType === 'ONLINE' && isBatchRunning(batch.status) && ONLINE_ROOM_STATUSES.includes(negotiationStatus);
  return online ? 'online-session' : 'price-dialog';
}

export const onlineSessionPath = (batchId: string, negotiationId: string) => `/negotiation/session-online/buyer/${batchId}/${negotiationId}`;

/**
 * A schedule can be set only while the batch runs and the vendor has none yet; only a negotiation
 * waiting for one (NOT_SCHEDULED: offline ones start ON_GOING and need none).
 */
export function canSchedule(batchStatus: ScreenBatchStatus, negotiation: { startDate: string | null; status: NegotiationStatus }): boolean {
  return isBatchRunning(batchStatus) && !negotiation.startDate && isNegotiationUnscheduled(negotiation.status);
}

/** The Schedule column: the vendor's start, '-' without one (a NOT_SCHEDULED vendor of a canceled batch). */
export function scheduleText(negotiation: { startDate: string | null }): string {
  return negotiation.startDate ? `${formatDate(negotiation.startDate)} ${formatTime(negotiation.startDate, false)}` : '-';
}

/** A status shown in a canceled batch: a vendor never scheduled shows '-' (docs/rules/negotiation.md#batch-screen). */
export function vendorStatusShown(batchStatus: ScreenBatchStatus, status: NegotiationStatus): NegotiationStatus | '-' {
  return isBatchCanceled(batchStatus) && isNegotiationUnscheduled(status) ? '-' : status;
}

/** The canceled banner's values: who, and when as dd/mm/yyyy HH:MM; null when not canceled. */
export function canceledBanner(info: CancelInfo): { who: string; at: string; reason: string } | null {
  if (!info.canceledAt && !info.cancelReason) return null;
  const at = info.canceledAt ? `${formatDate(info.canceledAt)} ${formatTime(info.canceledAt, false)}` : '-';
  // A negotiation's reason is sanitised rich text: the banner shows its words.
  const reason = (info.cancelReason ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return { who: info.canceledBy ?? '-', at, reason };
}
