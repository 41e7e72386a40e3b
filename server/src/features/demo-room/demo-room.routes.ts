import type { FastifyInstance } from 'fastify';
import { joinDemoRoomSchema } from '@procura/domain/demo-room/demo-room.schemas';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import { listRecentDemoOffers } from './demo-room.service';

/** POST /api/room/join, GET /api/room/fetch_offer: the legacy demo bid room (spec 1 section 2.8). */
export function demoRoomRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Joining needs no account: the answer is the name the room will show.
    app.post('/api/room/join', async (req) => ({ data: parse(joinDemoRoomSchema, req.body) }));
    app.get('/api/room/fetch_offer', async () => ({ data: await listRecentDemoOffers(ctx) }));
  };
}
