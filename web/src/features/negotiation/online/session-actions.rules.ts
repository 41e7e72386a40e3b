import type { NegotiationRoomState } from '@procura/domain/negotiation/negotiation.views';

/** The page's buttons for this viewer (docs/rules/negotiation.md#online-session): only the buyer starts, ends, cancels and invites. */
export function sessionActions(state: NegotiationRoomState): { start: boolean; end: boolean; cancel: boolean; invite: boolean; report: boolean } {
  const buyer = state.viewer === 'buyer';
  const { status, vendorHasOffered } = state.negotiation;
  const open = status === 'NOT_STARTED' || status === 'ON_GOING';
  return {
    start: buyer && status === 'NOT_STARTED',
    // End Session stays hidden until the vendor has made at least one offer.
    end: buyer && status === 'ON_GOING' && vendorHasOffered,
    cancel: buyer && open,
    invite: buyer && status !== 'DONE' && status !== 'CANCELED',
    report: buyer && status === 'DONE',
  };
}

/** The chat's closed state as the negotiation's status says it (the room's own answer may lag a status event). */
export function chatClosedFor(negotiation: NegotiationRoomState['negotiation']): { kind: 'DONE' | 'CANCELED'; at: string } | null {
  if (negotiation.status === 'DONE') return { kind: 'DONE', at: negotiation.endDate ?? negotiation.updatedAt };
  if (negotiation.status === 'CANCELED') return { kind: 'CANCELED', at: negotiation.canceledAt ?? negotiation.updatedAt };
  return null;
}
