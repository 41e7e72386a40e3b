import type { FastifyInstance } from 'fastify';
import { auctionIdParamSchema } from '@procura/domain/auction/session/auction-session.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { parse } from '../../../platform/http/http-errors';
import { apiDoc } from '../../../platform/http/openapi';
import { auctionConnectionsOf } from './auction-connections.service';

const doc = apiDoc('Auction');

/** The buyer's connection record of a session (docs/rules/auction-bidding.md#connection-record). */
export function auctionConnectionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/secured/auction/:auctionId/connections', doc({
        summary: "Each vendor's connection record in a session (the buyer)",
        params: auctionIdParamSchema,
        roles: ['buyer_auction'],
        answer: '`{ auctionId, serverNow, vendors: [{ invitationId, vendorName, online, lastSeen, intervals: [{ joinedAt, leftAt }], rttMs }] }`',
        description:
          "As the server saw it on every node: when each vendor's sockets joined and left the session's room (overlapping sockets merged; `leftAt` null while in the room), " +
          'whether it is in the room now, when it was last seen (now when online), and the last round trip a node measured to it (engine.io heartbeat, ms). ' +
          "A node that crashed ends its vendors' stays at its last touch (at most 30 s before). 404 for anyone but the session's buyer.",
      }), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await auctionConnectionsOf(ctx, requireUser(req), auctionId) };
    });
  };
}
