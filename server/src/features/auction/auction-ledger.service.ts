import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { vendorLedgerCopy } from '@procura/domain/auction/auction-ledger-copy.rules';
import { verifyLedger, type LedgerVerification } from '@procura/domain/auction/auction-ledger.rules';
import { isFinalAuctionStatus } from '@procura/domain/auction/auction-status.rules';
import type { AuctionLedgerView, VendorLedgerCopyView } from '@procura/domain/auction/auction.views';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { AuthUser } from '../../platform/access-tokens';
import type { AppContext } from '../../platform/context';
import { notFound, requireAudience } from './auction-access';
import { ledgerOf } from './auction-ledger.store';

/**
 * GET …/ledger: the buyer gets the whole chain as stored (it verifies offline as exported). A vendor
 * that took part (chose ATTEND; any other vendor: 404) gets, once the session has ended, the whole
 * chain with every other vendor pseudonymised (vendorLedgerCopy): other vendors' amounts only where
 * the room showed them (OPEN).
 */
export async function auctionLedger(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionLedgerView | VendorLedgerCopyView> {
  const { auction, audience } = await requireAudience(ctx.db, user, auctionId);
  if (audience.kind === 'vendor' && audience.invitation.status !== 'ATTEND') throw notFound();
  if (audience.kind === 'vendor' && !isFinalAuctionStatus(auction.status)) throw AppError.field(HTTP.conflict, null, AUCTION_MSG.ledgerAfterEnd);
  const entries = await ledgerOf(ctx.db, auction.id);
  const headHash = entries.at(-1)?.hash ?? null;
  if (audience.kind === 'buyer') return { auctionId: auction.id, headHash, entries };
  const copy = vendorLedgerCopy(entries, audience.invitation.procurementVendorId, { othersAmounts: auction.auctionType === 'OPEN' });
  return { auctionId: auction.id, headHash, entries: copy.entries, vendorCopy: copy.info };
}

/** GET …/ledger/verify: the server recomputes the whole chain from the stored entries. */
export async function verifyAuctionLedger(ctx: AppContext, user: AuthUser, auctionId: string): Promise<LedgerVerification> {
  const { auction } = await requireAudience(ctx.db, user, auctionId);
  return verifyLedger(await ledgerOf(ctx.db, auction.id));
}
