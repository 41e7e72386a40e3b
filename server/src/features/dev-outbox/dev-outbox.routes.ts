import type { FastifyInstance } from 'fastify';
import { devOutboxQuerySchema } from '@procura/domain/dev-outbox/dev-outbox.schemas';
import { CONTENT_SECURITY_POLICY, DEV_PAGE_POLICY } from '../../platform/http/content-security-policy';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http/http-errors';
import { renderOutboxPage } from './dev-outbox.page';
import { listOutbox } from './dev-outbox.service';

/** The development mail outbox; app.ts registers it only outside production. */
export function devOutboxRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/dev/outbox', async (req) => ({ data: await listOutbox(ctx.db, parse(devOutboxQuerySchema, req.query)) }));
    app.get('/dev/outbox', async (req, reply) => {
      const query = parse(devOutboxQuerySchema, req.query);
      return reply.header(CONTENT_SECURITY_POLICY, DEV_PAGE_POLICY).type('text/html; charset=utf-8').send(renderOutboxPage(await listOutbox(ctx.db, query), query.to));
    });
  };
}
