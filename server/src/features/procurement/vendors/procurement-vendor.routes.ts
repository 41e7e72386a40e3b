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
} from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import { idParamsSchema } from '@procura/domain/procurement/procurement.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { evaluationRoutes } from './evaluation.routes';
import { vendorLookupRoutes } from './vendor-lookup.routes';
import { createVendor, deleteVendors, getVendor, listVendors, updateVendor } from './procurement-vendor.service';
import { addVendorItems, deleteVendorItems, listAvailableItems, listVendorItems } from './vendor-item.service';
import { setAdministrationScore, setItemTechnicalScores, setTechnicalScore } from './vendor-score.service';

const BUYER = ['buyer_auction'] as const;
const VENDOR = '/api/secured/procurement-vendor';
const doc = apiDoc('Procurement vendors');

/**
 * Procurement vendors: CRUD, vendor items, administration and technical scores, evaluation.
 * Every answer is 200 with `{ data }` (the spec's client takes any other status as an error).
 */
export function procurementVendorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(VENDOR, doc({ summary: 'The vendors of a procurement: a page', query: listVendorsQuerySchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listVendors(ctx, user, parse(listVendorsQuerySchema, req.query)) };
    });

    app.get(`${VENDOR}/:id`, doc({ summary: 'One vendor of a procurement', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await getVendor(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.post(VENDOR, doc({ summary: 'Add a vendor to a procurement', body: vendorSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await createVendor(ctx, user, parse(vendorSchema, req.body)) };
    });

    app.patch(`${VENDOR}/:id`, doc({ summary: 'Change a vendor of a procurement', params: idParamsSchema, body: vendorSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await updateVendor(ctx, user, id, parse(vendorSchema, req.body)) };
    });

    app.delete(VENDOR, doc({ summary: 'Remove vendors from a procurement', body: deleteVendorsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await deleteVendors(ctx, user, parse(deleteVendorsSchema, req.body)) };
    });

    // Vendor items (the Vendor Item dialog; the spec does not show these paths).
    app.get(`${VENDOR}/:id/items`, doc({ summary: 'The items a vendor offers', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listVendorItems(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.get(`${VENDOR}/:id/available-items`, doc({ summary: 'The items a vendor may still be given', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listAvailableItems(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.post(`${VENDOR}/:id/items`, doc({ summary: 'Give a vendor items', params: idParamsSchema, body: addVendorItemsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await addVendorItems(ctx, user, id, parse(addVendorItemsSchema, req.body)) };
    });

    app.delete('/api/secured/procurement-vendor-item/many', doc({ summary: 'Take items from vendors', body: deleteVendorItemsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await deleteVendorItems(ctx, user, parse(deleteVendorItemsSchema, req.body)) };
    });

    // Scores.
    app.patch(`${VENDOR}/:id/administration-score`, doc({ summary: 'The administration score of a vendor', params: idParamsSchema, body: administrationScoreSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await setAdministrationScore(ctx, user, id, parse(administrationScoreSchema, req.body)) };
    });

    app.patch(`${VENDOR}/:id/technical-score`, doc({ summary: 'The technical score of a vendor', params: idParamsSchema, body: technicalScoreSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await setTechnicalScore(ctx, user, id, parse(technicalScoreSchema, req.body)) };
    });

    app.patch(`${VENDOR}/:id/item-technical-scores`, doc({ summary: 'The technical scores of a vendor per item', params: idParamsSchema, body: itemTechnicalScoresSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await setItemTechnicalScores(ctx, user, id, parse(itemTechnicalScoresSchema, req.body)) };
    });

    await app.register(evaluationRoutes(ctx));
    await app.register(vendorLookupRoutes(ctx));
  };
}
