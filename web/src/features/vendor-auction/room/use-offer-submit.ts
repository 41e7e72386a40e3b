import type { MakeOfferInput } from '@procura/domain/auction/auction.schemas';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { attemptFor, attemptSignature, type OfferAttempt } from './offer-attempt.rules';

/** The spec shows an offer's refusal for 10 seconds. */
export const OFFER_ERROR_MS = 10_000;

export interface OfferPayload {
  totalOffer?: string;
  offerItems?: Array<{ auctionItemId: string; unitOffer: string }>;
}

/**
 * Sends confirmed offers: one idempotency key per attempt, kept until the server accepts it (a
 * retry of the same offer after no answer reuses it), one offer in flight at a time, and the
 * refusal shown for 10 s.
 */
export function useOfferSubmit(makeOffer: (input: MakeOfferInput) => Promise<Ack<MakeOfferResult>>) {
  const attempt = useRef<OfferAttempt | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const showError = useCallback((message: string) => {
    window.clearTimeout(timer.current);
    setError(message);
    timer.current = window.setTimeout(() => setError(null), OFFER_ERROR_MS);
  }, []);
  const clearError = useCallback(() => {
    window.clearTimeout(timer.current);
    setError(null);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Resolves with the accepted result, or null after showing the refusal. */
  const send = useCallback(
    async (payload: OfferPayload): Promise<MakeOfferResult | null> => {
      const current = attemptFor(attempt.current, attemptSignature(payload), () => crypto.randomUUID());
      attempt.current = current;
      setBusy(true);
      clearError();
      try {
        const answer = await makeOffer({ ...payload, idempotencyKey: current.idempotencyKey });
        if ('data' in answer) {
          attempt.current = null;
          return answer.data;
        }
        showError(answer.errors[0]?.msg ?? '');
        return null;
      } finally {
        setBusy(false);
      }
    },
    [makeOffer, showError, clearError],
  );

  return { busy, error, showError, clearError, send };
}
