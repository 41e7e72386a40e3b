import type { FastifyInstance } from 'fastify';
import { dismissTipSchema } from '@procura/domain/procurement/procurement-tips.schemas';
import {
  cancelSchema,
  createProcurementSchema,
  deleteProcurementsSchema,
  idParamsSchema,
  listProcurementsQuerySchema,
  scoringPercentageSchema,
  searchQuerySchema,
  updateProcurementSchema,
} from '@procura/domain/procurement/procurement.schemas';
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import { cancelProcurement, closePreview, closeProcurement, submitProcurement } from './procurement-lifecycle.service';
import { dismissTip, listDismissedTips } from './procurement-tips.service';
import {
  createProcurement,
  deleteProcurements,
  getProcurement,
  listProcurements,
  rebuildSearchIndex,
  searchProcurements,
  setEvaluationScoring,
  updateProcurement,
} from './procurement.service';

const BUYER = ['buyer_auction'] as const;
const REINDEXERS = ['buyer_auction', 'super_admin'] as const;
const BASE = '/api/secured/procurement';

/** Procurements (initiations): list, search, create, detail, submit, cancel, close, scoring; tips. */
export function procurementRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(BASE, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listProcurements(ctx, user, parse(listProcurementsQuerySchema, req.query)) };
    });

    app.post(BASE, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await createProcurement(ctx, user, parse(createProcurementSchema, req.body)) };
    });

    app.delete(BASE, async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementIds } = parse(deleteProcurementsSchema, req.body);
      return { data: await deleteProcurements(ctx, user, procurementIds) };
    });

    app.get(`${BASE}/search`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await searchProcurements(ctx, user, parse(searchQuerySchema, req.query).keyword) };
    });

    // A buyer rebuilds its company's search text; the super admin every company's (its Maintenance page).
    app.post(`${BASE}/rebuild-index`, async (req) => ({ data: await rebuildSearchIndex(ctx, requireUser(req, REINDEXERS)) }));

    app.get(`${BASE}/:id`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await getProcurement(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.patch(`${BASE}/:id`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await updateProcurement(ctx, user, id, parse(updateProcurementSchema, req.body)) };
    });

    app.post(`${BASE}/:id/submit`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await submitProcurement(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.post(`${BASE}/:id/cancel`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await cancelProcurement(ctx, user, id, parse(cancelSchema, req.body).reason) };
    });

    app.get(`${BASE}/:id/close-preview`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await closePreview(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.post(`${BASE}/:id/close`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await closeProcurement(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.patch(`${BASE}/:id/evaluation-score`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await setEvaluationScoring(ctx, user, id, parse(scoringPercentageSchema, req.body)) };
    });

    // Tips belong to the person, whatever the role: any signed-in account may keep its own.
    app.get('/api/secured/tips/dismissed', async (req) => ({ data: await listDismissedTips(ctx, requireUser(req)) }));

    app.post('/api/secured/tips/dismissed', async (req) => {
      const user = requireUser(req);
      return { data: await dismissTip(ctx, user, parse(dismissTipSchema, req.body).tipKey) };
    });
  };
}
