import { verifyLedger, type LedgerEntry, type LedgerVerification } from '@procura/domain/auction/auction-ledger.rules';
import type { AuctionLedgerView } from '@procura/domain/auction/auction.views';
import type { AuthUser } from '../../platform/access-tokens';
import type { AppContext } from '../../platform/context';
import { requireAudience } from './auction-access';
import { ledgerOf } from './auction-ledger.store';

/** The entries a vendor may read: its own offers and the disqualifications of them, nothing of another vendor. */
function ownEntries(entries: LedgerEntry[], vendorId: string): LedgerEntry[] {
  return entries.filter((e) => 'vendorId' in e.payload && e.payload.vendorId === vendorId);
}

/**
 * GET …/ledger: the buyer gets the whole chain (it verifies offline as exported); a vendor its own
 * entries, with the head hash to compare with the buyer's report.
 */
export async function auctionLedger(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionLedgerView> {
  const { auction, audience } = await requireAudience(ctx.db, user, auctionId);
  const entries = await ledgerOf(ctx.db, auction.id);
  const visible = audience.kind === 'buyer' ? entries : ownEntries(entries, audience.invitation.procurementVendorId);
  return { auctionId: auction.id, headHash: entries.at(-1)?.hash ?? null, entries: visible };
}

/** GET …/ledger/verify: the server recomputes the whole chain from the stored entries. */
export async function verifyAuctionLedger(ctx: AppContext, user: AuthUser, auctionId: string): Promise<LedgerVerification> {
  const { auction } = await requireAudience(ctx.db, user, auctionId);
  return verifyLedger(await ledgerOf(ctx.db, auction.id));
}
