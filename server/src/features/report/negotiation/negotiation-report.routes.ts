import type { FastifyInstance } from 'fastify';
import { negotiationReportParamsSchema, negotiationReportQuerySchema } from '@procura/domain/report/report-negotiation.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { accountSubject, heavyRead, withHeavyReadBudget } from '../../../platform/heavy-work/heavy-read-budget';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { negotiationReport } from './negotiation-report.service';

const BUYER = ['buyer_auction'] as const;
const doc = apiDoc('Reports');

/** The negotiation minutes (docs/rules/reports-dashboard-help.md#negotiation-report, Reports): the spec's bank-specific path and the product's name for it. */
export function negotiationReportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    for (const segment of ['bni-negotiation-report', 'negotiation-report']) {
      app.get(`/api/secured/report/${segment}/:procurementId/:batchId/:negotiationId`, heavyRead(doc({ summary: `The negotiation minutes (DOCX as base64; ${segment})`, params: negotiationReportParamsSchema, query: negotiationReportQuerySchema, roles: BUYER })), async (req) => {
        const user = requireUser(req, BUYER);
        const target = parse(negotiationReportParamsSchema, req.params);
        const form = parse(negotiationReportQuerySchema, req.query);
        // A heavy read (docs/decisions.md 221): the account's budget first.
        return withHeavyReadBudget(ctx, accountSubject(user), async () => ({ data: await negotiationReport(ctx, user, target, form) }));
      });
    }
  };
}
