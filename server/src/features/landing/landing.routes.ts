import type { FastifyInstance } from 'fastify';
import { trialRequestSchema, type LandingContactResponse } from '@procura/domain/landing/landing.schemas';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import { requestFreeTrial } from './landing.service';

/** The public landing page's calls: the free-trial request and the sales contact of its footer. */
export function landingRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/landing-page', async (req, reply) => {
      const input = parse(trialRequestSchema, req.body);
      return reply.status(201).send({ data: await requestFreeTrial(ctx, input, req.ip) });
    });
    // The footer shows the same configured address the trial requests are mailed to.
    app.get('/api/landing-page/contact', async () => {
      const contact: LandingContactResponse = { salesEmail: ctx.config.SALES_EMAIL };
      return { data: contact };
    });
  };
}
