import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { myProfile } from './account.service';

export function accountRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/secured/account/my-profile', async (req) => ({ data: await myProfile(ctx, requireUser(req)) }));
  };
}
