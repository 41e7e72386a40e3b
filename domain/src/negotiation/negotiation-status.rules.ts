import type { Labels } from '../common/i18n';
import type { BatchAction, BatchStatus, NegotiationStatus } from './negotiation.enums';

/** A batch not yet stored: the batch screen's NEW badge. Its moves are a draft's. */
export type BatchFrom = BatchStatus | 'NEW';

export interface BatchTransition {
  from: BatchFrom;
  to: BatchAction;
  /** The action's name on its button. */
  label: Labels;
  /** A cancel reason is required (docs/rules/negotiation.md#batches). */
  needsReason?: boolean;
}

/**
 * The one table of negotiation batch moves (docs/rules/negotiation.md#batches). The server's conditional updates and
 * the batch screen's action buttons both read it; nothing else compares batch statuses by hand.
 */
export const BATCH_TRANSITIONS: readonly BatchTransition[] = [
  { from: 'NEW', to: 'DRAFT', label: { en: 'Save as Draft', id: 'Simpan sebagai Draf' } },
  { from: 'NEW', to: 'ON_GOING', label: { en: 'Create Session', id: 'Buat Sesi' } },
  { from: 'DRAFT', to: 'DELETE', label: { en: 'Delete', id: 'Hapus' } },
  { from: 'DRAFT', to: 'DRAFT', label: { en: 'Save as Draft', id: 'Simpan sebagai Draf' } },
  { from: 'DRAFT', to: 'ON_GOING', label: { en: 'Create Session', id: 'Buat Sesi' } },
  { from: 'ON_GOING', to: 'CANCELED', label: { en: 'Cancel Session', id: 'Batalkan Sesi' }, needsReason: true },
  { from: 'ON_GOING', to: 'DONE', label: { en: 'End Session', id: 'Akhiri Sesi' } },
];

/** The batch moves from a status, in the table's order (cancel first, as the spec's buttons). */
export function allowedBatchNext(status: BatchFrom): BatchTransition[] {
  return BATCH_TRANSITIONS.filter((t) => t.from === status);
}

/** The batch move from `from` to `to`, or undefined when the table does not allow it. */
export function findBatchTransition(from: BatchFrom, to: BatchAction): BatchTransition | undefined {
  return BATCH_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** The stored statuses a batch move may start from, for a conditional `UPDATE … WHERE status IN (…)`. */
export function batchSourcesOf(to: BatchAction): BatchStatus[] {
  return BATCH_TRANSITIONS.filter((t) => t.to === to && t.from !== 'NEW').map((t) => t.from as BatchStatus);
}

/** A batch still open: no other batch of the procurement may be created meanwhile. */
export const OPEN_BATCH_STATUSES = ['DRAFT', 'ON_GOING'] as const satisfies readonly BatchStatus[];
export const FINAL_BATCH_STATUSES = ['DONE', 'CANCELED'] as const satisfies readonly BatchStatus[];
export const isFinalBatchStatus = (status: BatchStatus) => (FINAL_BATCH_STATUSES as readonly string[]).includes(status);

/**
 * Who moves one negotiation: the buyer by a button, or the schedule (submit-schedule sets the
 * vendor's start and PIC, which moves NOT_SCHEDULED to NOT_STARTED; no button shows it).
 */
export type NegotiationActor = 'buyer' | 'schedule';

export interface NegotiationTransition {
  from: NegotiationStatus;
  to: NegotiationStatus;
  by: NegotiationActor;
  label: Labels;
  needsReason?: boolean;
  /** Only an ONLINE negotiation makes this move (offline ones are created ON_GOING). */
  onlineOnly?: boolean;
  /** Only while the batch is ON_GOING. */
  needsRunningBatch?: boolean;
  /** Online, only once the vendor has made an offer (docs/rules/negotiation.md#batches: the action is hidden until then). */
  needsVendorOfferOnline?: boolean;
}

/**
 * The one table of a negotiation's moves. ONLINE negotiations are created NOT_SCHEDULED; OFFLINE
 * ones are created ON_GOING (there is no session to start: the price dialog acts while ON_GOING).
 */
export const NEGOTIATION_TRANSITIONS: readonly NegotiationTransition[] = [
  { from: 'NOT_SCHEDULED', to: 'NOT_STARTED', by: 'schedule', label: { en: 'Schedule', id: 'Jadwalkan' }, onlineOnly: true },
  { from: 'NOT_SCHEDULED', to: 'CANCELED', by: 'buyer', label: { en: 'Cancel', id: 'Batalkan' }, needsReason: true },
  { from: 'NOT_STARTED', to: 'CANCELED', by: 'buyer', label: { en: 'Cancel', id: 'Batalkan' }, needsReason: true },
  { from: 'NOT_STARTED', to: 'ON_GOING', by: 'buyer', label: { en: 'Start', id: 'Mulai' }, onlineOnly: true, needsRunningBatch: true },
  { from: 'ON_GOING', to: 'CANCELED', by: 'buyer', label: { en: 'Cancel', id: 'Batalkan' }, needsReason: true },
  { from: 'ON_GOING', to: 'DONE', by: 'buyer', label: { en: 'End Session', id: 'Akhiri Sesi' }, needsVendorOfferOnline: true },
];

/** Moves the actor may make from a status; `offline` leaves out the online-only ones. */
export function allowedNext(status: NegotiationStatus, actor: NegotiationActor, options: { offline?: boolean } = {}): NegotiationTransition[] {
  return NEGOTIATION_TRANSITIONS.filter((t) => t.from === status && t.by === actor && !(options.offline && t.onlineOnly));
}

/** What the buyer's moves depend on besides the status. */
export interface NegotiationMoveFacts {
  status: NegotiationStatus;
  batchStatus: BatchStatus;
  online: boolean;
  vendorHasOffered: boolean;
}

/**
 * What the buyer may do now: the table's moves from the status, less those whose condition does
 * not hold (Start while the batch is not ON_GOING, End Session online before the vendor's offer).
 * The server's get-status and change-status and the online page's buttons read it.
 */
export function buyerMoves(facts: NegotiationMoveFacts): NegotiationTransition[] {
  return allowedNext(facts.status, 'buyer', { offline: !facts.online }).filter(
    (move) => !(move.needsRunningBatch && !isBatchRunning(facts.batchStatus)) && !(move.needsVendorOfferOnline && facts.online && !facts.vendorHasOffered),
  );
}

/** The move from `from` to `to` by `actor`, or undefined when the table does not allow it. */
export function findTransition(
  from: NegotiationStatus,
  to: NegotiationStatus,
  actor: NegotiationActor,
  options: { offline?: boolean } = {},
): NegotiationTransition | undefined {
  return NEGOTIATION_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === actor && !(options.offline && t.onlineOnly));
}

