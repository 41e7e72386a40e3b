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
import { auctionIdParamSchema } from '@procura/domain/auction/session/auction-session.schemas';
import { auctionItemListQuerySchema } from '@procura/domain/auction/session/auction-session-reads.schemas';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { sendDownload } from '../../../platform/files/file-download';
import { readMultipartForm } from '../../../platform/files/multipart-form';
import { parse } from '../../../platform/http/http-errors';
import { apiDoc } from '../../../platform/http/openapi';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import { liveCommand } from '../../../platform/realtime/live-command-limit';
import { heavyRead } from '../../../platform/heavy-work/heavy-read-budget';
import { requireAudience } from '../room/auction-access';
import { auctionLedger, verifyAuctionLedger } from '../ledger/auction-ledger.service';
import { makeOffer } from '../bidding/auction-offer.service';
import { roomState } from '../room/auction-room.service';
import { attendAuction, notAttendFromEmail } from './attendance-vendor.service';
import { attachmentsField, attorneyLetterFile, deleteAttorneyLetter, uploadAttorneyLetters } from './attorney-vendor.service';
import { invitationsOfAuction } from './invitation-buyer.service';
import { myInvitations, ownInvitationView, validateInvitationCode } from './invitation-vendor.service';
import { participantCounts, sessionForAudience, sessionItems } from '../session/auction-session-reads.service';

const AUCTION = '/api/secured/auction';
const INVITATION = '/api/secured/auction-invitation';
const doc = apiDoc('Auction');

// The integrators' main call: described in full here and in docs/realtime.md.
const OFFER_DOC = {
  summary: 'Make an offer in a running session (the HTTP twin of the socket command MAKE_OFFER)',
  params: auctionIdParamSchema,
  body: makeOfferSchema,
  roles: ['seller_auction'],
  description: [
    "Judged in order with the offers that reached the session while its previous write was in flight and written with them in one statement (or in one transaction on the session's locked row); answered only after it commits, so an answer with `data` is a durable offer in the ledger. Then every room hears NEW_OFFER and LEADERBOARD (docs/realtime.md).",
    '`totalOffer` for TOTAL_PRICE sessions, `offerItems` (a unit price per item) for the unit biddings; amounts as decimal strings or numbers. A refused offer (field errors name `totalOffer` or `offerItems.N.unitOffer`) is not stored under its key.',
    'Idempotency: one `idempotencyKey` per attempt (8-100 of A-Z a-z 0-9 _ . : -; a UUID fits). The same key from the same vendor with the same offer writes nothing and answers the offer it first accepted (with the standings as they are now), over HTTP or any socket or node: reuse it when retrying after a lost answer. The key is kept with a fingerprint of its request (sha256 of the canonical `totalOffer` and `offerItems`; one amount written two ways, e.g. `900000` and `"900,000.00"`, is one request): the same key with another amount, an invalid one, none or other unit prices answers 409 and writes nothing.',
    "Refusals: 400 bad body, 401 no or expired token, 403 a buyer or an invited vendor that did not attend, 404 no such session or not invited to it, 409 `{ param: 'idempotencyKey', msg: 'This idempotency key was already used for a different request.' }`, 422 the offer breaks a rule or the session is not running (the spec's texts, e.g. `Your offer should be lower than 340,000,000.00 with minimal decrement 1,000,000.00`, `Can't submit offer. Auction has been finished`), 429 past the budget below (the same one as MAKE_OFFER's: an offer over HTTP and one over the socket draw from one bucket), with `Retry-After`., 503 `The session is busy. Please try again.` with `Retry-After: 1` when the session's line of offers is full or the offer waited past its deadline (nothing written: send it again with the same key)",
  ].join('\n\n'),
  answer: "`{ offer, state }` (MakeOfferResult): the offer as the vendor's log shows it, and the standings after it as this vendor sees them",
};

/**
 * The invited vendor's calls (attendance, letters of attorney, its invitations), the buyer's list
 * of a session's invitations, the room's state, the offer command and the ledger over HTTP. Registered inside the authenticated
 * scope: the spec's paths outside /api/secured need the token too. No role gate: another vendor's
 * or another company's object answers 404, whoever asks.
 */
