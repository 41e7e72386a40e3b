import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LedgerHeadSignature, SignedLedgerHead } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { Executor } from '../../../db/client';
import { ledgerSignedHeads } from '../../../db/schema/auction';
import { signLedgerHead, type LedgerSigningKey } from '../../../platform/security/ledger-signing';

// The one way the app signs a ledger head (decisions 168, 241): each (session, sequence) is signed with
// one hash only. The first signature records the head; a later request to sign the same sequence with
// another hash (the ledger and its stored head rewritten after the head left the server in the result
// mails) is refused and written to the log as an error, so the app never vouches for a rewritten ledger.

export interface HeadSigning {
  key: LedgerSigningKey;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The head signed, or null when its sequence was already signed with another hash (logged). */
export async function signHeadOnce(db: Executor, signing: HeadSigning, head: SignedLedgerHead): Promise<LedgerHeadSignature | null> {
  await db.insert(ledgerSignedHeads).values({ auctionId: head.auctionId, sequence: head.sequence, headHash: head.headHash }).onConflictDoNothing();
  const [recorded] = await db
    .select({ headHash: ledgerSignedHeads.headHash })
    .from(ledgerSignedHeads)
    .where(and(eq(ledgerSignedHeads.auctionId, head.auctionId), eq(ledgerSignedHeads.sequence, head.sequence)));
  if (recorded && recorded.headHash !== head.headHash) {
    signing.log.error(
      { auctionId: head.auctionId, sequence: head.sequence, signedHeadHash: recorded.headHash, requestedHeadHash: head.headHash },
      `refused to sign ledger head ${head.headHash} of session ${head.auctionId}: sequence ${head.sequence} was signed with ${recorded.headHash}`,
    );
    return null;
  }
  return signLedgerHead(signing.key, head);
}
