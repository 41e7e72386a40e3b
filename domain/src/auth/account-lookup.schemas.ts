import { z } from 'zod';
import { AUCTION_MSG } from '../auction/auction.messages';
import { REQUEST_MSG } from '../common/request.messages';
import { MAX_EMAIL, safeString } from '../common/text.schemas';
import { NEGOTIATION_MSG } from '../negotiation/negotiation.messages';
import { idField } from '../procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../procurement/procurement.messages';
import { ROLES, type Role } from './auth.rules';

// The spec's account look-ups for outside clients (docs/rules/accounts-and-sign-in.md#spec-api-paths-for-outside-clients):
// GET /api/secured/account/{id} and GET /api/secured/account/find-like-email-and-role?email&role.

/** The shortest part of an e-mail a look-up takes: fewer characters would list too much. */
export const ACCOUNT_LOOKUP_MIN_CHARS = 3;
/** At most this many accounts per look-up (an autocomplete's list). */
export const ACCOUNT_LOOKUP_MAX_RESULTS = 10;

/** Path {id} of GET account/{id}. */
export const accountIdParamsSchema = z.strictObject({ id: idField(PROCUREMENT_MSG.idInvalid) });

/** Query of GET account/find-like-email-and-role: part of an e-mail (any case) and, optionally, a role (the spec writes roles in either case). */
export const findLikeEmailAndRoleSchema = z.strictObject({
  email: safeString({ error: (issue) => (issue.input === undefined ? NEGOTIATION_MSG.emailRequired : AUCTION_MSG.reasonMinimum) })
    .trim()
    .toLowerCase()
    .min(ACCOUNT_LOOKUP_MIN_CHARS, AUCTION_MSG.reasonMinimum)
    .max(MAX_EMAIL, NEGOTIATION_MSG.emailInvalid),
  role: safeString({ error: REQUEST_MSG.badRequest })
    .trim()
    .toLowerCase()
    .pipe(z.enum(ROLES, { error: REQUEST_MSG.badRequest }))
    .optional(),
});
export type FindLikeEmailAndRoleQuery = z.input<typeof findLikeEmailAndRoleSchema>;

/** An account as another account may see it (the spec's Account entity): no password, token or sign-in facts. */
export interface AccountCardView {
  _id: string;
  email: string;
  role: Role;
  companyId: string | null;
  firstName: string;
  lastName: string;
}
