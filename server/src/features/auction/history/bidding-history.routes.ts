import type { FastifyInstance } from 'fastify';
import { biddingHistoryExportQuerySchema, biddingHistoryParamsSchema, biddingHistoryQuerySchema } from '@procura/domain/auction/history/bidding-history.schemas';
import { sendDownload } from '../../../platform/files/file-download';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { accountSubject, heavyRead, withHeavyReadBudget } from '../../../platform/heavy-work/heavy-read-budget';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { biddingHistoryItemParamsSchema } from '@procura/domain/auction/history/bidding-history-items.schemas';
import { biddingHistory, biddingHistoryExport, biddingHistoryOfItem } from './bidding-history.service';

const BUYER = ['buyer_auction'] as const;
// docs/rules/auction.md#bidding-history: the vendors' offers of a procurement, ?includeAllSession.
const OFFERS = '/api/secured/auction-session/auction-vendor-offers/:procurementId';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const doc = apiDoc('Bidding history');

/** The Bidding History page (/initiation/{p}/vendor/auction/history): every session's offers, and the offer log as .xlsx. */
export function biddingHistoryRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(
      OFFERS,
      doc({ summary: "Every session's offers of a procurement, per vendor, with their state (paged, filtered by session and vendor)", params: biddingHistoryParamsSchema, query: biddingHistoryQuerySchema, roles: BUYER }),
      async (req) => {
        const user = requireUser(req, BUYER);
        const { procurementId } = parse(biddingHistoryParamsSchema, req.params);
        return { data: await biddingHistory(ctx, user, procurementId, parse(biddingHistoryQuerySchema, req.query)) };
      },
    );

    // Its sibling for one item (docs/rules/auction.md#spec-api-paths-for-outside-clients): the same query, each offer's unit price for the item.
    app.get(
      '/api/secured/auction-session/auction-vendor-offer-items/:procurementId/:itemId',
      doc({ summary: "Every session's offers of a procurement that priced one of its items, with the unit price (paged, filtered by session and vendor)", params: biddingHistoryItemParamsSchema, query: biddingHistoryQuerySchema, roles: BUYER }),
      async (req) => {
        const user = requireUser(req, BUYER);
        const { procurementId, itemId } = parse(biddingHistoryItemParamsSchema, req.params);
        return { data: await biddingHistoryOfItem(ctx, user, procurementId, itemId, parse(biddingHistoryQuerySchema, req.query)) };
      },
    );

    app.get(
      `${OFFERS}/export`,
      heavyRead(doc({ summary: 'The offer log of a procurement as xlsx (the same filters, every row)', params: biddingHistoryParamsSchema, query: biddingHistoryExportQuerySchema, file: XLSX, roles: BUYER })),
      async (req, reply) => {
        const user = requireUser(req, BUYER);
        const { procurementId } = parse(biddingHistoryParamsSchema, req.params);
        const query = parse(biddingHistoryExportQuerySchema, req.query);
        // A heavy read (docs/decisions.md 221): the account's budget first.
        const file = await withHeavyReadBudget(ctx, accountSubject(user), () => biddingHistoryExport(ctx, user, procurementId, query));
        return sendDownload(reply, { ...file, mimeType: XLSX });
      },
    );
  };
}
