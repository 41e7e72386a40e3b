import { z } from 'zod';
import { emailField, safeString } from '../common/text.schemas';
import { decimalField, idField, limitField, pageField, searchTextField } from '../procurement/procurement-fields.schemas';
import { AUCTION_SESSION_STATUSES, DEFAULT_INNER_PAGE_SIZE } from '../procurement/procurement.enums';
import { PROCUREMENT_MSG } from '../procurement/procurement.messages';
import { reasonField } from '../procurement/procurement.schemas';
import { AUCTION_MSG } from './auction.messages';
import { OFFER_MSG } from './bidding/offer.messages';

const MSG = AUCTION_MSG;

/** Rich text reasons (cancel): sanitised on the server; 5,000 characters of markup is a long letter. */
export const RICH_REASON_MAX = 5000;
/** Plain reasons (not attending, stop): a paragraph. */
export const PLAIN_REASON_MAX = 1000;

const auctionIdField = idField(PROCUREMENT_MSG.idInvalid);

/** POST /api/secured/auction/get-status. */
export const auctionStatusRequestSchema = z.strictObject({ auctionId: auctionIdField });

/**
 * POST /api/secured/auction/change-status. The spec's cancel request carries 'cancel'; it means
 * CANCELED. A cancel needs cancelReason (rich text).
 */
export const changeAuctionStatusSchema = z
  .strictObject({
    auctionId: auctionIdField,
    status: z
      .enum([...AUCTION_SESSION_STATUSES, 'cancel'], { error: MSG.statusInvalid })
      .transform((s) => (s === 'cancel' ? 'CANCELED' : s)),
    cancelReason: safeString({ error: MSG.cancelReasonRequired }, { multiline: true }).trim().max(RICH_REASON_MAX, MSG.cancelReasonTooLong).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'CANCELED' && !input.cancelReason) ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: MSG.cancelReasonRequired });
  });
export type ChangeAuctionStatusInput = z.input<typeof changeAuctionStatusSchema>;

/** Path {auctionId}/{vendorRowId}: resend-invitation (the invitation id) and resend-join-auction. */
export const auctionVendorParamsSchema = z.strictObject({ auctionId: auctionIdField, vendorRowId: idField(PROCUREMENT_MSG.idInvalid) });
/** Path {invitationId}. */
export const invitationIdParamsSchema = z.strictObject({ invitationId: idField(PROCUREMENT_MSG.idInvalid) });
/** Path {documentId}. */
export const documentIdParamsSchema = z.strictObject({ documentId: idField(PROCUREMENT_MSG.idInvalid) });

/** PIC vendor: letters, spaces and dots only (docs/rules/auction.md#invitations-and-attendance). */
export const picVendorField = safeString({ error: MSG.picVendorRequired })
  .trim()
  .min(1, MSG.picVendorRequired)
  .max(100, MSG.picVendorInvalid)
  .regex(/^[\p{L} .]+$/u, MSG.picVendorInvalid);

/** POST /api/secured/auction/{auctionId}/resend-invitation/{vendorRowId}: the dialog's PIC name and e-mail. */
export const resendInvitationSchema = z.strictObject({
  email: emailField(),
  picVendor: picVendorField,
});
export type ResendInvitationInput = z.input<typeof resendInvitationSchema>;

/** The verification code of an invitation link: 32 random bytes, base64url (256 bits). */
export const verificationCodeField = safeString({ error: MSG.linkExpired }).regex(/^[A-Za-z0-9_-]{43}$/, MSG.linkExpired);
/** POST /api/secured/auction/validate-invitation-code/{code}. */
export const invitationCodeParamsSchema = z.strictObject({ code: verificationCodeField });
/** Its body: the e-mail of the link (must be the signed-in vendor's). */
export const invitationCodeBodySchema = z.strictObject({ email: emailField().optional() });

const reasonNotAttendField = safeString({ error: MSG.reasonNotAttendRequired }, { multiline: true })
  .trim()
  .min(1, MSG.reasonNotAttendRequired)
  .max(PLAIN_REASON_MAX, MSG.reasonNotAttendTooLong);

