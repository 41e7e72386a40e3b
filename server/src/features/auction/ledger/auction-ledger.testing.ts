import { eq } from 'drizzle-orm';
import { verifyLedger, type LedgerVerification } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { Executor } from '../../../db/client';
import { auctions } from '../../../db/schema/auction';
import { hashingOf, ledgerOf } from './auction-ledger.store';

/** The session's stored chain recomputed as the server does (in its form, from its salt). */
export async function storedLedgerVerification(db: Executor, auctionId: string): Promise<LedgerVerification> {
  const [auction] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  return verifyLedger(await ledgerOf(db, auctionId), hashingOf(auction!));
}
