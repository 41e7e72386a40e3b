import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Procurements (initiations): list, search, create, detail, submit, cancel, close, scoring. */
export function procurementRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
