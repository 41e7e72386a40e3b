import type { FastifyInstance } from 'fastify';
import { assistedOfferIdParamSchema, assistedOfferSchema, buyerAssistanceSchema, vendorAssistanceSchema } from '@procura/domain/auction/assistance/assistance.schemas';
import { auctionIdParamSchema } from '@procura/domain/auction/session/auction-session.schemas';
import type { AppContext } from '../../../platform/context';
import { parse } from '../../../platform/http/http-errors';
import { apiDoc } from '../../../platform/http/openapi';
import { requireUser } from '../../../platform/security/auth-guard';
import { liveCommand } from '../../../platform/realtime/live-command-limit';
import { assistanceOf, confirmAssistedOffer, placeAssistedOffer, requestAssistance } from './auction-assistance.service';

const BASE = '/api/secured/auction';
const doc = apiDoc('Auction');

/** Assisted offers (docs/rules/auction-bidding.md#assisted-offers): requests, the buyer's offers for a vendor, their confirmation. */
export function auctionAssistanceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${BASE}/:auctionId/assistance`, liveCommand('room', 'auctionId', doc({
      summary: 'The requests for help of a session and the assisted offers placed for them',
      params: auctionIdParamSchema,
      description: 'The buyer reads every request with its vendor; a vendor that attends reads its own; anyone else 404.',
      answer: '`[{ requestId, procurementVendorId, vendorName, reason, channel, at, sequence, offer: { assistedOfferId, totalOffer, placedAt, placedBy, sequence, status, confirmedBy, confirmedAt, offerId } | null }]`',
    })), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await assistanceOf(ctx, requireUser(req), auctionId) };
    });

    app.post(`${BASE}/:auctionId/assistance`, liveCommand('room', 'auctionId', doc({
      summary: 'Ask for help (a vendor that attends) or record a vendor’s request (the buyer)',
      params: auctionIdParamSchema,
      body: vendorAssistanceSchema,
      description:
        'A vendor sends `{ reason }`; the buyer sends `{ procurementVendorId, reason }` for a vendor that attends (a request received by phone). While the session runs (paused too). An ASSISTANCE_REQUESTED ledger entry. 409 outside the session; 404 for anyone else.',
      answer: 'the request as GET …/assistance lists it',
    })), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      const body = user.role === 'seller_auction' ? parse(vendorAssistanceSchema, req.body) : parse(buyerAssistanceSchema, req.body);
      return { data: await requestAssistance(ctx, user, auctionId, body) };
    });

    app.post(`${BASE}/:auctionId/assisted-offers`, liveCommand('room', 'auctionId', doc({
      summary: 'Place an offer for a vendor that asked for help (the buyer)',
      params: auctionIdParamSchema,
      body: assistedOfferSchema,
      description:
        'Uses the vendor’s latest request not yet used; judged by the same rules as the vendor’s own offer (422 with their messages), but it counts only once a second buyer account of the company confirms it. An ASSISTED_OFFER ledger entry. The idempotency key answers its own request again; with another body 409. 409 without a request, or outside the session.',
      answer: 'the request with its assisted offer (status PENDING)',
    })), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await placeAssistedOffer(ctx, user, auctionId, parse(assistedOfferSchema, req.body)) };
    });

    app.post(`${BASE}/:auctionId/assisted-offers/:assistedOfferId/confirm`, liveCommand('room', 'auctionId', doc({
      summary: 'Confirm an assisted offer (a second buyer account of the company)',
      params: assistedOfferIdParamSchema,
      description:
        'Judged again by the offer rules at this moment, then written as the vendor’s OFFER (marked `assisted` in the ledger) with the proxy offers it calls for; every room hears it like any offer; the vendor is mailed its receipt. 403 for the account that placed it; 409 once confirmed or outside the session.',
      answer: 'the request with its assisted offer (status CONFIRMED, offerId)',
    })), async (req) => {
      const user = requireUser(req);
      const { auctionId, assistedOfferId } = parse(assistedOfferIdParamSchema, req.params);
      return { data: await confirmAssistedOffer(ctx, user, auctionId, assistedOfferId) };
    });
  };
}
