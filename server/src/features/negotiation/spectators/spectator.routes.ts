import type { FastifyInstance } from 'fastify';
import { addSpectatorSchema, findInvitationSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import { addSpectator, findOwnInvitation } from './spectator.service';

const doc = apiDoc('Negotiation');

/** Spectator invitations (docs/rules/negotiation.md#contract). */
export function spectatorRoutes(ctx: AppContext, io: RealtimeServer) {
  return async (app: FastifyInstance) => {
    app.post('/api/secured/spectator/add-spectator', doc({ summary: 'Invite a spectator to a negotiation by e-mail', body: addSpectatorSchema }), async (req) => {
      const user = requireUser(req);
      return { data: await addSpectator(ctx, io, user, parse(addSpectatorSchema, req.body)) };
    });

    app.post('/api/secured/invitation/find-by-to-owner-and-foreign-key', doc({ summary: 'The invitation of the caller to a negotiation', body: findInvitationSchema }), async (req) => {
      const user = requireUser(req);
      return { data: await findOwnInvitation(ctx, user, parse(findInvitationSchema, req.body)) };
    });
  };
}
