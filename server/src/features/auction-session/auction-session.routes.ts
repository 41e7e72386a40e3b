import type { FastifyInstance } from 'fastify';
import {
  auctionIdParamSchema,
  deleteAuctionSessionsSchema,
  listAuctionSessionsQuerySchema,
  procurementIdParamSchema,
  stopReasonSchema,
} from '@procura/domain/procurement/auction-session.schemas';
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import { lastSessionState, recordStopReason, validateCreateSession } from './auction-session-gate.service';
import { createSession, deleteSessions, getSession, listSessions, updateSession } from './auction-session.service';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/auction';

/**
 * Auction sessions of a procurement (spec 2 sections 2.8, 4 and 7): list, create-session check,
 * last session's stop state and reason, create and edit drafts, delete drafts. Create and edit
 * read their body against the procurement's bidding type and dates, so the service parses it.
 */
export function auctionSessionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(BASE, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listSessions(ctx, user, parse(listAuctionSessionsQuerySchema, req.query)) };
    });

    app.get(`${BASE}/validate-create-session/:procurementId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamSchema, req.params);
      return { data: await validateCreateSession(ctx, user, procurementId) };
    });

    app.get(`${BASE}/last-session/:procurementId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamSchema, req.params);
      return { data: await lastSessionState(ctx, user, procurementId) };
    });

    app.post(BASE, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await createSession(ctx, user, req.body) };
    });

    app.get(`${BASE}/:auctionId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await getSession(ctx, user, auctionId) };
    });

    app.patch(`${BASE}/:auctionId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await updateSession(ctx, user, auctionId, req.body) };
    });

    app.patch(`${BASE}/:auctionId/stop-reason`, async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      const { reason } = parse(stopReasonSchema, req.body);
      return { data: await recordStopReason(ctx, user, auctionId, reason) };
    });

    app.delete(BASE, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await deleteSessions(ctx, user, parse(deleteAuctionSessionsSchema, req.body)) };
    });
  };
}
