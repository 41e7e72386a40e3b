import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Indonesian provinces, cities (regencies) and districts. */
export function addressRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
