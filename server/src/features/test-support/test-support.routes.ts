import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requiredText } from '@procura/domain/common/text.schemas';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http/http-errors';
import { clearAllAttempts } from '../../platform/security/rate-limit';
import { startSessionSoon } from '../auction';
import { forgetCodeRequestWaits } from '../auth';
import { demoBuyer } from '../demo-data';
import { seedDemoAuctionCopy } from '../demo-data';

const demoCopySchema = z.strictObject({ procurementName: requiredText('Procurement name') });
const startSoonSchema = z.strictObject({ auctionId: z.uuid('Auction id must be a UUID'), seconds: z.number().int().min(1).max(300) });

/**
 * What the product offers its own browser journeys, registered by app.ts only when NODE_ENV=test.
 * Every journey signs in from 127.0.0.1, so without a reset the per-address limits (and the 30 s
 * between two codes asked from one address) would let one journey refuse the next one's sign-ins; the
 * journeys call this before each test. A journey that runs
 * sessions asks for its own copy of the demo auction procurement (the demo data must be seeded), so
 * it never meets the sessions another journey ran. A journey whose vendors are in the room moves its
 * session's start to a few seconds ahead (the form takes whole minutes), and the scheduler starts it.
 */
export function testSupportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.delete('/api/test-support/rate-limits', async (_req, reply) => {
      await clearAllAttempts(ctx.db);
      await forgetCodeRequestWaits(ctx.db);
      return reply.status(204).send();
    });
    app.post('/api/test-support/demo-procurement', async (req) => {
      const { procurementName } = parse(demoCopySchema, req.body);
      const buyer = await demoBuyer(ctx.db);
      return { data: { procurementId: await seedDemoAuctionCopy(ctx.db, buyer.companyId, buyer.id, procurementName, ctx.clock.now()) } };
    });
    app.post('/api/test-support/auction-start-soon', async (req, reply) => {
      const { auctionId, seconds } = parse(startSoonSchema, req.body);
      if (!(await startSessionSoon(ctx, auctionId, seconds))) return reply.status(409).send({ errors: [{ param: 'auctionId', msg: 'Only a session that has not started can start sooner' }] });
      return reply.status(204).send();
    });
  };
}
