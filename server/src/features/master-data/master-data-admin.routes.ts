import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createMasterValueSchema,
  masterListParamsSchema,
  masterValueParamsSchema,
  moveMasterValueSchema,
  updateMasterValueSchema,
} from '@procura/domain/master-data/master-data.schemas';
import { MASTER_LISTS, type MasterListName } from '@procura/domain/master-data/master-data.enums';
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import {
  addMasterValue,
  listMasterValues,
  masterListOrNotFound,
  moveMasterValue,
  removeMasterValue,
  updateMasterValue,
} from './master-data-admin.service';

const BASE = '/api/secured/master-data';
const doc = apiDoc('Master data');

// Only the super admin maintains the lists; the role is checked before anything is read.
const SUPER_ADMIN = ['super_admin'] as const;
const requireSuperAdmin = (req: FastifyRequest) => requireUser(req, SUPER_ADMIN);
// The code's rule depends on the list; the document shows the body of the first list.
const DOCUMENTED_LIST = Object.keys(MASTER_LISTS)[0] as MasterListName;
const CODE_RULE = 'The rule of `code` (length, characters) depends on the list.';

/** The super admin's maintenance of reference-data lists (secured). */
export function masterDataAdminRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${BASE}/:list`, doc({ summary: 'The values of one list', params: masterListParamsSchema, roles: SUPER_ADMIN }), async (req) => {
      requireSuperAdmin(req);
      const list = masterListOrNotFound(parse(masterListParamsSchema, req.params).list);
      return { data: await listMasterValues(ctx, list) };
    });

    app.post(`${BASE}/:list`, doc({ summary: 'Add a value to a list', params: masterListParamsSchema, body: createMasterValueSchema(DOCUMENTED_LIST), description: CODE_RULE, roles: SUPER_ADMIN }), async (req) => {
      requireSuperAdmin(req);
      const list = masterListOrNotFound(parse(masterListParamsSchema, req.params).list);
      return { data: await addMasterValue(ctx, list, parse(createMasterValueSchema(list), req.body)) };
    });

    app.put(`${BASE}/:list/:code`, doc({ summary: 'Change a value of a list', params: masterValueParamsSchema, body: updateMasterValueSchema(DOCUMENTED_LIST), description: CODE_RULE, roles: SUPER_ADMIN }), async (req) => {
      requireSuperAdmin(req);
      const params = parse(masterValueParamsSchema, req.params);
      const list = masterListOrNotFound(params.list);
      return { data: await updateMasterValue(ctx, list, params.code, parse(updateMasterValueSchema(list), req.body)) };
    });

    // Answers with the whole list in its new order.
    app.post(`${BASE}/:list/:code/move`, doc({ summary: 'Move a value within its list', params: masterValueParamsSchema, body: moveMasterValueSchema, answer: 'The whole list in its new order', roles: SUPER_ADMIN }), async (req) => {
      requireSuperAdmin(req);
      const params = parse(masterValueParamsSchema, req.params);
      const list = masterListOrNotFound(params.list);
      return { data: await moveMasterValue(ctx, list, params.code, parse(moveMasterValueSchema, req.body)) };
    });

    app.delete(`${BASE}/:list/:code`, doc({ summary: 'Remove a value from a list (refused while a record uses it)', params: masterValueParamsSchema, roles: SUPER_ADMIN }), async (req) => {
      requireSuperAdmin(req);
      const params = parse(masterValueParamsSchema, req.params);
      return { data: await removeMasterValue(ctx, masterListOrNotFound(params.list), params.code) };
    });
  };
}
