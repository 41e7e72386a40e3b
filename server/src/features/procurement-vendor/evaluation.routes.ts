import type { FastifyInstance } from 'fastify';
import { procurementIdParamsSchema } from '@procura/domain/procurement/procurement-vendor.schemas';
import { idParamsSchema } from '@procura/domain/procurement/procurement.schemas';
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import { evaluationByItem, evaluationByVendor, evaluationExport, evaluationTable, unitPrices } from './evaluation.service';

const BUYER = ['buyer_auction'] as const;
const EVALUATION = '/api/secured/procurement/:procurementId/evaluation';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Evaluation Score section's tables (spec 2 section 2.7); the paths are not shown in the spec. */
export function evaluationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(EVALUATION, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await evaluationTable(ctx, user, parse(procurementIdParamsSchema, req.params).procurementId) };
    });

    app.get(`${EVALUATION}/by-item`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await evaluationByItem(ctx, user, parse(procurementIdParamsSchema, req.params).procurementId) };
    });

    app.get(`${EVALUATION}/by-vendor`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await evaluationByVendor(ctx, user, parse(procurementIdParamsSchema, req.params).procurementId) };
    });

    app.get(`${EVALUATION}/export`, async (req, reply) => {
      const user = requireUser(req, BUYER);
      const file = await evaluationExport(ctx, user, parse(procurementIdParamsSchema, req.params).procurementId);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    });

    // The Unit Price dialog of a Total Price By Unit procurement.
    app.get('/api/secured/procurement-vendor/:id/unit-prices', async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await unitPrices(ctx, user, parse(idParamsSchema, req.params).id) };
    });
  };
}
