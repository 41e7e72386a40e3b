import type { FastifyInstance } from 'fastify';
import { buyerGuideQuerySchema } from '@procura/domain/help/help.schemas';
import type { AppContext } from '../../platform/context';
import { sendDownload } from '../../platform/files/file-download';
import { withHeavyReadBudget } from '../../platform/heavy-work/heavy-read-budget';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { BuyerGuide } from './buyer-guide.service';

const doc = apiDoc('Help');

/**
 * GET (and HEAD, for the size the help pages show) /api/help/buyer-user-guide.pdf?lang=en|id.
 * Public: it describes sign-in and registration, which a reader may need before having an account,
 * and holds no company's data.
 */
export function buyerGuideRoutes(ctx: AppContext) {
  const guide = new BuyerGuide(ctx.config.WEB_DIST_DIR);
  return async (app: FastifyInstance) => {
    app.get('/api/help/buyer-user-guide.pdf', doc({ summary: 'The buyer user guide (PDF, English or Indonesian); public', query: buyerGuideQuerySchema, file: 'application/pdf' }), async (req, reply) => {
      const { lang } = parse(buyerGuideQuerySchema, req.query);
      // Heavy until made once (docs/decisions.md 221): public, so the budget is the caller's address's.
      const pdf = guide.isMade(lang) ? await guide.pdf(lang) : await withHeavyReadBudget(ctx, `address:${req.ip}`, () => guide.pdf(lang));
      const fileName = `${lang === 'id' ? 'panduan-pengguna-pembeli' : 'buyer-user-guide'}.pdf`;
      return sendDownload(reply, { fileName, mimeType: 'application/pdf', content: pdf }, 'public, max-age=3600');
    });
  };
}
