import type { FastifyInstance } from 'fastify';
import { inviteAuditorSchema } from '@procura/domain/company/auditor.schemas';
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { inviteAuditor, listAuditors } from './auditor.service';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/company/auditors';
const doc = apiDoc('Company');
const OWNER_ONLY = "The company's owner only (its buyer account created first); another buyer of the company: 403.";

/** A company's auditors (docs/decisions.md 244): the owner invites them and lists them. */
export function auditorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(BASE, doc({
        summary: 'Invite an auditor: a read-only account of the company, mailed a sign-in by one-time code',
        body: inviteAuditorSchema,
        roles: BUYER,
        description: `${OWNER_ONLY} An e-mail that already belongs to any account: 409. The auditor reads every record of the company a buyer reads and changes nothing: every write it sends answers 403.`,
      }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await inviteAuditor(ctx, user, parse(inviteAuditorSchema, req.body)) };
    });

    app.get(BASE, doc({ summary: 'The auditors of the company', roles: BUYER, description: OWNER_ONLY, answer: '`AuditorView[]`: `{ id, email, name, invitedAt, lastLoginAt }`' }), async (req) => ({
      data: await listAuditors(ctx, requireUser(req, BUYER)),
    }));
  };
}
