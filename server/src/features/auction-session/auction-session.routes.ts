import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Auction sessions of a procurement: list, validate, create draft, delete. */
export function auctionSessionRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
