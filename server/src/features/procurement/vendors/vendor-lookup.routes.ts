import type { FastifyInstance, FastifyRequest } from 'fastify';
import { procurementIdParamsSchema } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import { accountIdParamsSchema, findVendorItemsSchema, procurementVendorIdParamsSchema, vendorIdParamsSchema } from '@procura/domain/procurement/vendors/vendor-lookup.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { ACCOUNT_ROWS_LIMIT, itemsOfVendor, participantsOf, publicVendor, vendorRowsOfAccount } from './vendor-lookup.service';

const doc = apiDoc('Procurement vendors');
const READERS =
  "The buyer of the procurement's company reads the buyer's view; a vendor account only its own rows (once invited to a session or a negotiation of the procurement), without the buyer's evaluation; anyone else gets 404 as for an unknown id.";

/**
 * The spec's read paths for outside clients (docs/rules/procurement.md#spec-api-paths-for-outside-clients). Registered
 * inside the authenticated scope, the participant paths outside /api/secured too (decision 79): their answer depends
 * on who asks. No role gate: a caller with nothing to read gets 404.
 */
export function vendorLookupRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const participants = async (req: FastifyRequest) => {
      const user = requireUser(req);
      return { data: await participantsOf(ctx, user, parse(procurementIdParamsSchema, req.params).procurementId) };
    };
    const participantDoc = (summary: string) =>
      doc({ summary, params: procurementIdParamsSchema, description: `${READERS} The buyer: every vendor of the procurement (ProcurementVendorView); a vendor: its own row.`, answer: 'A list of vendors' });
    app.get('/api/procurement-vendor/participant/:procurementId', participantDoc('The vendors a session of the procurement takes part with'), participants);
    // A SIMULATION session chooses from the same vendors as a REALTIME one (docs/rules/auction.md#session-life): the same answer.
    app.get('/api/procurement-vendor/simulation/participant/:procurementId', participantDoc('The vendors a simulation session of the procurement takes part with'), participants);

    app.get(
      '/api/procurement-vendor/public/:procurementVendorId',
      doc({
        summary: 'A procurement vendor by id: its company name only',
        params: procurementVendorIdParamsSchema,
        description: `${READERS} Never an e-mail, phone, PIC, score, price or account.`,
        answer: '`{ _id, procurementId, name }`',
      }),
      async (req) => {
        const user = requireUser(req);
        return { data: await publicVendor(ctx, user, parse(procurementVendorIdParamsSchema, req.params).procurementVendorId) };
      },
    );

    app.get(
      '/api/secured/procurement-vendor/find-by-account/:accountId',
      doc({
        summary: 'The procurement vendor rows of a vendor account, newest first',
        params: accountIdParamsSchema,
        description: `${READERS} A vendor asks with its own account id only; a buyer gets the rows of its company's procurements (404 when none). At most ${ACCOUNT_ROWS_LIMIT} rows.`,
        answer: 'A list of vendors',
      }),
      async (req) => {
        const user = requireUser(req);
        return { data: await vendorRowsOfAccount(ctx, user, parse(accountIdParamsSchema, req.params).accountId) };
      },
    );

    app.get(
      '/api/secured/procurement-vendor-item/:vendorId/by-vendor',
      doc({ summary: 'The items of a procurement vendor', params: vendorIdParamsSchema, description: READERS, answer: 'A list of vendor items' }),
      async (req) => {
        const user = requireUser(req);
        return { data: await itemsOfVendor(ctx, user, parse(vendorIdParamsSchema, req.params).vendorId) };
      },
    );

    app.post(
      '/api/secured/procurement-vendor-item/find-by-vendor-and-item',
      doc({
        summary: 'The items of a procurement vendor among the given procurement items',
        body: findVendorItemsSchema,
        description: `${READERS} Items the vendor does not offer are left out.`,
        answer: 'A list of vendor items',
      }),
      async (req) => {
        const user = requireUser(req);
        const { procVendorId, itemIds } = parse(findVendorItemsSchema, req.body);
        return { data: await itemsOfVendor(ctx, user, procVendorId, itemIds) };
      },
    );
  };
}
