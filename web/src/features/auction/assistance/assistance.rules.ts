import type { AssistanceView } from '@procura/domain/auction/assistance/assistance.schemas';

// Pure helpers of the assisted-offer cards (docs/rules/auction-bidding.md#assisted-offers).

/** How often the cards read the requests again while the session runs. */
export const ASSISTANCE_REFRESH_MS = 5_000;

/** The list with a request the server just answered (recorded, placed, confirmed) in place, or added. */
export function withRequest(list: readonly AssistanceView[], view: AssistanceView): AssistanceView[] {
  const known = list.some((one) => one.requestId === view.requestId);
  return known ? list.map((one) => (one.requestId === view.requestId ? view : one)) : [...list, view];
}

/**
 * The requests an offer can be placed for: per vendor, its latest request without an offer (the one
 * the server uses), so an older unused request shows no second button.
 */
export function placeableRequestIds(list: readonly AssistanceView[]): Set<string> {
  const latest = new Map<string, AssistanceView>();
  for (const request of list) {
    if (request.offer !== null) continue;
    const seen = latest.get(request.procurementVendorId);
    if (!seen || request.sequence > seen.sequence) latest.set(request.procurementVendorId, request);
  }
  return new Set([...latest.values()].map((request) => request.requestId));
}

export type RequestStage = 'waiting' | 'placed' | 'confirmed';

/** What became of a request: no offer yet, an offer waiting for the second member, or a confirmed offer. */
export function requestStage(request: AssistanceView): RequestStage {
  if (!request.offer) return 'waiting';
  return request.offer.status === 'CONFIRMED' ? 'confirmed' : 'placed';
}

/** What the vendor reads of its request; {{amount}} is the offer, formatted. */
export const REQUEST_TEXT: Record<RequestStage, string> = {
  waiting: 'Waiting for the buyer',
  placed: "Offer placed: {{amount}}, waiting for a second member's confirmation",
  confirmed: 'Offer confirmed: {{amount}}',
};

/** The signature of one placement attempt: the vendor and the offer (a confirmed slip is another attempt). */
export function placementSignature(procurementVendorId: string, totalOffer: string, confirmSlip: boolean): string {
  return JSON.stringify([procurementVendorId, totalOffer, confirmSlip]);
}
