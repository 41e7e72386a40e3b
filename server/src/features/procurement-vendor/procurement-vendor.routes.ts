import type { FastifyInstance } from 'fastify';
import {
  addVendorItemsSchema,
  administrationScoreSchema,
  deleteVendorItemsSchema,
  deleteVendorsSchema,
  itemTechnicalScoresSchema,
  listVendorsQuerySchema,
  technicalScoreSchema,
  vendorSchema,
} from '@procura/domain/procurement/procurement-vendor.schemas';
import { idParamsSchema } from '@procura/domain/procurement/procurement.schemas';
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import { evaluationRoutes } from './evaluation.routes';
import { createVendor, deleteVendors, getVendor, listVendors, updateVendor } from './procurement-vendor.service';
import { addVendorItems, deleteVendorItems, listAvailableItems, listVendorItems } from './vendor-item.service';
import { setAdministrationScore, setItemTechnicalScores, setTechnicalScore } from './vendor-score.service';

const BUYER = ['buyer_auction'] as const;
const VENDOR = '/api/secured/procurement-vendor';

/**
 * Procurement vendors: CRUD, vendor items, administration and technical scores, evaluation.
 * Every answer is 200 with `{ data }` (the spec's client takes any other status as an error).
 */
export function procurementVendorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(VENDOR, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listVendors(ctx, user, parse(listVendorsQuerySchema, req.query)) };
    });

    app.get(`${VENDOR}/:id`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await getVendor(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.post(VENDOR, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await createVendor(ctx, user, parse(vendorSchema, req.body)) };
    });

    app.patch(`${VENDOR}/:id`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await updateVendor(ctx, user, id, parse(vendorSchema, req.body)) };
    });

    app.delete(VENDOR, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await deleteVendors(ctx, user, parse(deleteVendorsSchema, req.body)) };
    });

    // Vendor items (the Vendor Item dialog; the spec does not show these paths).
    app.get(`${VENDOR}/:id/items`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listVendorItems(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.get(`${VENDOR}/:id/available-items`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listAvailableItems(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.post(`${VENDOR}/:id/items`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await addVendorItems(ctx, user, id, parse(addVendorItemsSchema, req.body)) };
    });

    app.delete('/api/secured/procurement-vendor-item/many', async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await deleteVendorItems(ctx, user, parse(deleteVendorItemsSchema, req.body)) };
    });

    // Scores.
    app.patch(`${VENDOR}/:id/administration-score`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await setAdministrationScore(ctx, user, id, parse(administrationScoreSchema, req.body)) };
    });

    app.patch(`${VENDOR}/:id/technical-score`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await setTechnicalScore(ctx, user, id, parse(technicalScoreSchema, req.body)) };
    });

    app.patch(`${VENDOR}/:id/item-technical-scores`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await setItemTechnicalScores(ctx, user, id, parse(itemTechnicalScoresSchema, req.body)) };
    });

    await app.register(evaluationRoutes(ctx));
  };
}
