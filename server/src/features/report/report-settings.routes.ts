import type { FastifyInstance } from 'fastify';
import {
  companyIdParamsSchema,
  createReportSettingsSchema,
  updateReportSettingsSchema,
} from '@procura/domain/report/report-auction.schemas';
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { createReportSettings, findReportSettings, updateReportSettings } from './report-settings.service';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/generate-report-auction';
const doc = apiDoc('Reports');

/** The auction report's settings per company (docs/rules/reports-dashboard-help.md#auction-reports). */
export function reportSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${BASE}/find-by/:companyId`, doc({ summary: 'The auction report settings of a company', params: companyIdParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { companyId } = parse(companyIdParamsSchema, req.params);
      return { data: await findReportSettings(ctx, user, companyId) };
    });

    app.post(`${BASE}/create`, doc({ summary: 'Create the auction report settings', body: createReportSettingsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { companyId, ...fields } = parse(createReportSettingsSchema, req.body);
      return { data: await createReportSettings(ctx, user, companyId, fields) };
    });

    app.patch(`${BASE}/update/:companyId`, doc({ summary: 'Change the auction report settings', params: companyIdParamsSchema, body: updateReportSettingsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { companyId } = parse(companyIdParamsSchema, req.params);
      return { data: await updateReportSettings(ctx, user, companyId, parse(updateReportSettingsSchema, req.body)) };
    });
  };
}
