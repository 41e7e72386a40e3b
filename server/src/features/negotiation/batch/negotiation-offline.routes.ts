import type { FastifyInstance } from 'fastify';
import { deleteLogsSchema, saveLogsSchema, submitPriceSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { z } from 'zod';
import { idField } from '@procura/domain/procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { deleteLogs, logsOfNegotiation, saveLogs, submitPrice } from './negotiation-offline.service';

const BUYER = ['buyer_auction'] as const;
const NEGOTIATION_ITEM = '/api/secured/negotiation-item';
const LOG = '/api/secured/negotiation-log';
const doc = apiDoc('Negotiation');
const negotiationIdParamsSchema = z.strictObject({ negotiationId: idField(PROCUREMENT_MSG.idInvalid) });

/** The offline price dialog: final prices per item and the negotiation log (docs/rules/negotiation.md#offline-prices). */
export function negotiationOfflineRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(`${NEGOTIATION_ITEM}/submit-price`, doc({ summary: 'Offline negotiation: the final prices per item', body: submitPriceSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await submitPrice(ctx, user, parse(submitPriceSchema, req.body)) };
    });

    app.post(`${LOG}/create-or-update`, doc({ summary: 'Offline negotiation: save log lines', body: saveLogsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await saveLogs(ctx, user, parse(saveLogsSchema, req.body)) };
    });

    // The spec's bank-specific segment, and the product's name for the same list.
    for (const segment of ['bni-log-per-negotiation', 'log-per-negotiation']) {
      app.get(`${LOG}/${segment}/:negotiationId`, doc({ summary: `Offline negotiation: the log (${segment})`, params: negotiationIdParamsSchema, roles: BUYER }), async (req) => {
        const user = requireUser(req, BUYER);
        const { negotiationId } = parse(negotiationIdParamsSchema, req.params);
        return { data: await logsOfNegotiation(ctx, user, negotiationId) };
      });
    }

    app.delete(`${LOG}/delete`, doc({ summary: 'Offline negotiation: delete log lines', body: deleteLogsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { logIds } = parse(deleteLogsSchema, req.body);
      return { data: await deleteLogs(ctx, user, logIds) };
    });
  };
}
