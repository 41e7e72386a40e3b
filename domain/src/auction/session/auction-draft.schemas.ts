import { z } from 'zod';
import { idField } from '../../procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../../procurement/procurement.messages';
import type { AuctionSessionView } from '../../procurement/procurement.views';
import { sessionVendorIdsField } from './auction-session.schemas';

// The spec's calls that save a draft session for outside clients (docs/rules/auction.md#spec-api-paths-for-outside-clients):
// the same form and rules as POST and PATCH /api/secured/auction.

/**
 * The fields of the auction object (as GET /api/secured/auction/{auctionId} answers it) that the server
 * keeps: save-as-draft ignores what a client sends back in them. `_id` names the draft to save again.
 */
export const SESSION_READ_ONLY_FIELDS = ['_id', 'status', 'auctionNumber', 'stoppedManually', 'stopReason', 'createdAt', 'updatedAt'] as const satisfies readonly (keyof AuctionSessionView)[];

/** POST /api/secured/auction/save-as-draft: `_id` (absent or null: a new draft); the rest of the object is the session form. */
export const saveAsDraftIdSchema = z.object({ _id: idField(PROCUREMENT_MSG.idInvalid).nullish() });

/** The session form an auction object holds, always saved as a DRAFT (the object's own status is read-only). */
export function draftFormOf(object: Record<string, unknown>): Record<string, unknown> {
  const readOnly = new Set<string>(SESSION_READ_ONLY_FIELDS);
  return { ...Object.fromEntries(Object.entries(object).filter(([key]) => !readOnly.has(key))), status: 'DRAFT' };
}

/** POST /api/secured/auction-vendor: the vendors of a draft session (procurement vendor ids), replacing the chosen ones. */
export const saveAuctionVendorsSchema = z.strictObject({
  auction: idField(PROCUREMENT_MSG.idInvalid),
  vendorIds: sessionVendorIdsField,
});
export type SaveAuctionVendorsInput = z.input<typeof saveAuctionVendorsSchema>;
