import { z } from 'zod';
import { idField } from '../procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../procurement/procurement.messages';
import type { NegotiationOfferStatus, NegotiationType } from './negotiation.enums';
import { submitOfferSchema } from './negotiation.schemas';

// Spec paths served for outside clients (docs/rules/negotiation.md#spec-api-paths-for-outside-clients) that our own
// screens reach through another call: their requests and answers.

/**
 * POST negotiation-offer/request-deal: submit-offer's DEAL without the status and the items (a DEAL
 * answers the latest offer, docs/rules/negotiation.md#offers-and-deals); the same accounts and idempotency key.
 */
export const requestDealSchema = submitOfferSchema.omit({ status: true, negotiationOfferItems: true });
export type RequestDealInput = z.input<typeof requestDealSchema>;

/** Path {negotiationId} of GET generate-report-nego-log/find-by/{negotiationId}. */
export const negotiationLogParamsSchema = z.strictObject({ negotiationId: idField(PROCUREMENT_MSG.idInvalid) });

/** One round of the log the negotiation minutes print (section B): an online offer, or an offline round typed in. */
export interface NegotiationReportLogRound {
  /** When the offer was made (ISO); null for offline rounds, which are typed in afterwards. */
  at: string | null;
  buyerOffer: string | null;
  vendorOffer: string | null;
  /** The online offer's status; null offline. */
  status: NegotiationOfferStatus | null;
}

/** GET generate-report-nego-log/find-by/{negotiationId}: the negotiation's log as its minutes print it. */
export interface NegotiationReportLogView {
  negotiationId: string;
  negotiationType: NegotiationType;
  rounds: NegotiationReportLogRound[];
}
