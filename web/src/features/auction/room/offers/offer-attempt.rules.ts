// One confirmed offer attempt keeps one idempotency key (docs/rules/auction-bidding.md#offers): pressing Yes again for the
// same offer after no answer (a lost connection, a timeout) sends the same key, so the server
// records it at most once. A different offer, or an answered one, starts a new attempt.

export interface OfferAttempt {
  /** The offer as sent, in a canonical form (see attemptSignature). */
  signature: string;
  idempotencyKey: string;
}

/** The offer's payload without the key, as one comparable string. */
export function attemptSignature(payload: { totalOffer?: string; offerItems?: ReadonlyArray<{ auctionItemId: string; unitOffer: string }>; confirmSlip?: boolean }): string {
  const offer = [payload.totalOffer ?? null, (payload.offerItems ?? []).map((item) => [item.auctionItemId, item.unitOffer])];
  // The second confirmation of a slip (decision 197) is a new attempt: the refused one keeps its key and its answer.
  return JSON.stringify(payload.confirmSlip ? [...offer, 'confirmSlip'] : offer);
}

/** The attempt for `signature`: the unanswered previous one when it sent the same offer, else a new key. */
export function attemptFor(previous: OfferAttempt | null, signature: string, newKey: () => string): OfferAttempt {
  return previous && previous.signature === signature ? previous : { signature, idempotencyKey: newKey() };
}
