import type { FastifyInstance } from 'fastify';
import {
  auctionStatusRequestSchema,
  auctionStopReasonSchema,
  auctionVendorParamsSchema,
  changeAuctionStatusSchema,
  resendInvitationSchema,
} from '@procura/domain/auction/auction.schemas';
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import { resendInvitation, resendJoinLink } from './auction-resend.service';
import { changeStatus, getStatus, sendStopReason, stopAuction } from './auction-status.service';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/auction';

/** The buyer's moves of a session and its resends (DESIGN 5.1, 5.2, 5.5). */
export function auctionLifecycleRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(`${BASE}/get-status`, async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionStatusRequestSchema, req.body);
      return { data: await getStatus(ctx, user, auctionId) };
    });

    app.post(`${BASE}/change-status`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await changeStatus(ctx, user, parse(changeAuctionStatusSchema, req.body)) };
    });

    app.post(`${BASE}/stop-auction`, async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionStatusRequestSchema, req.body);
      return { data: await stopAuction(ctx, user, auctionId) };
    });

    app.post(`${BASE}/stop-reason`, async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId, stopReason } = parse(auctionStopReasonSchema, req.body);
      return { data: await sendStopReason(ctx, user, auctionId, stopReason) };
    });

    app.post(`${BASE}/:auctionId/resend-invitation/:vendorRowId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId, vendorRowId } = parse(auctionVendorParamsSchema, req.params);
      return { data: await resendInvitation(ctx, user, auctionId, vendorRowId, parse(resendInvitationSchema, req.body)) };
    });

    app.post(`${BASE}/:auctionId/resend-join-auction/:vendorRowId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId, vendorRowId } = parse(auctionVendorParamsSchema, req.params);
      return { data: await resendJoinLink(ctx, user, auctionId, vendorRowId) };
    });
  };
}
