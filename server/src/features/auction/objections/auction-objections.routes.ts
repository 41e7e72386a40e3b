import type { FastifyInstance } from 'fastify';
import { objectionAnswerSchema, objectionIdParamSchema, objectionSchema } from '@procura/domain/auction/objections/objection.schemas';
import { auctionIdParamSchema } from '@procura/domain/auction/session/auction-session.schemas';
import type { AppContext } from '../../../platform/context';
import { parse } from '../../../platform/http/http-errors';
import { apiDoc } from '../../../platform/http/openapi';
import { liveCommand } from '../../../platform/realtime/live-command-limit';
import { requireUser } from '../../../platform/security/auth-guard';
import { answerObjection, makeObjection, objectionsOf } from './auction-objections.service';

const BASE = '/api/secured/auction';
const doc = apiDoc('Auction');
const WINDOW =
  'The window is the session’s `objectionWorkingDays` (default 5) Indonesian working days after it ended DONE (national holidays and collective leave do not count; it closes at 23:59:59.999 WIB of the last one).';

/** Objections (sanggah) after a session's end: docs/rules/auction-bidding.md#objections. Each within the account's room budget (decision 222). */
export function auctionObjectionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${BASE}/:auctionId/objections`, liveCommand('room', 'auctionId', doc({
      summary: 'The objection window and the objections of a session',
      params: auctionIdParamSchema,
      description: `The buyer reads every objection with its vendor; a vendor that attended reads its own; anyone else 404. ${WINDOW}`,
      answer: '`{ auctionId, workingDays, deadline, open, canObject, objections: [{ objectionId, procurementVendorId, vendorName, text, createdAt, sequence, evidence, answer }], serverNow }`',
    })), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: await objectionsOf(ctx, requireUser(req), auctionId) };
    });

    app.post(`${BASE}/:auctionId/objections`, liveCommand('room', 'auctionId', doc({
      summary: 'Object to the result of a session (a vendor that attended, once, within the window)',
      params: auctionIdParamSchema,
      body: objectionSchema,
      description: `Plain text, 1 to 4000 characters. The server attaches the vendor’s receipts, its connection record and the ledger head; an OBJECTION ledger entry; the buyer is mailed. 409 before the end, after the window, or for a second objection; 404 for anyone but a vendor that attended. ${WINDOW}`,
      answer: 'the objection as GET …/objections lists it',
    })), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      const { text } = parse(objectionSchema, req.body);
      return { data: await makeObjection(ctx, requireUser(req), auctionId, text) };
    });

    app.post(`${BASE}/:auctionId/objections/:objectionId/answer`, liveCommand('room', 'auctionId', doc({
      summary: 'Answer an objection (the session’s buyer, once, within the window)',
      params: objectionIdParamSchema,
      body: objectionAnswerSchema,
      description: `Plain text, 1 to 4000 characters, and whether the objection is upheld. An OBJECTION_ANSWER ledger entry; the vendor is mailed. 409 after the window or for a second answer; 404 for anyone but the session’s buyer. ${WINDOW}`,
      answer: 'the objection with its answer',
    })), async (req) => {
      const { auctionId, objectionId } = parse(objectionIdParamSchema, req.params);
      const answer = parse(objectionAnswerSchema, req.body);
      return { data: await answerObjection(ctx, requireUser(req), auctionId, objectionId, answer) };
    });
  };
}
