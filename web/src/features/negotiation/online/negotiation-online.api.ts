import type { AddSpectatorInput, ChangeNegotiationStatusInput, SubmitOfferInput } from '@procura/domain/negotiation/negotiation.schemas';
import type { NegotiationOfferView, NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { http } from '../../../api/http-client';

// The session page's calls (docs/rules/negotiation.md#contract); the room state itself comes over the socket (use-negotiation-room).
const SECURED = '/api/secured';

/** POST negotiation-offer-item/submit-offer: OFFER with the items, DEAL / NOT_DEAL answering the latest offer. */
export const submitOffer = (input: SubmitOfferInput) =>
  http.post<{ offer: NegotiationOfferView; negotiation: NegotiationView }>(`${SECURED}/negotiation-offer-item/submit-offer`, input);

/** POST negotiation/change-status: start (ON_GOING), end (DONE), cancel (CANCELED with the rich-text reason). */
export const changeNegotiationStatus = (input: ChangeNegotiationStatusInput) => http.post<NegotiationView>(`${SECURED}/negotiation/change-status`, input);

/** POST spectator/add-spectator: answers {message: 'ok'} and mails the spectator a link. */
export const addSpectator = (input: AddSpectatorInput) => http.post<{ message: string }>(`${SECURED}/spectator/add-spectator`, input);

/** A fresh key per attempt, so a retried request is answered once (the server keeps the first result). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
