import type { FastifyInstance } from 'fastify';
import { mastersLanguageParamsSchema } from '@procura/domain/master-data/master-data.schemas';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import { listMasters, listMastersIn } from './master-data.service';

export function masterDataRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/masters', async () => ({ data: await listMasters(ctx.db) }));
    app.get('/api/masters/:lang', async (req) => ({ data: await listMastersIn(ctx.db, parse(mastersLanguageParamsSchema, req.params).lang) }));
  };
}
