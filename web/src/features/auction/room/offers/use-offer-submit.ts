import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { MakeOfferInput } from '@procura/domain/auction/auction.schemas';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { useCallback, useRef, useState } from 'react';
import { attemptFor, attemptSignature, type OfferAttempt } from './offer-attempt.rules';
import { CONFIRM_SLIP_PARAM } from '../slip/slip.rules';
import { afterOfferEdit, NO_OFFER_ERRORS, offerFieldErrors, type OfferFieldErrors } from './offer-field-errors.rules';

export interface OfferPayload {
  totalOffer?: string;
  offerItems?: Array<{ auctionItemId: string; unitOffer: string }>;
  /** The vendor confirmed an offer far past the leading price (decision 197). */
  confirmSlip?: boolean;
}

export interface OfferSubmitOptions {
  /** The server asked for the slip's second confirmation (param 'confirmSlip'): the offer and its message. */
  onSlip?: (payload: OfferPayload, msg: string) => void;
}

/** The session's line was full (decision 226): nothing was written, and one more try a moment later usually lands. */
const isSessionBusy = (answer: Ack<unknown>) => 'errors' in answer && answer.errors.length === 1 && answer.errors[0]!.msg === AUCTION_MSG.sessionBusy;
const BUSY_RETRY_MS = 400;

/**
 * Sends confirmed offers: one idempotency key per attempt, kept until the server accepts it (a
 * retry of the same offer after no answer reuses it), one offer in flight at a time, and the
 * refusals kept on their fields until the vendor edits them. A busy session is asked once more,
 * with the same key, without a word to the vendor; only a second busy answer is shown.
 */
export function useOfferSubmit(makeOffer: (input: MakeOfferInput) => Promise<Ack<MakeOfferResult>>, options: OfferSubmitOptions = {}) {
  const onSlip = useRef(options.onSlip);
  onSlip.current = options.onSlip;
  const attempt = useRef<OfferAttempt | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<OfferFieldErrors>(NO_OFFER_ERRORS);

  /** Shows the refusals of `payload` (the room's own check or the server's) on their fields. */
  const refuse = useCallback((payload: OfferPayload, refusals: ReadonlyArray<{ param: string | null; msg: string }>) => setErrors(offerFieldErrors(payload, refusals)), []);
  const clearErrors = useCallback(() => setErrors(NO_OFFER_ERRORS), []);
  /** The vendor edited the total (no id) or one item's unit price. */
  const edited = useCallback((itemId?: string) => setErrors((current) => afterOfferEdit(current, itemId)), []);

  /** Resolves with the accepted result, or null after showing the refusal. */
  const send = useCallback(
    async (payload: OfferPayload): Promise<MakeOfferResult | null> => {
      const current = attemptFor(attempt.current, attemptSignature(payload), () => crypto.randomUUID());
      attempt.current = current;
      setBusy(true);
      clearErrors();
      try {
        const command = { ...payload, idempotencyKey: current.idempotencyKey };
        let answer = await makeOffer(command);
        if (isSessionBusy(answer)) {
          await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
          answer = await makeOffer(command);
        }
        if ('data' in answer) {
          attempt.current = null;
          return answer.data;
        }
        const slip = answer.errors.find((error) => error.param === CONFIRM_SLIP_PARAM);
        if (slip && !payload.confirmSlip && onSlip.current) {
          // Answered: the confirmed resend is a new attempt with a new key.
          attempt.current = null;
          onSlip.current(payload, slip.msg);
          return null;
        }
        refuse(payload, answer.errors);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [makeOffer, refuse, clearErrors],
  );

  return { busy, errors, refuse, clearErrors, edited, send };
}
