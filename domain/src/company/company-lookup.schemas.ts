import { z } from 'zod';
import { COMPANY_MSG } from './company.messages';
import type { CompanyView } from './company.schemas';

// The spec's company look-ups for outside clients (docs/rules/companies.md#spec-api-paths-for-outside-clients):
// GET /api/secured/company/{id} and GET /api/secured/company/find-by-ids?id=...&id=...

/** At most this many ids in one find-by-ids call. */
export const COMPANY_LOOKUP_MAX_IDS = 100;

const companyId = z.uuid({ error: COMPANY_MSG.companyNotFound });

/** Path {id} of GET company/{id}: an id that is no UUID names no company. */
export const companyLookupParamsSchema = z.strictObject({ id: companyId });

/** Query of GET company/find-by-ids: `id` once or repeated; each id counted once, in the order asked. */
export const findCompaniesByIdsSchema = z.strictObject({
  id: z
    .union([companyId, z.array(companyId).min(1, COMPANY_MSG.companyNotFound).max(COMPANY_LOOKUP_MAX_IDS, COMPANY_MSG.companyNotFound)], { error: COMPANY_MSG.companyNotFound })
    .transform((ids) => [...new Set(Array.isArray(ids) ? ids : [ids])]),
});
export type FindCompaniesByIdsQuery = z.input<typeof findCompaniesByIdsSchema>;

/** A company the caller deals with but does not belong to: its name only (what the spec's screens read of it). */
export interface CompanyCardView {
  _id: string;
  companyName: string;
}

/** The caller's own company in full (GET /api/secured/company's shape); any other company it deals with as a card. */
export type CompanyLookupView = CompanyView | CompanyCardView;