/** A capable quantity per item (UNIT_PRICE bidding): within [minCapableQty, quantity]; 0 means the whole quantity for a single winner. */
export const capableItemSchema = z.strictObject({
  procurementItemId: idField(PROCUREMENT_MSG.idInvalid),
  capableQty: decimalField({ rule: { maxIntegerDigits: 12, maxDecimals: 2 }, missing: MSG.capableQtyRequired, invalid: MSG.capableQtyRequired }),
});

/** POST /api/secured/auction/attend-auction: Attend (terms ticked) or Not Attend (reason). Final. */
export const attendAuctionSchema = z
  .strictObject({
    auctionInvitationId: idField(PROCUREMENT_MSG.idInvalid),
    isAttending: z.boolean({ error: PROCUREMENT_MSG.fulfillGivenInput }),
    reasonNotAttend: safeString(undefined, { multiline: true }).nullish(),
    termsAccepted: z.boolean().optional(),
    capableItems: z.array(capableItemSchema).max(1000).optional(),
  })
  .transform((input, ctx) => {
    if (input.isAttending) {
      if (input.termsAccepted !== true) ctx.addIssue({ code: 'custom', path: ['termsAccepted'], message: MSG.termsRequired });
      return { ...input, reasonNotAttend: null, capableItems: input.capableItems ?? [] };
    }
    const reason = reasonNotAttendField.safeParse(input.reasonNotAttend ?? '');
    if (!reason.success) {
      ctx.addIssue({ code: 'custom', path: ['reasonNotAttend'], message: reason.error.issues[0]?.message ?? MSG.reasonNotAttendRequired });
      return z.NEVER;
    }
    return { ...input, reasonNotAttend: reason.data, capableItems: [] };
  });
export type AttendAuctionInput = z.input<typeof attendAuctionSchema>;
export type AttendAuctionData = z.output<typeof attendAuctionSchema>;

/** POST /api/auction/not-attend-auction/from-email: the decline link's page (signed in as the invited vendor). */
export const notAttendFromEmailSchema = z.strictObject({
  auctionInvitationId: idField(PROCUREMENT_MSG.idInvalid),
  isAttending: z.literal(false, { error: PROCUREMENT_MSG.fulfillGivenInput }),
  reasonNotAttend: reasonNotAttendField,
  email: emailField(),
});
export type NotAttendFromEmailInput = z.input<typeof notAttendFromEmailSchema>;

/** POST /api/secured/auction/upload-attorney: the text field of the multipart form (the files are `attachments`). */
export const attorneyUploadFieldsSchema = z.strictObject({ auctionInvitationId: idField(PROCUREMENT_MSG.idInvalid) });

/** GET /api/secured/auction/fetch-invitation-by-auction/{auctionId}: the waiting room's vendors, by name. */
export const invitationListQuerySchema = z.strictObject({
  page: pageField,
  /** -1 (or "All") for every row. */
  limit: limitField(DEFAULT_INNER_PAGE_SIZE),
  /** Matches the vendor's name or e-mail. */
  query: searchTextField,
});
export type InvitationListQuery = z.output<typeof invitationListQuerySchema>;

/** Socket JOIN_AUCTION and LEAVE_AUCTION. */
export const joinAuctionSchema = z.strictObject({ auctionId: auctionIdField });
export type JoinAuctionInput = z.input<typeof joinAuctionSchema>;

/** How many offers of the log the room's state carries: the last ones (older ones by GET_OFFER_LOG_PAGE). */
export const OFFER_LOG_STATE_SIZE = 50;
/** The most offers one GET_OFFER_LOG_PAGE answers. */
export const OFFER_LOG_PAGE_MAX = 100;

