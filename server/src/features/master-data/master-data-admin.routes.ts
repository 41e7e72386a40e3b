import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createMasterValueSchema,
  masterListParamsSchema,
  masterValueParamsSchema,
  moveMasterValueSchema,
  updateMasterValueSchema,
} from '@procura/domain/master-data/master-data.schemas';
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import {
  addMasterValue,
  listMasterValues,
  masterListOrNotFound,
  moveMasterValue,
  removeMasterValue,
  updateMasterValue,
} from './master-data-admin.service';

const BASE = '/api/secured/master-data';

// Only the super admin maintains the lists; the role is checked before anything is read.
const requireSuperAdmin = (req: FastifyRequest) => requireUser(req, ['super_admin']);

/** The super admin's maintenance of reference-data lists (secured). */
export function masterDataAdminRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${BASE}/:list`, async (req) => {
      requireSuperAdmin(req);
      const list = masterListOrNotFound(parse(masterListParamsSchema, req.params).list);
      return { data: await listMasterValues(ctx, list) };
    });

    app.post(`${BASE}/:list`, async (req) => {
      requireSuperAdmin(req);
      const list = masterListOrNotFound(parse(masterListParamsSchema, req.params).list);
      return { data: await addMasterValue(ctx, list, parse(createMasterValueSchema(list), req.body)) };
    });

    app.put(`${BASE}/:list/:code`, async (req) => {
      requireSuperAdmin(req);
      const params = parse(masterValueParamsSchema, req.params);
      const list = masterListOrNotFound(params.list);
      return { data: await updateMasterValue(ctx, list, params.code, parse(updateMasterValueSchema(list), req.body)) };
    });

    // Answers with the whole list in its new order.
    app.post(`${BASE}/:list/:code/move`, async (req) => {
      requireSuperAdmin(req);
      const params = parse(masterValueParamsSchema, req.params);
      const list = masterListOrNotFound(params.list);
      return { data: await moveMasterValue(ctx, list, params.code, parse(moveMasterValueSchema, req.body)) };
    });

    app.delete(`${BASE}/:list/:code`, async (req) => {
      requireSuperAdmin(req);
      const params = parse(masterValueParamsSchema, req.params);
      return { data: await removeMasterValue(ctx, masterListOrNotFound(params.list), params.code) };
    });
  };
}
