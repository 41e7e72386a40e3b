import { z } from 'zod';
import { emailField, safeString } from '../common/text.schemas';
import { decimalField, idField, idListField, isBlank, moneyField } from '../procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../procurement/procurement.messages';
import { BATCH_ACTIONS, CHAT_MESSAGE_MAX, NEGOTIATION_STATUSES, NEGOTIATION_TYPES, SPECTATOR_MODULES, SUBMITTED_OFFER_STATUSES } from './negotiation.enums';
import { NEGOTIATION_MSG as MSG } from './negotiation.messages';

// One schema per endpoint of docs/rules/negotiation.md#contract (paths under /api/secured/). The server parses with these; the forms reuse them.

const anId = idField(PROCUREMENT_MSG.idInvalid);
const dateTime = (missing: string) =>
  z.iso.datetime({ offset: true, error: (issue) => (isBlank(issue.input) ? missing : PROCUREMENT_MSG.dateTimeInvalid) });
/** Rich text reasons (cancel), sanitised on the server. */
export const NEGOTIATION_REASON_MAX = 5000;
const cancelReasonField = safeString({ error: MSG.cancelReasonRequired }, { multiline: true }).trim().max(NEGOTIATION_REASON_MAX, MSG.reasonTooLong);

/** Path {procurementId}, {id}, {batchId}, {negotiationId}, {roomId}, {offerId}. */
export const procurementIdParamsSchema = z.strictObject({ procurementId: anId });
export const idParamsSchema = z.strictObject({ id: anId });
export const batchIdParamsSchema = z.strictObject({ batchId: anId });

/** POST negotiation-batch/start-negotiation: a DRAFT batch (type and schedule may still be empty). */
export const startNegotiationSchema = z.strictObject({
  procurementId: anId,
  negotiationType: z.enum(NEGOTIATION_TYPES, { error: MSG.typeRequired }).nullish(),
  startDate: dateTime(MSG.scheduleRequired).nullish(),
  endDate: dateTime(MSG.scheduleRequired).nullish(),
});
export type StartNegotiationInput = z.input<typeof startNegotiationSchema>;

/** PATCH-like update of a DRAFT batch's info (same fields, by id). POST negotiation-batch/update-info. */
export const updateBatchInfoSchema = startNegotiationSchema.omit({ procurementId: true }).extend({ negotiationBatch: anId });
export type UpdateBatchInfoInput = z.input<typeof updateBatchInfoSchema>;

/** POST negotiation-batch-item/save-as-draft. */
export const saveBatchItemsSchema = z.strictObject({ negotiationBatch: anId, itemIds: idListField(MSG.itemsRequired) });
/** POST negotiation/save-as-draft: the procurement vendor ids. */
export const saveBatchVendorsSchema = z.strictObject({ negotiationBatch: anId, vendorIds: idListField(MSG.vendorsRequired) });

/** POST negotiation-batch/get-status. */
export const batchStatusRequestSchema = z.strictObject({ negotiationBatch: anId, from: safeString().max(40).optional() });
/** POST negotiation-batch/change-status: ON_GOING creates the negotiations; CANCELED needs a reason. */
export const changeBatchStatusSchema = z
  .strictObject({
    negotiationBatch: anId,
    status: z.enum(BATCH_ACTIONS, { error: MSG.statusInvalid }),
    cancelReason: cancelReasonField.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'CANCELED' && !input.cancelReason) ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: MSG.cancelReasonRequired });
  });
export type ChangeBatchStatusInput = z.input<typeof changeBatchStatusSchema>;
/** DELETE negotiation-batch/ {negotiationBatchId}. */
export const deleteBatchSchema = z.strictObject({ negotiationBatchId: anId });

/** POST negotiation/get-status. */
export const negotiationStatusRequestSchema = z.strictObject({ negotiation: anId, status: safeString().max(40).optional() });
/** POST negotiation/change-status: ON_GOING (start), DONE (end), CANCELED (with a rich-text reason). */
export const changeNegotiationStatusSchema = z
  .strictObject({
    negotiation: anId,
    status: z.enum(NEGOTIATION_STATUSES, { error: MSG.statusInvalid }),
    cancelReason: cancelReasonField.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'CANCELED' && !input.cancelReason) ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: MSG.cancelReasonRequired });
  });
export type ChangeNegotiationStatusInput = z.input<typeof changeNegotiationStatusSchema>;

/** PIC name of a schedule: letters, digits, spaces and dots (docs/rules/negotiation.md#schedules). */
export const picNameField = safeString({ error: MSG.picNameRequired })
  .trim()
  .min(1, MSG.picNameRequired)
  .max(100, MSG.picNameInvalid)
  .regex(/^[\p{L}\p{N} .]+$/u, MSG.picNameInvalid);

/** POST negotiation/submit-schedule: sets the vendor's start and PIC, mails the link. */
export const submitScheduleSchema = z.strictObject({
  negotiation: anId,
  startDate: dateTime(MSG.negotiationDateRequired),
  picName: picNameField,
  picEmail: emailField(MSG.emailInvalid, MSG.allInformationRequired),
});
export type SubmitScheduleInput = z.input<typeof submitScheduleSchema>;

