import { z } from 'zod';
import { safeString } from '../../common/text.schemas';
import { OBJECTION_MSG as MSG } from './objection.messages';
import { OBJECTION_TEXT_MAX } from './objection.rules';

// The bodies of POST …/objections and POST …/objections/{objectionId}/answer (docs/rules/auction-bidding.md#objections).

/** POST /api/secured/auction/{auctionId}/objections: the vendor's objection, plain text. */
export const objectionSchema = z.strictObject({
  text: safeString({ error: MSG.textRequired }, { multiline: true }).trim().min(1, MSG.textRequired).max(OBJECTION_TEXT_MAX, MSG.textTooLong),
});
export type ObjectionInput = z.input<typeof objectionSchema>;

/** POST …/objections/{objectionId}/answer: the buyer's answer, and whether it upholds the objection. */
export const objectionAnswerSchema = z.strictObject({
  text: safeString({ error: MSG.answerRequired }, { multiline: true }).trim().min(1, MSG.answerRequired).max(OBJECTION_TEXT_MAX, MSG.answerTooLong),
  upheld: z.boolean({ error: MSG.upheldRequired }),
});
export type ObjectionAnswerInput = z.input<typeof objectionAnswerSchema>;

export const objectionIdParamSchema = z.strictObject({
  auctionId: z.uuid({ error: MSG.objectionNotFound }),
  objectionId: z.uuid({ error: MSG.objectionNotFound }),
});
