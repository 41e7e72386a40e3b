import type { FastifyInstance } from 'fastify';
import { chatMessageIdParamsSchema, chatPageQuerySchema, joinChatSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { chatMessageById, chatRoomView } from './chat.service';

const doc = apiDoc('Chat');

/** The chat's history (docs/rules/negotiation.md#contract), registered in the secured scope under the spec's /api/chat path. */
export function chatRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/chat/messages/:roomId', doc({ summary: 'A chat room with a page of its history', params: joinChatSchema, query: chatPageQuerySchema }), async (req) => {
      const user = requireUser(req);
      const { roomId } = parse(joinChatSchema, req.params);
      const { before } = parse(chatPageQuerySchema, req.query);
      return { data: await chatRoomView(ctx, user, roomId, before) };
    });

    app.get('/api/chat/messages/:id/search-by-id', doc({ summary: 'One chat message', params: chatMessageIdParamsSchema }), async (req) => {
      const user = requireUser(req);
      const { id } = parse(chatMessageIdParamsSchema, req.params);
      return { data: await chatMessageById(ctx, user, id) };
    });
  };
}
