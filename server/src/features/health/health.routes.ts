import type { FastifyInstance } from 'fastify';
import type { ServerTimeResponse } from '@procura/domain/common/time.schemas';
import { ping } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';

const doc = apiDoc('Health');

export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/health/live', doc({ summary: 'Liveness: the process answers', answer: '`{ status: "ok" }`' }), async () => ({ data: { status: 'ok' } }));
    app.get('/health/ready', doc({ summary: 'Readiness: the database answers (503 otherwise)', answer: '`{ status: "ready" }`' }), async (_req, reply) => {
      try {
        await ping(ctx.db);
        return { data: { status: 'ready' } };
      } catch {
        return reply.status(503).send({ errors: [{ param: null, msg: 'Database not reachable' }] });
      }
    });
    app.get('/api/time', doc({ summary: 'The server clock', answer: '`{ serverNow }` (ISO 8601)' }), async (): Promise<{ data: ServerTimeResponse }> => ({ data: { serverNow: ctx.clock.now().toISOString() } }));
  };
}
