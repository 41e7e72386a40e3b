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
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
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
const doc = apiDoc('Procurement');

/** Procurements (initiations): list, search, create, detail, submit, cancel, close, scoring; tips. */
export function procurementRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(BASE, doc({ summary: 'Procurements (initiations) of the company: a page, filtered and sorted', query: listProcurementsQuerySchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listProcurements(ctx, user, parse(listProcurementsQuerySchema, req.query)) };
    });

    app.post(BASE, doc({ summary: 'Create a procurement (DRAFT)', body: createProcurementSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await createProcurement(ctx, user, parse(createProcurementSchema, req.body)) };
    });

    app.delete(BASE, doc({ summary: 'Delete draft procurements', body: deleteProcurementsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementIds } = parse(deleteProcurementsSchema, req.body);
      return { data: await deleteProcurements(ctx, user, procurementIds) };
    });

    app.get(`${BASE}/search`, doc({ summary: 'Full-text search of the procurements of the company', query: searchQuerySchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await searchProcurements(ctx, user, parse(searchQuerySchema, req.query).keyword) };
    });

    // A buyer rebuilds its company's search text; the super admin every company's (its Maintenance page).
    app.post(`${BASE}/rebuild-index`, doc({ summary: 'Rebuild the search text (a buyer: its company; the super admin: every company)', roles: REINDEXERS }), async (req) => ({ data: await rebuildSearchIndex(ctx, requireUser(req, REINDEXERS)) }));

    app.get(`${BASE}/:id`, doc({ summary: 'One procurement', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await getProcurement(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.patch(`${BASE}/:id`, doc({ summary: 'Change a draft procurement', params: idParamsSchema, body: updateProcurementSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await updateProcurement(ctx, user, id, parse(updateProcurementSchema, req.body)) };
    });

    app.post(`${BASE}/:id/submit`, doc({ summary: 'Submit a draft procurement (OPEN)', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await submitProcurement(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.post(`${BASE}/:id/cancel`, doc({ summary: 'Cancel a procurement with a reason', params: idParamsSchema, body: cancelSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await cancelProcurement(ctx, user, id, parse(cancelSchema, req.body).reason) };
    });

    app.get(`${BASE}/:id/close-preview`, doc({ summary: 'What closing the procurement would decide (winners, final prices)', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await closePreview(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.post(`${BASE}/:id/close`, doc({ summary: 'Close (end) the procurement', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await closeProcurement(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.patch(`${BASE}/:id/evaluation-score`, doc({ summary: 'The scoring weights of the evaluation', params: idParamsSchema, body: scoringPercentageSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await setEvaluationScoring(ctx, user, id, parse(scoringPercentageSchema, req.body)) };
    });

    // Tips belong to the person, whatever the role: any signed-in account may keep its own.
    app.get('/api/secured/tips/dismissed', doc({ summary: 'The tips the caller dismissed' }), async (req) => ({ data: await listDismissedTips(ctx, requireUser(req)) }));

    app.post('/api/secured/tips/dismissed', doc({ summary: 'Dismiss a tip', body: dismissTipSchema }), async (req) => {
      const user = requireUser(req);
      return { data: await dismissTip(ctx, user, parse(dismissTipSchema, req.body).tipKey) };
    });
  };
}
