import type { FastifyInstance } from 'fastify';
import { findRecordBeforeSchema, idParamsSchema, offerIdParamsSchema, submitOfferSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { requestDealSchema } from '@procura/domain/negotiation/negotiation-outside.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { liveCommand } from '../../../platform/realtime/live-command-limit';
import { lastOfferOf, offerItemsOf, offersBefore, offersOf, submitOffer } from './negotiation-offer.service';

const BASE = '/api/secured';
const doc = apiDoc('Negotiation');

/** The online handshake's command and its reads (docs/rules/negotiation.md#contract). Spectators read; the service refuses their moves. */
export function negotiationOfferRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // A live command of the negotiation room: the account's budget of room commands (decision 222); its negotiation is in the body, read after the limit, so no per-session bucket.
    app.post(`${BASE}/negotiation-offer-item/submit-offer`, liveCommand('room', undefined, doc({ summary: 'Make the next move of an online negotiation (OFFER, DEAL, NOT_DEAL)', body: submitOfferSchema, description: "Whose move it is follows the turn rules; the room hears NEGOTIATION_OFFER (docs/realtime.md). With an `idempotencyKey`, a retry of the same move answers its first result and writes nothing; the same key with another move (status, items, prices, accounts) answers 409 `This idempotency key was already used for a different request.` and writes nothing." })), async (req) => {
      const user = requireUser(req);
      return { data: await submitOffer(ctx, user, parse(submitOfferSchema, req.body)) };
    });

    // The spec's deal request for outside clients (docs/rules/negotiation.md#spec-api-paths-for-outside-clients): our DEAL button's
    // move, submit-offer with status DEAL, under the same budget of room commands.
    app.post(`${BASE}/negotiation-offer/request-deal`, liveCommand('room', undefined, doc({ summary: 'Send DEAL in an online negotiation (request the deal, or confirm the other side\'s)', body: requestDealSchema, description: "submit-offer's DEAL, with the same answer and rules: the party whose turn it is sends DEAL on the latest offer (waiting for confirmation); DEAL on the other side's DEAL makes the deal final. The room hears NEGOTIATION_OFFER and the chat the deal line. A spectator is refused (403); a caller who is neither party nor spectator gets 404. With an `idempotencyKey`, a retry answers its first result and writes nothing." })), async (req) => {
      const user = requireUser(req);
      return { data: await submitOffer(ctx, user, { ...parse(requestDealSchema, req.body), status: 'DEAL' }) };
    });

    app.get(`${BASE}/negotiation-offer/find-by-negotiation/:id`, doc({ summary: 'The offers of a negotiation', params: idParamsSchema }), async (req) => {
      const user = requireUser(req);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await offersOf(ctx, user, id) };
    });

    app.get(`${BASE}/negotiation-offer/find-last-offer-by-negotiation/:id`, doc({ summary: 'The last offer of a negotiation', params: idParamsSchema }), async (req) => {
      const user = requireUser(req);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await lastOfferOf(ctx, user, id) };
    });

    app.post(`${BASE}/negotiation-offer/find-record-before`, doc({ summary: 'The offers of a negotiation before a time', body: findRecordBeforeSchema }), async (req) => {
      const user = requireUser(req);
      const { negotiationId, dateTime } = parse(findRecordBeforeSchema, req.body);
      return { data: await offersBefore(ctx, user, negotiationId, dateTime) };
    });

    app.get(`${BASE}/negotiation-offer-item/find-by-offer/:offerId`, doc({ summary: 'The item prices of one offer', params: offerIdParamsSchema }), async (req) => {
      const user = requireUser(req);
      const { offerId } = parse(offerIdParamsSchema, req.params);
      return { data: await offerItemsOf(ctx, user, offerId) };
    });
  };
}
