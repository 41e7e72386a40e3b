import { buyerMoves, isFinalNegotiationStatus, isNegotiationCanceled, isNegotiationDone, type NegotiationTransition } from '@procura/domain/negotiation/negotiation-status.rules';
import type { NegotiationRoomState } from '@procura/domain/negotiation/negotiation.views';

/**
 * The page's buttons for this viewer (docs/rules/negotiation.md#online-session): only the buyer moves
 * the negotiation, invites and downloads the report. The moves are the domain table's (buyerMoves, the
 * same the server's get-status answers; this page shows online negotiations only), in its order:
 * Cancel first, then Start or End Session.
 */
export function sessionActions(state: NegotiationRoomState): { moves: NegotiationTransition[]; invite: boolean; report: boolean } {
  const buyer = state.viewer === 'buyer';
  const { status, vendorHasOffered } = state.negotiation;
  return {
    moves: buyer ? buyerMoves({ status, batchStatus: state.batch.status, online: true, vendorHasOffered }) : [],
    invite: buyer && !isFinalNegotiationStatus(status),
    report: buyer && isNegotiationDone(status),
  };
}

/** The chat's closed state as the negotiation's status says it (the room's own answer may lag a status event). */
export function chatClosedFor(negotiation: NegotiationRoomState['negotiation']): { kind: 'DONE' | 'CANCELED'; at: string } | null {
  if (isNegotiationDone(negotiation.status)) return { kind: 'DONE', at: negotiation.endDate ?? negotiation.updatedAt };
  if (isNegotiationCanceled(negotiation.status)) return { kind: 'CANCELED', at: negotiation.canceledAt ?? negotiation.updatedAt };
  return null;
}

/**
 * Start before the vendor's scheduled time asks first, naming the schedule: the buyer starts the
 * session (docs/rules/negotiation.md#online-session) and may start it early, so the early start is
 * made deliberate. `serverNowMs` is the server's clock as the room measured it (local time plus the
 * room's offset), not this computer's.
 */
export function startsBeforeSchedule(startDate: string | null, serverNowMs: number): boolean {
  return startDate !== null && Date.parse(startDate) > serverNowMs;
}
