import type { FastifyInstance } from 'fastify';
import { procurementVendorIdParamsSchema } from '@procura/domain/procurement/vendors/vendor-lookup.schemas';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { publicVendor } from './vendor-lookup.service';

const doc = apiDoc('Procurement vendors');

/**
 * GET /api/procurement-vendor/public/{procurementVendorId}: unsecured in the spec, so registered outside the
 * authenticated scope. It answers the row's company name and ids only
 * (docs/rules/procurement.md#spec-api-paths-for-outside-clients).
 */
export function procurementVendorPublicRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/procurement-vendor/public/:procurementVendorId',
      doc({
        summary: 'A procurement vendor by id, without a token: its company name only',
        params: procurementVendorIdParamsSchema,
        description: 'No token needed. Never an e-mail, phone, PIC, score, price or account; 404 for an unknown id.',
        answer: '`{ _id, procurementId, name }`',
      }),
      async (req) => ({ data: await publicVendor(ctx, parse(procurementVendorIdParamsSchema, req.params).procurementVendorId) }),
    );
  };
}
