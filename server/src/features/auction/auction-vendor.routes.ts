import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEGAL_FILE_MAX_BYTES } from '@procura/domain/company/company.rules';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import {
  attendAuctionSchema,
  documentIdParamsSchema,
  invitationCodeBodySchema,
  invitationCodeParamsSchema,
  invitationIdParamsSchema,
  invitationListQuerySchema,
  makeOfferSchema,
  notAttendFromEmailSchema,
} from '@procura/domain/auction/auction.schemas';
import { auctionIdParamSchema } from '@procura/domain/procurement/auction-session.schemas';
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { readMultipartForm } from '../../platform/files/multipart-form';
import { parse } from '../../platform/http-errors';
import type { RealtimeServer } from '../../platform/realtime';
import { requireAudience } from './auction-access';
import { auctionLedger, verifyAuctionLedger } from './auction-ledger.service';
import { makeOffer } from './auction-offer.service';
import { roomState } from './auction-room.service';
import { attendAuction, notAttendFromEmail } from './attendance-vendor.service';
import { attachmentsField, attorneyLetterFile, deleteAttorneyLetter, uploadAttorneyLetters } from './attorney-vendor.service';
import { invitationsOfAuction } from './invitation-buyer.service';
import { myInvitations, ownInvitationView, validateInvitationCode } from './invitation-vendor.service';

const AUCTION = '/api/secured/auction';
const INVITATION = '/api/secured/auction-invitation';

/**
 * The invited vendor's calls (attendance, letters of attorney, its invitations), the buyer's list
 * of a session's invitations, the room's state, the offer command and the ledger over HTTP. Registered inside the authenticated
 * scope: the spec's paths outside /api/secured need the token too. No role gate: another vendor's
 * or another company's object answers 404, whoever asks.
 */
export function auctionVendorRoutes(ctx: AppContext, io: RealtimeServer) {
  return async (app: FastifyInstance) => {
    app.get(`${AUCTION}/:auctionId/room`, async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await roomState(ctx, io, await requireAudience(ctx.db, user, auctionId)) };
    });

    // The live auction's offer (the same command as the socket's MAKE_OFFER) and its ledger (DESIGN 5.5).
    app.post(`${AUCTION}/:auctionId/offers`, async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await makeOffer(ctx, user, auctionId, parse(makeOfferSchema, req.body)) };
    });

    app.get(`${AUCTION}/:auctionId/ledger`, async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await auctionLedger(ctx, requireUser(req), auctionId) };
    });

    app.get(`${AUCTION}/:auctionId/ledger/verify`, async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await verifyAuctionLedger(ctx, requireUser(req), auctionId) };
    });

    app.post(`${AUCTION}/validate-invitation-code/:code`, async (req) => {
      const user = requireUser(req);
      const { code } = parse(invitationCodeParamsSchema, req.params);
      const { email } = parse(invitationCodeBodySchema, req.body);
      return { data: await validateInvitationCode(ctx, user, code, email) };
    });

    app.get(`${INVITATION}/mine`, async (req) => ({ data: await myInvitations(ctx, requireUser(req)) }));

    const ownInvitation = async (req: FastifyRequest) => {
      const user = requireUser(req);
      const { invitationId } = parse(invitationIdParamsSchema, req.params);
      return { data: await ownInvitationView(ctx, user, invitationId) };
    };
    app.get(`${INVITATION}/:invitationId`, ownInvitation);
    app.get('/api/auction-invitation/:invitationId', ownInvitation);

    app.post(`${AUCTION}/attend-auction`, async (req) => {
      const user = requireUser(req);
      return { data: await attendAuction(ctx, io, user, parse(attendAuctionSchema, req.body)) };
    });

    app.post('/api/auction/not-attend-auction/from-email', async (req) => {
      const user = requireUser(req);
      return { data: await notAttendFromEmail(ctx, io, user, parse(notAttendFromEmailSchema, req.body)) };
    });

    app.post(`${AUCTION}/upload-attorney`, async (req) => {
      const user = requireUser(req);
      const form = await readMultipartForm(req, {
        textFields: ['auctionInvitationId'],
        fileFields: [attachmentsField],
        maxFileBytes: LEGAL_FILE_MAX_BYTES,
        fileTooLargeMessage: COMPANY_MSG.fileTooLarge,
      });
      return { data: await uploadAttorneyLetters(ctx, user, form) };
    });

    // The spec's body ({documentName, procurementVendorId}) names what the path already says; it is not read.
    app.delete('/api/procurement-vendor/document/:documentId', async (req) => {
      const user = requireUser(req);
      const { documentId } = parse(documentIdParamsSchema, req.params);
      return { data: await deleteAttorneyLetter(ctx, user, documentId) };
    });

    app.get(`${INVITATION}/document/:documentId`, async (req, reply) => {
      const user = requireUser(req);
      const { documentId } = parse(documentIdParamsSchema, req.params);
      const file = await attorneyLetterFile(ctx, user, documentId);
      // Served as an attachment with its detected type, so a browser never runs it as a page.
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    });

    app.get(`${AUCTION}/fetch-invitation-by-auction/:auctionId`, async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await invitationsOfAuction(ctx, io, user, auctionId, parse(invitationListQuerySchema, req.query)) };
    });
  };
}
