import { z } from 'zod';
import { safeString } from '../../common/text.schemas';
import { idField } from '../../procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../../procurement/procurement.messages';
import { PLAIN_REASON_MAX } from '../auction.schemas';
import { AUCTION_PAUSE_MSG as MSG } from './auction-pause.messages';
import { ANNOUNCEMENT_MAX, PAUSE_REASON_MIN } from './auction-pause.rules';

// The buyer's pause, resume and announcement commands (decision 189; names as in
// docs/realtime.md): HTTP bodies, and the socket's with the session in the body.

const auctionIdField = idField(PROCUREMENT_MSG.idInvalid);

/** Why the buyer pauses: plain text, at least 10 characters once trimmed. */
export const pauseReasonField = safeString({ error: MSG.pauseReasonRequired }, { multiline: true })
  .trim()
  .min(1, MSG.pauseReasonRequired)
  .min(PAUSE_REASON_MIN, MSG.pauseReasonMinimum)
  .max(PLAIN_REASON_MAX, MSG.pauseReasonTooLong);

/** POST /api/secured/auction/{auctionId}/pause. */
export const pauseAuctionSchema = z.strictObject({ reason: pauseReasonField });
export type PauseAuctionInput = z.input<typeof pauseAuctionSchema>;

/** POST /api/secured/auction/{auctionId}/resume: no body (an empty object is accepted). */
export const resumeAuctionSchema = z.strictObject({});
export type ResumeAuctionInput = z.input<typeof resumeAuctionSchema>;

/** What the buyer tells every room: plain text (shown as text, never as markup), 1 to 500 characters once trimmed. */
export const announcementMessageField = safeString({ error: MSG.announcementRequired }, { multiline: true })
  .trim()
  .min(1, MSG.announcementRequired)
  .max(ANNOUNCEMENT_MAX, MSG.announcementTooLong);

/** POST /api/secured/auction/{auctionId}/announcements. */
export const announcementSchema = z.strictObject({ message: announcementMessageField });
export type AnnouncementInput = z.input<typeof announcementSchema>;

/** Socket PAUSE_AUCTION. */
export const pauseAuctionCommandSchema = pauseAuctionSchema.extend({ auctionId: auctionIdField });
export type PauseAuctionCommand = z.input<typeof pauseAuctionCommandSchema>;
/** Socket RESUME_AUCTION. */
export const resumeAuctionCommandSchema = z.strictObject({ auctionId: auctionIdField });
export type ResumeAuctionCommand = z.input<typeof resumeAuctionCommandSchema>;
/** Socket MAKE_ANNOUNCEMENT. */
export const announcementCommandSchema = announcementSchema.extend({ auctionId: auctionIdField });
export type AnnouncementCommand = z.input<typeof announcementCommandSchema>;
