import type { FastifyInstance } from 'fastify';
import { auctionIdParamSchema } from '@procura/domain/auction/session/auction-session.schemas';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { publicSession } from './auction-session-reads.service';

const doc = apiDoc('Auction sessions');

/**
 * GET /api/auction/{auctionId} (no token; docs/rules/auction.md#spec-api-paths-for-outside-clients): what anyone
 * holding a session's link may see of it, its status and schedule. Registered outside the authenticated
 * scope, so within the anonymous budget per client address (decision 223).
 */
export function auctionPublicRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/auction/:auctionId', doc({
        summary: 'The status and schedule of a session created for real; public',
        params: auctionIdParamSchema,
        answer: '`{ _id, auctionNumber, status, auctionType, auctionModel, periodType, startTime, endTime, serverNow }`: nothing about its procurement, vendors or prices',
        description: 'A draft, like an unknown id, answers 404.',
      }), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await publicSession(ctx, auctionId) };
    });
  };
}
