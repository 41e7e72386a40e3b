import { z } from 'zod';
import { safeString } from '../../common/text.schemas';
import { idField } from '../../procurement/procurement-fields.schemas';
import { idempotencyKeyField, offerAmountField } from '../auction.schemas';
import { ASSIST_MSG as MSG } from './assistance.messages';

// Assisted offers' bodies (docs/rules/auction-bidding.md#assisted-offers).

export const ASSISTANCE_REASON_MAX = 500;

const reasonField = safeString({ error: MSG.reasonRequired }, { multiline: true }).trim().min(1, MSG.reasonRequired).max(ASSISTANCE_REASON_MAX, MSG.reasonTooLong);
const vendorField = idField(MSG.vendorRequired);

/** POST …/assistance by the vendor itself: why it cannot reach the room. */
export const vendorAssistanceSchema = z.strictObject({ reason: reasonField });
/** POST …/assistance by the buyer: a request it received another way (a phone call), for one vendor. */
export const buyerAssistanceSchema = z.strictObject({ procurementVendorId: vendorField, reason: reasonField });

/** POST …/assisted-offers: the buyer's offer for a vendor that asked, confirmed later by a second buyer account. */
export const assistedOfferSchema = z.strictObject({
  procurementVendorId: vendorField,
  totalOffer: offerAmountField,
  idempotencyKey: idempotencyKeyField,
  /** Past the slip warning, as a vendor confirms it (decision 183). */
  confirmSlip: z.boolean().optional(),
});
export type AssistedOfferInput = z.input<typeof assistedOfferSchema>;

export const assistedOfferIdParamSchema = z.strictObject({
  auctionId: z.uuid({ error: MSG.assistedOfferNotFound }),
  assistedOfferId: z.uuid({ error: MSG.assistedOfferNotFound }),
});

/** One request and what became of it, as GET …/assistance lists it (the buyer: all; a vendor: its own). */
export interface AssistanceView {
  requestId: string;
  procurementVendorId: string;
  vendorName: string;
  reason: string;
  channel: 'VENDOR' | 'BUYER';
  at: string;
  sequence: number;
  offer: {
    assistedOfferId: string;
    totalOffer: string;
    placedAt: string;
    placedBy: string;
    sequence: number;
    status: 'PENDING' | 'CONFIRMED';
    confirmedBy: string | null;
    confirmedAt: string | null;
    /** The offer it became once confirmed (its auction_offers id). */
    offerId: string | null;
  } | null;
}
