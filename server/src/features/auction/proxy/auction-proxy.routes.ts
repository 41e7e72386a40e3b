import type { FastifyInstance } from 'fastify';
import { auctionIdParamSchema } from '@procura/domain/auction/session/auction-session.schemas';
import { removeProxyFloorSchema, setProxyFloorSchema } from '@procura/domain/auction/bidding/proxy.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { liveCommand } from '../../../platform/realtime/live-command-limit';
import { removeProxyFloor, setProxyFloor } from './auction-proxy-floor.service';

const BASE = '/api/secured/auction';
const doc = apiDoc('Auction');
const ONLY_VENDOR = "Only the session's attending vendor: any other account (the buyer included) gets 404, as if the session did not exist.";

/**
 * A vendor's proxy floor (docs/rules/auction-bidding.md#proxy-bidding, docs/realtime.md):
 * the HTTP twins of the socket's SET_PROXY_FLOOR and REMOVE_PROXY_FLOOR.
 */
export function auctionProxyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.put(`${BASE}/:auctionId/proxy`, liveCommand('room', 'auctionId', doc({
      summary: 'Set or move your proxy floor (a ceiling in a forward auction): the server offers for you down to it',
      params: auctionIdParamSchema,
      body: setProxyFloorSchema,
      description: `${ONLY_VENDOR} TOTAL_PRICE sessions with proxyBidding on, while ON_GOING and not paused (409 otherwise). The floor is a positive amount of at most 15 digits and 2 decimals that is a price you could offer now (OPEN: beyond the leading price by the decrement; CLOSE: beyond your own last offer by it), else 422 with the offer's message. When you do not hold the leading price, the proxy offers at once. Only you ever see the floor (your state's \`you.proxyFloor\`).`,
      answer: '`{ floor }`',
    })), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      const { floor } = parse(setProxyFloorSchema, req.body);
      return { data: await setProxyFloor(ctx, user, auctionId, floor) };
    });

    app.delete(`${BASE}/:auctionId/proxy`, liveCommand('room', 'auctionId', doc({
      summary: 'Remove your proxy floor: the server offers no more for you',
      params: auctionIdParamSchema,
      body: removeProxyFloorSchema,
      description: `${ONLY_VENDOR} While ON_GOING (a paused session too); 409 otherwise or when proxy bidding is off. No body (or \`{}\`).`,
      answer: '`{ floor: null }`',
    })), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      parse(removeProxyFloorSchema, req.body ?? {});
      return { data: await removeProxyFloor(ctx, user, auctionId) };
    });
  };
}
