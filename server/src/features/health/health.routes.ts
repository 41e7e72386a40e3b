import type { FastifyInstance } from 'fastify';
import type { ServerTimeResponse } from '@procura/domain/common/time.schemas';
import { ping } from '../../db/client';
import type { AppContext } from '../../platform/context';

export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/health/live', async () => ({ data: { status: 'ok' } }));
    app.get('/health/ready', async (_req, reply) => {
      try {
        await ping(ctx.db);
        return { data: { status: 'ready' } };
      } catch {
        return reply.status(503).send({ errors: [{ param: null, msg: 'Database not reachable' }] });
      }
    });
    app.get('/api/time', async (): Promise<{ data: ServerTimeResponse }> => ({ data: { serverNow: ctx.clock.now().toISOString() } }));
  };
}
