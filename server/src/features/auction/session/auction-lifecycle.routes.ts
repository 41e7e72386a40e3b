import type { FastifyInstance } from 'fastify';
import {
  auctionStatusRequestSchema,
  auctionStopReasonSchema,
  auctionVendorParamsSchema,
  changeAuctionStatusSchema,
  resendInvitationSchema,
} from '@procura/domain/auction/auction.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { resendInvitation, resendJoinLink } from '../invitations/auction-resend.service';
import { changeStatus, getStatus, sendStopReason, stopAuction } from './auction-status.service';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/auction';
const doc = apiDoc('Auction');

/** The buyer's moves of a session and its resends (docs/rules/auction.md#session-life, docs/rules/auction.md#invitations-and-attendance, docs/rules/auction-bidding.md#contract). */
export function auctionLifecycleRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(`${BASE}/get-status`, doc({ summary: 'The status of a session and the moves allowed from it', body: auctionStatusRequestSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionStatusRequestSchema, req.body);
      return { data: await getStatus(ctx, user, auctionId) };
    });

    app.post(`${BASE}/change-status`, doc({ summary: 'Move a session (start, end, cancel with a reason)', body: changeAuctionStatusSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await changeStatus(ctx, user, parse(changeAuctionStatusSchema, req.body)) };
    });

    app.post(`${BASE}/stop-auction`, doc({ summary: 'Stop a running session', body: auctionStatusRequestSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId } = parse(auctionStatusRequestSchema, req.body);
      return { data: await stopAuction(ctx, user, auctionId) };
    });

    app.post(`${BASE}/stop-reason`, doc({ summary: 'The reason of a stopped session (mailed to the vendors)', body: auctionStopReasonSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId, stopReason } = parse(auctionStopReasonSchema, req.body);
      return { data: await sendStopReason(ctx, user, auctionId, stopReason) };
    });

    app.post(`${BASE}/:auctionId/resend-invitation/:vendorRowId`, doc({ summary: 'Send a vendor its invitation again', params: auctionVendorParamsSchema, body: resendInvitationSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId, vendorRowId } = parse(auctionVendorParamsSchema, req.params);
      return { data: await resendInvitation(ctx, user, auctionId, vendorRowId, parse(resendInvitationSchema, req.body)) };
    });

    app.post(`${BASE}/:auctionId/resend-join-auction/:vendorRowId`, doc({ summary: 'Send a vendor its link to the room again', params: auctionVendorParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { auctionId, vendorRowId } = parse(auctionVendorParamsSchema, req.params);
      return { data: await resendJoinLink(ctx, user, auctionId, vendorRowId) };
    });
  };
}
