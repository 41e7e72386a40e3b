import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { myProfile } from './account.service';

const doc = apiDoc('Account');

export function accountRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/secured/account/my-profile', doc({ summary: 'The signed-in account: profile, role and company' }), async (req) => ({ data: await myProfile(ctx, requireUser(req)) }));
  };
}
