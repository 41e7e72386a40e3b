import type { FastifyInstance } from 'fastify';
import {
  companyIdParamsSchema,
  createReportSettingsSchema,
  updateReportSettingsSchema,
} from '@procura/domain/report/report-auction.schemas';
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import { createReportSettings, findReportSettings, updateReportSettings } from './report-settings.service';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/generate-report-auction';

/** The auction report's settings per company (spec 3 section 7 "Reports"). */
export function reportSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${BASE}/find-by/:companyId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { companyId } = parse(companyIdParamsSchema, req.params);
      return { data: await findReportSettings(ctx, user, companyId) };
    });

    app.post(`${BASE}/create`, async (req) => {
      const user = requireUser(req, BUYER);
      const { companyId, ...fields } = parse(createReportSettingsSchema, req.body);
      return { data: await createReportSettings(ctx, user, companyId, fields) };
    });

    app.patch(`${BASE}/update/:companyId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { companyId } = parse(companyIdParamsSchema, req.params);
      return { data: await updateReportSettings(ctx, user, companyId, parse(updateReportSettingsSchema, req.body)) };
    });
  };
}
