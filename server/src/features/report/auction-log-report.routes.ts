import type { FastifyInstance } from 'fastify';
import { logAuctionReportQuerySchema, reportProcurementParamsSchema, resultAuctionReportQuerySchema } from '@procura/domain/report/report-auction.schemas';
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { accountSubject, heavyRead, withHeavyReadBudget } from '../../platform/heavy-work/heavy-read-budget';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { auctionLogReport, resultAuctionReport } from './auction-log-report.service';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/report';
const doc = apiDoc('Reports');

/** The Auction Log Report and the Report Result Auction (docs/rules/reports-dashboard-help.md#auction-reports; docs/api/reports.md). */
export function auctionReportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${BASE}/log-auction-jasper/:procurementId`, heavyRead(doc({ summary: 'The Auction Log Report (PDF as base64)', params: reportProcurementParamsSchema, query: logAuctionReportQuerySchema, roles: BUYER })), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(reportProcurementParamsSchema, req.params);
      const texts = parse(logAuctionReportQuerySchema, req.query);
      // A heavy read (docs/decisions.md 221): the account's budget first, before any database work.
      return withHeavyReadBudget(ctx, accountSubject(user), async () => ({ data: await auctionLogReport(ctx, user, procurementId, texts) }));
    });

    app.get(`${BASE}/result-auction/:procurementId`, heavyRead(doc({ summary: 'The Report Result Auction (PDF as base64)', params: reportProcurementParamsSchema, query: resultAuctionReportQuerySchema, roles: BUYER })), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(reportProcurementParamsSchema, req.params);
      parse(resultAuctionReportQuerySchema, req.query);
      return withHeavyReadBudget(ctx, accountSubject(user), async () => ({ data: await resultAuctionReport(ctx, user, procurementId) }));
    });
  };
}
