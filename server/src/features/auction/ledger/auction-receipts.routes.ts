import type { FastifyInstance } from 'fastify';
import { auctionIdParamSchema } from '@procura/domain/auction/session/auction-session.schemas';
import { isAuctionDone } from '@procura/domain/auction/session/auction-status.rules';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { finishedFiles } from '../../../platform/heavy-work/finished-files';
import { accountSubject, heavyRead, withHeavyReadBudget } from '../../../platform/heavy-work/heavy-read-budget';
import { parse } from '../../../platform/http/http-errors';
import { apiDoc } from '../../../platform/http/openapi';
import { receiptsPdf } from './auction-receipts.pdf';
import { vendorReceipts } from './auction-receipts';

const AUCTION = '/api/secured/auction';
const doc = apiDoc('Auction');
const RECEIPTS_ANSWER =
  '`{ auctionId, auctionNumber, currency, receipts: [{ auctionId, at, totalOffer, sequence, entryHash, headHash }] }`: each of the caller\'s offers in ledger order, `headHash` the chain\'s head right after the commit that took it';

/** The vendor's offer receipts (docs/rules/auction-bidding.md#receipts): the list (also the JSON file the room downloads) and its one-page PDF. */
export function auctionReceiptRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${AUCTION}/:auctionId/receipts`, doc({
        summary: "The calling vendor's offer receipts in a session",
        params: auctionIdParamSchema,
        roles: ['seller_auction'],
        answer: RECEIPTS_ANSWER,
        description: '404 for a vendor that did not attend the session, for the buyer and for anyone else. `npm run verify-ledger -- ledger.json --receipts receipts.json` proves each against an exported ledger (the vendor\'s copy of GET …/ledger).',
      }), async (req) => {
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      return { data: (await vendorReceipts(ctx, requireUser(req), auctionId)).view };
    });

    app.get(`${AUCTION}/:auctionId/receipts/pdf`, heavyRead(doc({
        summary: "The calling vendor's offer receipts as a one-page PDF (base64, as the reports)",
        params: auctionIdParamSchema,
        roles: ['seller_auction'],
        answer: '`{ type: "application/pdf", fileName, data }` (data: the PDF in base64)',
      })), async (req) => {
      const user = requireUser(req);
      const { auctionId } = parse(auctionIdParamSchema, req.params);
      // A heavy read (decision 221): within the account's budget, and a DONE session's file is made once.
      return withHeavyReadBudget(ctx, accountSubject(user), async () => {
        const { view, vendorName, auction } = await vendorReceipts(ctx, user, auctionId);
        const finalHead = isAuctionDone(auction.status) && auction.ledgerHeadHash ? { auctionId: auction.id, sequence: auction.sequence, headHash: auction.ledgerHeadHash } : null;
        const render = () => receiptsPdf(view, vendorName, ctx.clock.now(), finalHead);
        const final = ['receipts-pdf', auction.id, auction.sequence, auction.ledgerHeadHash, user.id, vendorName];
        const content = isAuctionDone(auction.status) ? await finishedFiles(ctx).get(final, (bytes) => bytes.length, render) : await render();
        return { data: { type: 'application/pdf', fileName: `Offer-Receipts-${view.auctionNumber}.pdf`, data: content.toString('base64') } };
      });
    });
  };
}