const unitPrice = moneyField(MSG.zeroOffer, MSG.amountInvalid, { allowZero: true });
const quantity = decimalField({ rule: { maxIntegerDigits: 15, maxDecimals: 2 }, missing: MSG.capableQtyRange, invalid: MSG.capableQtyRange });

/** POST negotiation-offer-item/submit-offer (online). DEAL / NOT_DEAL answer the latest offer and may omit the items. */
export const submitOfferSchema = z.strictObject({
  negotiation: anId,
  status: z.enum(SUBMITTED_OFFER_STATUSES, { error: MSG.statusInvalid }),
  negotiationOfferItems: z
    .array(z.strictObject({ negotiationItem: anId, offer: unitPrice, capableQty: quantity }), { error: MSG.itemsMismatch })
    .max(1000, MSG.itemsMismatch)
    .optional(),
  /** Kept for the spec's payload; they must agree with the token (docs/rules/negotiation.md#contract). */
  fromAccountId: anId.optional(),
  toAccountId: anId.optional(),
  negotiationOffer: z.unknown().optional(),
  /** The client's key for the attempt: a retry with it answers the first result. */
  idempotencyKey: safeString().regex(/^[\w-]{8,64}$/, PROCUREMENT_MSG.idInvalid).optional(),
});
export type SubmitOfferInput = z.input<typeof submitOfferSchema>;

/** POST /api/secured/negotiation-item/submit-price (offline): final unit prices per item. */
export const submitPriceSchema = z.strictObject({
  negotiation: anId,
  items: z
    .array(z.strictObject({ _id: anId, finalPrice: unitPrice, capableQty: quantity.optional() }), { error: MSG.itemsMismatch })
    .min(1, MSG.itemsMismatch)
    .max(1000, MSG.itemsMismatch),
  /** Move to DONE right after saving (the dialog's Move to DONE). */
  moveToDone: z.boolean().optional(),
});
export type SubmitPriceInput = z.input<typeof submitPriceSchema>;

const logValue = moneyField('', MSG.amountInvalid, { allowZero: true }).nullish();
/** POST /api/secured/negotiation-log/create-or-update. */
export const saveLogsSchema = z.strictObject({
  negotiationId: anId,
  logs: z.array(z.strictObject({ _id: anId.nullish(), buyerOffer: logValue, vendorOffer: logValue })).max(200, MSG.tooManyLogs),
});
export type SaveLogsInput = z.input<typeof saveLogsSchema>;
/** DELETE /api/secured/negotiation-log/delete. */
export const deleteLogsSchema = z.strictObject({ logIds: idListField(PROCUREMENT_MSG.idInvalid) });

/** POST spectator/add-spectator (docs/rules/negotiation.md#contract). */
export const addSpectatorSchema = z.strictObject({
  email: emailField(MSG.emailInvalid, MSG.emailRequired),
  companyId: z.union([anId, safeString().trim().min(1, MSG.companyRequired).max(200, MSG.companyRequired)], { error: MSG.companyRequired }),
  foreignKey: anId,
  module: z.enum(SPECTATOR_MODULES, { error: MSG.statusInvalid }).default('NEGOTIATION'),
  entity: safeString().max(100).optional(),
  link: safeString().max(2000).optional(),
  fromAccountId: anId.optional(),
});
export type AddSpectatorInput = z.input<typeof addSpectatorSchema>;

/** Socket JOIN_NEGOTIATION / LEAVE_NEGOTIATION. */
export const joinNegotiationSchema = z.strictObject({ negotiationId: anId });
/** Socket JOIN_CHAT_ROOM and GET /api/chat/messages/{roomId}?before. */
export const joinChatSchema = z.strictObject({ roomId: anId });
export const chatPageQuerySchema = z.strictObject({ before: z.iso.datetime({ offset: true, error: PROCUREMENT_MSG.dateTimeInvalid }).optional() });
/** Socket NEW_MESSAGE: plain text, sanitised and bounded; empty refused. */
export const newMessageSchema = z.strictObject({
  roomId: anId,
  message: safeString({ error: MSG.messageRequired }, { multiline: true }).trim().min(1, MSG.messageRequired).max(CHAT_MESSAGE_MAX, MSG.messageTooLong),
});
export type NewMessageInput = z.input<typeof newMessageSchema>;

/** GET negotiation-offer-item/find-by-offer/{offerId}. */
export const offerIdParamsSchema = z.strictObject({ offerId: anId });
/** POST negotiation-offer/find-record-before: the offers made before a moment. */
export const findRecordBeforeSchema = z.strictObject({ negotiationId: anId, dateTime: dateTime(PROCUREMENT_MSG.dateTimeInvalid) });
/** GET /api/chat/messages/{id}/search-by-id. */
export const chatMessageIdParamsSchema = z.strictObject({ id: anId });
/** POST invitation/find-by-to-owner-and-foreign-key: the caller's own spectator invitation. */
export const findInvitationSchema = z.strictObject({ foreignKey: anId, toAccountId: anId.optional(), type: safeString().max(40).optional() });
