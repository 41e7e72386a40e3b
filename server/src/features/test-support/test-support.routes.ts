import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { clearAllAttempts } from '../../platform/rate-limit';

/**
 * What the product offers its own browser journeys, registered by app.ts only when NODE_ENV=test.
 * Every journey signs in from 127.0.0.1, so without a reset the per-address limits would let one
 * journey refuse the next one's sign-ins; the journeys call this before each test.
 */
export function testSupportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.delete('/api/test-support/rate-limits', async (_req, reply) => {
      await clearAllAttempts(ctx.db);
      return reply.status(204).send();
    });
  };
}
