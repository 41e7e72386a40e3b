import type { FastifyInstance } from 'fastify';
import { procurementIdParamsSchema } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import { idParamsSchema } from '@procura/domain/procurement/procurement.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { sendDownload } from '../../../platform/files/file-download';
import { accountSubject, heavyRead, withHeavyReadBudget } from '../../../platform/heavy-work/heavy-read-budget';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { evaluationByItem, evaluationByVendor, evaluationExport, evaluationTable, unitPrices } from './evaluation.service';

const BUYER = ['buyer_auction'] as const;
const EVALUATION = '/api/secured/procurement/:procurementId/evaluation';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const doc = apiDoc('Evaluation');

/** The Evaluation Score section's tables (docs/rules/procurement.md#evaluation-score); the paths are not shown in the spec. */
export function evaluationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(EVALUATION, doc({ summary: 'The evaluation table: vendors ranked by score and price', params: procurementIdParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await evaluationTable(ctx, user, parse(procurementIdParamsSchema, req.params).procurementId) };
    });

    app.get(`${EVALUATION}/by-item`, doc({ summary: 'The evaluation per item', params: procurementIdParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await evaluationByItem(ctx, user, parse(procurementIdParamsSchema, req.params).procurementId) };
    });

    app.get(`${EVALUATION}/by-vendor`, doc({ summary: 'The evaluation per vendor', params: procurementIdParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await evaluationByVendor(ctx, user, parse(procurementIdParamsSchema, req.params).procurementId) };
    });

    app.get(`${EVALUATION}/export`, heavyRead(doc({ summary: 'The evaluation as xlsx', params: procurementIdParamsSchema, file: XLSX, roles: BUYER })), async (req, reply) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamsSchema, req.params);
      // A heavy read (docs/decisions.md 221): the account's budget first.
      const file = await withHeavyReadBudget(ctx, accountSubject(user), () => evaluationExport(ctx, user, procurementId));
      return sendDownload(reply, { ...file, mimeType: XLSX });
    });

    // The Unit Price dialog of a Total Price By Unit procurement.
    app.get('/api/secured/procurement-vendor/:id/unit-prices', doc({ summary: 'The unit prices of a vendor (Total Price By Unit)', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await unitPrices(ctx, user, parse(idParamsSchema, req.params).id) };
    });
  };
}
