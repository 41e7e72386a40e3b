import type { FastifyInstance } from 'fastify';
import { changeNegotiationStatusSchema, idParamsSchema, negotiationStatusRequestSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { accountSubject, heavyRead, withHeavyReadBudget } from '../../../platform/heavy-work/heavy-read-budget';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { readNegotiationLedger, verifyNegotiationLedgerOf } from './negotiation-ledger.store';
import { changeNegotiationStatus, getNegotiationStatus } from './negotiation-status.service';

const BASE = '/api/secured/negotiation';
const doc = apiDoc('Negotiation');

/** One negotiation's status moves (docs/rules/negotiation.md#contract) and its ledger. */
export function negotiationStatusRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(`${BASE}/get-status`, doc({ summary: 'The status of a negotiation and the moves allowed from it', body: negotiationStatusRequestSchema }), async (req) => {
      const user = requireUser(req);
      const { negotiation } = parse(negotiationStatusRequestSchema, req.body);
      return { data: await getNegotiationStatus(ctx, user, negotiation) };
    });

    app.post(`${BASE}/change-status`, doc({ summary: 'Start, end or cancel a negotiation', body: changeNegotiationStatusSchema }), async (req) => {
      const user = requireUser(req);
      return { data: await changeNegotiationStatus(ctx, user, parse(changeNegotiationStatusSchema, req.body)) };
    });

    app.get(`${BASE}/:id/ledger`, doc({ summary: 'The ledger of a negotiation', params: idParamsSchema }), async (req) => {
      const user = requireUser(req);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await readNegotiationLedger(ctx, user, id) };
    });

    app.get(`${BASE}/:id/ledger/verify`, heavyRead(doc({ summary: 'Verify the hash chain of the ledger of a negotiation', params: idParamsSchema })), async (req) => {
      const user = requireUser(req);
      const { id } = parse(idParamsSchema, req.params);
      // A heavy read (docs/decisions.md 221): the account's budget first.
      return withHeavyReadBudget(ctx, accountSubject(user), async () => ({ data: await verifyNegotiationLedgerOf(ctx, user, id) }));
    });
  };
}
