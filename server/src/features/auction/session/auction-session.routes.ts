import type { FastifyInstance } from 'fastify';
import {
  auctionIdParamSchema,
  auctionSessionFormSchema,
  deleteAuctionSessionsSchema,
  listAuctionSessionsQuerySchema,
  procurementIdParamSchema,
  stopReasonSchema,
} from '@procura/domain/auction/session/auction-session.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { lastSessionState, recordStopReason, validateCreateSession } from './auction-session-gate.service';
import { saveAuctionVendorsSchema } from '@procura/domain/auction/session/auction-draft.schemas';
import { createSession, deleteSessions, getSession, listSessions, saveAsDraft, saveSessionVendors, updateSession } from './auction-session.service';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/auction';
const doc = apiDoc('Auction sessions');
// The form's shape is the same for every procurement; its bidding type and dates add rules (the service parses it).
const SESSION_FORM = auctionSessionFormSchema({ biddingType: null, procurementStart: null, procurementEnd: null });
const SESSION_FORM_RULES = 'The procurement decides the rest: items are required for UNIT_PRICE, the session lies within its dates.';

/**
 * Auction sessions of a procurement (docs/rules/procurement.md#auction-session-form, docs/rules/procurement.md#calls): list, create-session check,
 * last session's stop state and reason, create and edit drafts, delete drafts. Create and edit
 * read their body against the procurement's bidding type and dates, so the service parses it.
 */
export function auctionSessionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(BASE, doc({ summary: 'The sessions of a procurement, newest first', query: listAuctionSessionsQuerySchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listSessions(ctx, user, parse(listAuctionSessionsQuerySchema, req.query)) };
    });

    app.get(`${BASE}/validate-create-session/:procurementId`, doc({ summary: 'May a session be created now? `true` or the reason', params: procurementIdParamSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamSchema, req.params);
      return { data: await validateCreateSession(ctx, user, procurementId) };
    });

    app.get(`${BASE}/last-session/:procurementId`, doc({ summary: 'The last session: stopped, and is a stop reason due?', params: procurementIdParamSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamSchema, req.params);
      return { data: await lastSessionState(ctx, user, procurementId) };
    });

    app.post(BASE, doc({ summary: 'Save a session as a draft, or create it for real (status NOT_STARTED invites the vendors)', body: SESSION_FORM, description: SESSION_FORM_RULES, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await createSession(ctx, user, req.body) };
    });

    app.get(`${BASE}/:auctionId`, doc({ summary: 'One session (the form)', params: auctionIdParamSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await getSession(ctx, user, auctionId) };
    });

    app.patch(`${BASE}/:auctionId`, doc({ summary: 'Save a draft session, or create it for real', params: auctionIdParamSchema, body: SESSION_FORM, description: SESSION_FORM_RULES, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await updateSession(ctx, user, auctionId, req.body) };
    });

    app.patch(`${BASE}/:auctionId/stop-reason`, doc({ summary: 'The reason of a stopped session', params: auctionIdParamSchema, body: stopReasonSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      const { reason } = parse(stopReasonSchema, req.body);
      return { data: await recordStopReason(ctx, user, auctionId, reason) };
    });

    app.delete(BASE, doc({ summary: 'Delete draft sessions', body: deleteAuctionSessionsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await deleteSessions(ctx, user, parse(deleteAuctionSessionsSchema, req.body)) };
    });

    // The spec's paths for outside clients (docs/rules/auction.md#spec-api-paths-for-outside-clients): the form's handlers.
    app.post(
      `${BASE}/save-as-draft`,
      doc({
        summary: 'Save the auction object as a draft session (new, or the draft its `_id` names)',
        body: SESSION_FORM,
        description: `The form of POST ${BASE} with an optional \`_id\` (a draft to save again, as PATCH ${BASE}/{auctionId}); always saved as DRAFT. The auction object's read-only fields (status, auctionNumber, stoppedManually, stopReason, createdAt, updatedAt) are ignored. ${SESSION_FORM_RULES}`,
        roles: BUYER,
      }),
      async (req) => {
        const user = requireUser(req, BUYER);
        return { data: await saveAsDraft(ctx, user, req.body) };
      },
    );

    app.post('/api/secured/auction-vendor', doc({ summary: 'The vendors of a draft session (at least 2 of its procurement), replacing the chosen ones', body: saveAuctionVendorsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await saveSessionVendors(ctx, user, parse(saveAuctionVendorsSchema, req.body)) };
    });
  };
}
