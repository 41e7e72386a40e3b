import type { FastifyInstance } from 'fastify';
import { negotiationLogParamsSchema } from '@procura/domain/negotiation/negotiation-outside.schemas';
import { negotiationReportParamsSchema, negotiationReportQuerySchema } from '@procura/domain/report/report-negotiation.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { accountSubject, heavyRead, withHeavyReadBudget } from '../../../platform/heavy-work/heavy-read-budget';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { negotiationReport, negotiationReportLog } from './negotiation-report.service';

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

    // The spec's call for outside clients (docs/rules/negotiation.md#spec-api-paths-for-outside-clients): the log section B of the minutes prints.
    app.get('/api/secured/generate-report-nego-log/find-by/:negotiationId', doc({ summary: "The negotiation minutes' log of one negotiation", params: negotiationLogParamsSchema, roles: BUYER, description: "The rounds section B of the minutes prints, read from the database as the report reads them: online, every offer in ledger order (time, side, status, total); offline, the rounds typed in the price dialog (no time, no status). Any status (the rounds so far). The buyer of the negotiation's company only; another company's negotiation answers 404 as an unknown one. The report form's own fields (letter numbers and days, media) are typed for each report and not kept." }), async (req) => {
      const user = requireUser(req, BUYER);
      const { negotiationId } = parse(negotiationLogParamsSchema, req.params);
      return { data: await negotiationReportLog(ctx, user, negotiationId) };
    });
  };
}
