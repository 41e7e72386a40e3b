import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Procurement vendors: CRUD, vendor items, administration and technical scores, evaluation. */
export function procurementVendorRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
