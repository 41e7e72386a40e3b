import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** POST /api/landing-page: the free-trial request of the public landing page. */
export function landingRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
