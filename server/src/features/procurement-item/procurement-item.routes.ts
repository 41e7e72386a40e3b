import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Procurement items: CRUD, images, xlsx template, import and export. */
export function procurementItemRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
