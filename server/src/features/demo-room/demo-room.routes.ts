import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** POST /api/room/join, GET /api/room/fetch_offer: the legacy demo bid room (spec 1 section 2.8). */
export function demoRoomRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