export function auctionVendorRoutes(ctx: AppContext, io: RealtimeServer) {
  return async (app: FastifyInstance) => {
    // The join's state over HTTP, so the join's budget per account and per session (decisions 222, 234: a
    // client that polls it every second stays within it): built from the board this node holds (auction-room.service.ts).
    app.get(`${AUCTION}/:auctionId/room`, liveCommand('join', 'auctionId', doc({ summary: 'The room state as the caller sees it (buyer, vendor or spectator)', params: auctionIdParamSchema, description: 'The same state as the JOIN_AUCTION ack (docs/realtime.md).' })), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await roomState(ctx, io, await requireAudience(ctx.db, user, auctionId)) };
    });

    // The live auction's offer (the same command as the socket's MAKE_OFFER) and its ledger (docs/rules/auction-bidding.md#contract).
    app.post(`${AUCTION}/:auctionId/offers`, liveCommand('offer', 'auctionId', doc(OFFER_DOC)), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await makeOffer(ctx, user, auctionId, parse(makeOfferSchema, req.body)) };
    });

    app.get(`${AUCTION}/:auctionId/ledger`, doc({
        summary: 'The ledger of a session (the buyer: every entry; a vendor that took part: its copy once the session ended)',
        params: auctionIdParamSchema,
        description:
          "A vendor's copy is the whole chain with every other vendor named 'Vendor A', 'Vendor B', … (their ids, offer ids, item prices and reasons left out; their amounts only in an OPEN session) and `vendorCopy` describing it; 409 before the end, 404 for a vendor that did not attend. " +
          "Sessions of form 2 (`ledgerForm: { version: 2, othersAmounts }` in the buyer's export, `vendorCopy.form: 2` in a copy) hash every vendor entry with the vendor as `vendorRef` and the fields no room showed as `sealedRef`: the buyer's entries carry their `vendorRef` and `nonce`, a copy holds each other vendor's entry in that committed form (`vendor` its pseudonym), so every entry of either is recomputed. " +
          'Both carry `headSignature` `{ algorithm: "Ed25519", signedHead: { auctionId, sequence, headHash }, signature, keyId }`: the session\'s stored head signed over the canonical JSON of `signedHead` with the key GET /api/ledger/signing-key publishes (null before the first entry). ' +
          '`npm run verify-ledger -- file.json [--head <hash>] [--key <public key>]` checks either.',
      }), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await auctionLedger(ctx, requireUser(req), auctionId) };
    });

    app.get(`${AUCTION}/:auctionId/ledger/verify`, heavyRead(doc({
        summary: 'Verify the ledger: its hash chain, against the head the session keeps, and the stored standings against its replay',
        params: auctionIdParamSchema,
        answer: '`{ valid, entries, headHash, firstBrokenSequence, storedHead: { sequence, headHash }, problem, problems: string[] }`',
        description:
          'The chain is recomputed from the stored entries and must end at the head kept on the session row (`storedHead`): fewer entries (`problem: SHORTER_THAN_HEAD`, `firstBrokenSequence` the first missing one), more, or a different head (`RE_CHAINED`) is invalid. ' +
          "The standings and final prices are re-derived from the ledger (the standing's fold) and every stored figure that differs is named in `problems`: the session's leading price, extensions, end and status, each offer's vendor, sequence, amount, unit prices and disqualification, each vendor's standing, and for a REALTIME session that ended DONE the final prices it wrote to the procurement's vendors (unless a later session or a negotiation replaced them). " +
          "`valid` only when `problems` is empty. A vendor reads another vendor's difference without its figures.",
      })), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await verifyAuctionLedger(ctx, requireUser(req), auctionId) };
    });

    app.post(`${AUCTION}/validate-invitation-code/:code`, doc({ summary: 'Check an invitation code for an e-mail address', params: invitationCodeParamsSchema, body: invitationCodeBodySchema }), async (req) => {
      const user = requireUser(req);
      const { code } = parse(invitationCodeParamsSchema, req.params);
      const { email } = parse(invitationCodeBodySchema, req.body);
      return { data: await validateInvitationCode(ctx, user, code, email) };
    });

    app.get(`${INVITATION}/mine`, doc({ summary: 'The invitations of the signed-in vendor' }), async (req) => ({ data: await myInvitations(ctx, requireUser(req)) }));

    const ownInvitation = async (req: FastifyRequest) => {
      const user = requireUser(req);
      const { invitationId } = parse(invitationIdParamsSchema, req.params);
      return { data: await ownInvitationView(ctx, user, invitationId) };
    };
    app.get(`${INVITATION}/:invitationId`, doc({ summary: 'One invitation of the signed-in vendor', params: invitationIdParamsSchema }), ownInvitation);
    app.get('/api/auction-invitation/:invitationId', doc({ summary: 'One invitation of the signed-in vendor (the path of the spec)', params: invitationIdParamsSchema }), ownInvitation);

    app.post(`${AUCTION}/attend-auction`, doc({ summary: 'Attend or decline an invitation (capable quantities, terms)', body: attendAuctionSchema }), async (req) => {
      const user = requireUser(req);
      return { data: await attendAuction(ctx, io, user, parse(attendAuctionSchema, req.body)) };
    });

    app.post('/api/auction/not-attend-auction/from-email', doc({ summary: 'Decline an invitation from the link of its mail', body: notAttendFromEmailSchema }), async (req) => {
      const user = requireUser(req);
      return { data: await notAttendFromEmail(ctx, io, user, parse(notAttendFromEmailSchema, req.body)) };
    });

    app.post(`${AUCTION}/upload-attorney`, doc({ summary: 'Upload letters of attorney for an invitation', form: { text: ['auctionInvitationId'], files: [attachmentsField], multiple: true } }), async (req) => {
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
    app.delete('/api/procurement-vendor/document/:documentId', doc({ summary: 'Delete a letter of attorney', params: documentIdParamsSchema }), async (req) => {
      const user = requireUser(req);
      const { documentId } = parse(documentIdParamsSchema, req.params);
      return { data: await deleteAttorneyLetter(ctx, user, documentId) };
    });

    app.get(`${INVITATION}/document/:documentId`, doc({ summary: 'A letter of attorney (attachment)', params: documentIdParamsSchema, file: 'application/octet-stream' }), async (req, reply) => {
      const user = requireUser(req);
      const { documentId } = parse(documentIdParamsSchema, req.params);
      const file = await attorneyLetterFile(ctx, user, documentId);
      return sendDownload(reply, { fileName: file.originalName, mimeType: file.mimeType, content: file.content });
    });

    app.get(`${AUCTION}/fetch-invitation-by-auction/:auctionId`, doc({ summary: 'The invitations of a session (the waiting room of the buyer)', params: auctionIdParamSchema, query: invitationListQuerySchema }), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await invitationsOfAuction(ctx, io, user, auctionId, parse(invitationListQuerySchema, req.query)) };
    });

    // The spec's reads of one session for outside clients (docs/rules/auction.md#spec-api-paths-for-outside-clients).
    app.get(`${AUCTION}/v2/:auctionId`, doc({
        summary: 'One session with its initialPrice: the buyer of its company, or an invited vendor that has not declined',
        params: auctionIdParamSchema,
        description: `The buyer gets the session as GET ${AUCTION}/{auctionId} answers it; an invited vendor the same without \`vendorIds\` (never the other vendors). Anyone else: 404.`,
      }), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await sessionForAudience(ctx, requireUser(req), auctionId) };
    });

    // Read from the room's state (auction-room.service.ts), so drawn from the join's budget like GET …/room.
    app.get('/api/auction-vendor/find-by-auction/:auctionId', liveCommand('join', 'auctionId', doc({
        summary: "The participants of a session: how many attend (the room's 'of N') and how many are in the room now",
        params: auctionIdParamSchema,
        answer: '`{ auctionId, total, present }`: counts only, no vendor named',
        description: 'The buyer of its company, or an invited vendor that has not declined (the room\'s audience); anyone else: 404.',
      })), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await participantCounts(ctx, io, requireUser(req), auctionId) };
    });

    app.get('/api/secured/auction-item/:auctionId/find-by-auction', doc({
        summary: "The items of a session (as its attendance page lists them), searched by code or name",
        params: auctionIdParamSchema,
        query: auctionItemListQuerySchema,
        answer: '`{ filteredData, total }`: `capableQty` is the calling vendor\'s own (null for the buyer)',
        description: 'The buyer of its company, or an invited vendor that has not declined; anyone else: 404.',
      }), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await sessionItems(ctx, requireUser(req), auctionId, parse(auctionItemListQuerySchema, req.query)) };
    });

    // Names every vendor of the session: the buyer of its company only, as fetch-invitation-by-auction (every row).
    app.get('/api/procurement-vendor/participant/by-auction/:auctionId', doc({
        summary: 'The vendors invited to a session with their attendance (ATTEND ones take part): every row of fetch-invitation-by-auction',
        params: auctionIdParamSchema,
        description: 'The buyer of its company only; a vendor or another company: 404. A draft session has no invitations yet (empty list).',
      }), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await invitationsOfAuction(ctx, io, requireUser(req), auctionId, { page: 1, limit: NO_LIMIT, query: undefined }) };
    });
  };
}
