import type { FastifyInstance } from 'fastify';
import { DASHBOARD_COUNTERS, DASHBOARD_SERIES, dashboardYearQuerySchema } from '@procura/domain/dashboard/dashboard.schemas';
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { dashboardCount, dashboardLastLogin, dashboardSeries } from './dashboard.service';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/dashboard';
const doc = apiDoc('Dashboard');

/** The buyer dashboard: four counters, two monthly series, and the caller's previous sign-in. */
export function dashboardRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    for (const counter of DASHBOARD_COUNTERS) {
      app.get(`${BASE}/${counter}`, doc({ summary: `Counter: ${counter}`, roles: BUYER }), async (req) => ({ data: await dashboardCount(ctx, requireUser(req, BUYER), counter) }));
    }
    for (const name of DASHBOARD_SERIES) {
      app.get(`${BASE}/${name}`, doc({ summary: `Monthly series: ${name}`, query: dashboardYearQuerySchema, roles: BUYER }), async (req) => {
        const user = requireUser(req, BUYER);
        return { data: await dashboardSeries(ctx, user, name, parse(dashboardYearQuerySchema, req.query)) };
      });
    }
    app.get(`${BASE}/last-login`, doc({ summary: 'The previous sign-in of the caller' }), async (req) => ({ data: await dashboardLastLogin(ctx, requireUser(req)) }));
  };
}
