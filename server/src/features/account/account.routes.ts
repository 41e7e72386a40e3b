import type { FastifyInstance } from 'fastify';
import { accountIdParamsSchema, findLikeEmailAndRoleSchema } from '@procura/domain/auth/account-lookup.schemas';
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { accountById, accountsLikeEmail } from './account-lookup.service';
import { myProfile } from './account.service';

const BUYER = ['buyer_auction'] as const;
const doc = apiDoc('Account');

export function accountRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/secured/account/my-profile', doc({ summary: 'The signed-in account: profile, role and company' }), async (req) => ({ data: await myProfile(ctx, requireUser(req)) }));

    // The spec's calls for outside clients (docs/rules/accounts-and-sign-in.md#spec-api-paths-for-outside-clients).
    app.get('/api/secured/account/find-like-email-and-role', doc({ summary: 'Accounts the caller deals with whose e-mail holds a text (the spectator invite)', query: findLikeEmailAndRoleSchema, roles: BUYER, description: 'At least 3 characters of the e-mail (any case) and an optional role (any case). Only the accounts GET account/{id} lets the caller read: up to 10, by e-mail; an e-mail outside them finds nothing, whether or not its account exists. Rate limit: 30 look-ups a minute per account, then 429 with `Retry-After`.' }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await accountsLikeEmail(ctx, user, parse(findLikeEmailAndRoleSchema, req.query)) };
    });

    app.get('/api/secured/account/:id', doc({ summary: 'One account the caller deals with', params: accountIdParamsSchema, description: "The caller itself; a buyer also its company's accounts, the vendors its company invited (auction sessions, negotiations, vendor rows) and the spectators it invited. Anything else answers 404 as an unknown id." }), async (req) => {
      const user = requireUser(req);
      const { id } = parse(accountIdParamsSchema, req.params);
      return { data: await accountById(ctx, user, id) };
    });
  };
}
