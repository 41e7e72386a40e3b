import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** The super admin's maintenance of reference-data lists (secured). */
export function masterDataAdminRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
