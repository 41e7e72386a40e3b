import type { FastifyInstance } from 'fastify';
import type { Language } from '@procura/domain/common/i18n';
import { mastersLanguageParamsSchema } from '@procura/domain/master-data/master-data.schemas';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { createResponseCache, sendCached } from '../../platform/http/response-cache';
import { listMasters, listMastersIn } from './master-data.service';

const doc = apiDoc('Master data');

/**
 * GET /api/masters[/{lang}]: read by every form, changed only by the super admin. Served from
 * memory with an ETag; every master-data write, on any node, empties the cache (change feed).
 */
export function masterDataRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const cache = await createResponseCache<'all' | Language>(ctx.changes, 'master-data');
    app.addHook('onClose', async () => cache.close());

    app.get('/api/masters', doc({ summary: 'Every reference-data list with English and Indonesian labels (ETag, 304)' }), async (req, reply) => sendCached(req, reply, await cache.get('all', () => listMasters(ctx.db))));
    app.get('/api/masters/:lang', doc({ summary: 'Every reference-data list in one language (ETag, 304)', params: mastersLanguageParamsSchema }), async (req, reply) => {
      const { lang } = parse(mastersLanguageParamsSchema, req.params);
      return sendCached(req, reply, await cache.get(lang, () => listMastersIn(ctx.db, lang)));
    });
  };
}
