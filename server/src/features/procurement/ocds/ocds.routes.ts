import type { FastifyInstance } from 'fastify';
import { ocdsParamsSchema } from '@procura/domain/procurement/ocds/ocds.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { accountSubject, heavyRead, withHeavyReadBudget } from '../../../platform/heavy-work/heavy-read-budget';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { requireOwnProcurement } from '../procurement-access';
import { loadOcdsData } from './ocds.data';
import { runHeavy } from '../../../platform/heavy-work/heavy-pool';

const BUYER = ['buyer_auction'] as const;
const doc = apiDoc('Procurement');

/** The procurement as an OCDS 1.1 release package (docs/rules/reports-dashboard-help.md#open-contracting-data): its buyer only, 404 for anyone else's. */
export function ocdsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/secured/procurement/:procurementId/ocds', heavyRead(doc({ summary: 'The procurement as an OCDS 1.1 release package (bids extension)', params: ocdsParamsSchema, roles: BUYER })), async (req, reply) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(ocdsParamsSchema, req.params);
      // A heavy read (docs/decisions.md 221): the account's budget first; the package is built and
      // serialised on the heavy-work thread (decision 220).
      return withHeavyReadBudget(ctx, accountSubject(user), async () => {
        const procurement = await requireOwnProcurement(ctx.db, await requireBuyerCompany(ctx.db, user), procurementId);
        const body = await runHeavy('ocdsPackageJson', { data: await loadOcdsData(ctx.db, procurement), now: ctx.clock.now(), publicUrl: ctx.config.PUBLIC_URL });
        const name = `ocds-${(procurement.procurementNumber ?? procurement.id).replace(/[^A-Za-z0-9._-]+/g, '-')}.json`;
        return reply.header('content-disposition', `attachment; filename="${name}"`).type('application/json').send(body);
      });
    });
  };
}
