import type { FastifyInstance } from 'fastify';
import { joinDemoRoomSchema } from '@procura/domain/demo-room/demo-room.schemas';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { listRecentDemoOffers } from './demo-room.service';

const doc = apiDoc('Demo room');

/** POST /api/room/join, GET /api/room/fetch_offer: the legacy demo bid room (docs/rules/shell-and-landing.md#demo-room). */
export function demoRoomRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Joining needs no account: the answer is the name the room will show.
    app.post('/api/room/join', doc({ summary: 'Join the legacy demo bid room (no account): the name it will show', body: joinDemoRoomSchema }), async (req) => ({ data: parse(joinDemoRoomSchema, req.body) }));
    app.get('/api/room/fetch_offer', doc({ summary: 'Recent offers of the demo room' }), async () => ({ data: await listRecentDemoOffers(ctx) }));
  };
}
