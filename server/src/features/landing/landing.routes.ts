import type { FastifyInstance } from 'fastify';
import { trialRequestSchema, type LandingContactResponse } from '@procura/domain/landing/landing.schemas';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { requestFreeTrial } from './landing.service';

const doc = apiDoc('Landing page');

/** The public landing page's calls: the free-trial request and the sales contact of its footer. */
export function landingRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/landing-page', doc({ summary: 'Request a free trial (stored and mailed to sales)', body: trialRequestSchema, status: 201 }), async (req, reply) => {
      const input = parse(trialRequestSchema, req.body);
      return reply.status(201).send({ data: await requestFreeTrial(ctx, input, req.ip) });
    });
    // The footer shows the same configured address the trial requests are mailed to.
    app.get('/api/landing-page/contact', doc({ summary: 'The sales contact shown in the footer', answer: '`{ salesEmail }`' }), async () => {
      const contact: LandingContactResponse = { salesEmail: ctx.config.SALES_EMAIL };
      return { data: contact };
    });
  };
}
