import type { FastifyInstance } from 'fastify';
import { auctionIdParamSchema } from '@procura/domain/auction/session/auction-session.schemas';
import { announcementSchema, pauseAuctionSchema, resumeAuctionSchema } from '@procura/domain/auction/session/auction-pause.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { liveCommand } from '../../../platform/realtime/live-command-limit';
import { makeAnnouncement } from './auction-announcement.service';
import { pauseAuction, resumeAuction } from './auction-pause.service';

const BASE = '/api/secured/auction';
const doc = apiDoc('Auction');
const ONLY_BUYER = "Only the session's buyer: any other account (a vendor included) gets 404, as if the session did not exist.";

/**
 * The buyer's pause, resume and announcements in a running session (decision 189,
 * docs/rules/auction-bidding.md#pause-and-resume, docs/realtime.md): the HTTP twins of the socket's
 * PAUSE_AUCTION, RESUME_AUCTION and MAKE_ANNOUNCEMENT. No role gate: a vendor's call answers 404.
 */
export function auctionPauseRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(`${BASE}/:auctionId/pause`, liveCommand('room', 'auctionId', doc({
      summary: 'Pause a running session with a reason (no offer is accepted until it is resumed)',
      params: auctionIdParamSchema,
      body: pauseAuctionSchema,
      description: `${ONLY_BUYER} The reason is plain text of at least 10 characters. The status stays ON_GOING with \`pausedAt\` set; a PAUSE ledger entry; every room hears AUCTION_PAUSED; the attending vendors are mailed. 409 when the session is not running or already paused. A session paused longer than its \`maxPauseMinutes\` is canceled.`,
      answer: '`{ auctionId, sequence, reason, pausedAt, pauseDeadline, serverNow }` (the AUCTION_PAUSED event)',
    })), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      const { reason } = parse(pauseAuctionSchema, req.body);
      return { data: await pauseAuction(ctx, user, auctionId, reason) };
    });

    app.post(`${BASE}/:auctionId/resume`, liveCommand('room', 'auctionId', doc({
      summary: 'Resume a paused session: the end moves by the paused time',
      params: auctionIdParamSchema,
      body: resumeAuctionSchema,
      description: `${ONLY_BUYER} No body (or \`{}\`). A RESUME ledger entry carries the paused milliseconds and the new end (end + paused time); every room hears AUCTION_RESUMED; the attending vendors are mailed. 409 for a session that is running (not paused), or paused past its limit.`,
      answer: '`{ auctionId, sequence, endTime, pausedMs, serverNow }` (the AUCTION_RESUMED event)',
    })), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      parse(resumeAuctionSchema, req.body ?? {});
      return { data: await resumeAuction(ctx, user, auctionId) };
    });

    app.post(`${BASE}/:auctionId/announcements`, liveCommand('room', 'auctionId', doc({
      summary: 'Post an announcement to every room of a running session',
      params: auctionIdParamSchema,
      body: announcementSchema,
      description: `${ONLY_BUYER} Plain text, 1 to 500 characters once trimmed, shown as text. While ON_GOING (paused too). An ANNOUNCEMENT ledger entry; every room hears AUCTION_ANNOUNCEMENT. Vendors cannot reply here.`,
      answer: '`{ auctionId, sequence, message, at }` (the AUCTION_ANNOUNCEMENT event)',
    })), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      const { message } = parse(announcementSchema, req.body);
      return { data: await makeAnnouncement(ctx, user, auctionId, message) };
    });
  };
}
