import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Company onboarding: general info, address, legal info (secured). */
export function companyRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