/** The statuses a move may start from, for a conditional `UPDATE … WHERE status IN (…)`. */
export function sourcesOf(to: NegotiationStatus, actor: NegotiationActor): NegotiationStatus[] {
  return NEGOTIATION_TRANSITIONS.filter((t) => t.to === to && t.by === actor).map((t) => t.from);
}

/** The status a batch's negotiations are created in. */
export const initialNegotiationStatus = (type: 'ONLINE' | 'OFFLINE'): NegotiationStatus => (type === 'ONLINE' ? 'NOT_SCHEDULED' : 'ON_GOING');

/** Not finished: a batch's cancel moves these to CANCELED. */
export const UNFINISHED_NEGOTIATION_STATUSES = ['NOT_SCHEDULED', 'NOT_STARTED', 'ON_GOING'] as const satisfies readonly NegotiationStatus[];
/** Scheduled or running: a batch cannot end while one of its negotiations is here. */
export const LIVE_NEGOTIATION_STATUSES = ['NOT_STARTED', 'ON_GOING'] as const satisfies readonly NegotiationStatus[];
export const FINAL_NEGOTIATION_STATUSES = ['DONE', 'CANCELED'] as const satisfies readonly NegotiationStatus[];
export const isFinalNegotiationStatus = (status: NegotiationStatus) => (FINAL_NEGOTIATION_STATUSES as readonly string[]).includes(status);

const withinBatch = (statuses: readonly BatchFrom[]) => (status: BatchFrom) => statuses.includes(status);
const within = (statuses: readonly NegotiationStatus[]) => (status: NegotiationStatus | null | undefined) => !!status && statuses.includes(status);

/** A batch the buyer still edits (unsaved or a draft). */
export const isBatchEditable = withinBatch(['NEW', 'DRAFT']);
export const isBatchDraft = withinBatch(['DRAFT']);
/** A running batch: its negotiations are scheduled, priced and ended. */
export const isBatchRunning = withinBatch(['ON_GOING']);
export const isBatchCanceled = withinBatch(['CANCELED']);

/** Created online, waiting for its vendor's schedule. */
export const isNegotiationUnscheduled = within(['NOT_SCHEDULED']);
/** Scheduled, not started by the buyer yet. */
export const isNegotiationUpcoming = within(['NOT_STARTED']);
/** Running: offers, prices and chat. */
export const isNegotiationRunning = within(['ON_GOING']);
export const isNegotiationDone = within(['DONE']);
export const isNegotiationCanceled = within(['CANCELED']);
/** Running or done: the price logs show. */
export const hasNegotiationStarted = within(['ON_GOING', 'DONE']);
export const isLiveNegotiationStatus = within(LIVE_NEGOTIATION_STATUSES);

/** The batch screen's actions that save its form first: Save as Draft and Create Session. */
export const savesBatchForm = (action: BatchAction) => action === 'DRAFT' || action === 'ON_GOING';
/** The batch screen's actions that start the batch (its form must be complete). */
export const startsBatch = (action: BatchAction) => action === 'ON_GOING';
/** The batch screen's actions sent to change-status (Save as Draft saves only; Delete deletes). */
export const changesBatchStatus = (action: BatchAction) => action === 'ON_GOING' || action === 'CANCELED' || action === 'DONE';