/** Socket GET_OFFER_LOG_PAGE: the offers this audience sees before `beforeSequence` (the oldest it holds), newest `limit` of them. */
export const offerLogPageSchema = z.strictObject({
  auctionId: auctionIdField,
  beforeSequence: z.number({ error: PROCUREMENT_MSG.pageInvalid }).int(PROCUREMENT_MSG.pageInvalid).min(1, PROCUREMENT_MSG.pageInvalid).max(2_147_483_647, PROCUREMENT_MSG.pageInvalid),
  limit: z.number({ error: PROCUREMENT_MSG.limitInvalid }).int(PROCUREMENT_MSG.limitInvalid).min(1, PROCUREMENT_MSG.limitInvalid).max(OFFER_LOG_PAGE_MAX, PROCUREMENT_MSG.limitInvalid).default(OFFER_LOG_STATE_SIZE),
});
export type OfferLogPageInput = z.input<typeof offerLogPageSchema>;

/** Socket CHECK_CLIENT_TIME: the browser's clock when it asked. */
export const checkClientTimeSchema = z.strictObject({ clientTime: z.iso.datetime({ offset: true, error: PROCUREMENT_MSG.dateTimeInvalid }) });
export type CheckClientTimeInput = z.input<typeof checkClientTimeSchema>;

/** One attempt's key, made by the client (a UUID fits): a retry with the same key returns the first answer. */
export const idempotencyKeyField = safeString({ error: MSG.idempotencyKeyInvalid }).regex(/^[A-Za-z0-9_.:-]{8,100}$/, MSG.idempotencyKeyInvalid);

/** An amount as typed: a number or a string; the offer rules read it (digits, decimals, sign) with the spec's messages. */
export const offerAmountField = z.union([z.string().max(64), z.number()], { error: OFFER_MSG.amountInvalid }).optional();

/** POST /api/secured/auction/{auctionId}/offers (docs/rules/auction-bidding.md#contract): totalOffer for TOTAL_PRICE, offerItems for the unit biddings. */
export const makeOfferSchema = z.strictObject({
  idempotencyKey: idempotencyKeyField,
  totalOffer: offerAmountField,
  offerItems: z
    .array(z.strictObject({ auctionItemId: idField(PROCUREMENT_MSG.idInvalid), unitOffer: offerAmountField }), { error: OFFER_MSG.amountInvalid })
    .max(1000)
    .optional(),
  /** Sent again after the slip guard refused it with param confirmSlip: the vendor confirms the drop (decision 183). */
  confirmSlip: z.boolean({ error: OFFER_MSG.confirmSlipInvalid }).optional(),
});
export type MakeOfferInput = z.input<typeof makeOfferSchema>;

/** Socket MAKE_OFFER: the HTTP body plus the session. */
export const makeOfferCommandSchema = makeOfferSchema.extend({ auctionId: auctionIdField });
export type MakeOfferCommand = z.input<typeof makeOfferCommandSchema>;

/** A disqualification's reason: at least 3 characters (docs/rules/auction-bidding.md#disqualification). */
export const disqualifyReasonField = safeString({ error: MSG.reasonMinimum }, { multiline: true })
  .trim()
  .min(3, MSG.reasonMinimum)
  .max(PLAIN_REASON_MAX, MSG.reasonTooLong);

/** Socket REQUEST_DISQUALIFICATION (the vendor, its own latest offer) and DISQUALIFY_OFFER (the buyer, any offer). */
export const disqualificationSchema = z.strictObject({
  auctionId: auctionIdField,
  offerId: idField(PROCUREMENT_MSG.idInvalid),
  reason: disqualifyReasonField,
});
export type DisqualificationInput = z.input<typeof disqualificationSchema>;

/** DECLINE_DISQUALIFICATION: the buyer keeps an offer its vendor asked to disqualify. */
export const declineDisqualificationSchema = z.strictObject({ auctionId: auctionIdField, offerId: idField(PROCUREMENT_MSG.idInvalid) });
export type DeclineDisqualificationInput = z.input<typeof declineDisqualificationSchema>;

/** POST /api/secured/auction/stop-reason (docs/rules/auction.md#stop-and-cancel): after Stop Session, once; mailed to the vendors. */
export const auctionStopReasonSchema = z.strictObject({ auctionId: auctionIdField, stopReason: reasonField });
export type AuctionStopReasonInput = z.input<typeof auctionStopReasonSchema>;
