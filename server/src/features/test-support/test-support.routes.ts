import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requiredText } from '@procura/domain/common/text.schemas';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http/http-errors';
import { clearAllAttempts } from '../../platform/security/rate-limit';
import { forgetCodeRequestWaits } from '../auth';
import { demoBuyer } from '../demo-data';
import { seedDemoAuctionCopy } from '../demo-data';

const demoCopySchema = z.strictObject({ procurementName: requiredText('Procurement name') });

/**
 * What the product offers its own browser journeys, registered by app.ts only when NODE_ENV=test.
 * Every journey signs in from 127.0.0.1, so without a reset the per-address limits (and the 30 s
 * between two codes asked from one address) would let one journey refuse the next one's sign-ins; the
 * journeys call this before each test. A journey that runs
 * sessions asks for its own copy of the demo auction procurement (the demo data must be seeded), so
 * it never meets the sessions another journey ran.
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
  };
}
