import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { vendorLedgerCopy } from '@procura/domain/auction/ledger/auction-ledger-copy.rules';
import type { LedgerHeadSignature } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { withCommitments } from '@procura/domain/auction/ledger/ledger-forms.rules';
import { isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import type { AuctionLedgerVerificationView, AuctionLedgerView, VendorLedgerCopyView } from '@procura/domain/auction/auction.views';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { runHeavy } from '../../../platform/heavy-work/heavy-pool';
import { accountSubject, withHeavyReadBudget } from '../../../platform/heavy-work/heavy-read-budget';
import { notFound, requireAudience, type AuctionAudience, type AuctionRow } from '../room/auction-access';
import { auditRowsOf, type AuditProblem } from './auction-ledger-audit';
import { ledgerOf, sealingOf } from './auction-ledger.store';
import { signHeadOnce } from './ledger-head-signing';

/** The session row's head, signed (null before the first entry, or when its sequence was signed with another hash: ledger-head-signing). */
async function headSignatureOf(ctx: AppContext, auction: AuctionRow): Promise<LedgerHeadSignature | null> {
  if (auction.sequence === 0 || !auction.ledgerHeadHash) return null;
  return signHeadOnce(ctx.db, { key: ctx.secrets.ledgerKey, log: ctx.log }, { auctionId: auction.id, sequence: auction.sequence, headHash: auction.ledgerHeadHash });
}

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
  const headSignature = await headSignatureOf(ctx, auction);
  const sealing = sealingOf(auction);
  if (audience.kind === 'buyer') {
    if (sealing.version === 1) return { auctionId: auction.id, headHash, entries, headSignature };
    const ledgerForm = { version: sealing.version, othersAmounts: sealing.othersAmounts };
    return { auctionId: auction.id, headHash, ledgerForm, entries: withCommitments(entries, sealing), headSignature };
  }
  const copy = vendorLedgerCopy(entries, audience.invitation.procurementVendorId, sealing);
  return { auctionId: auction.id, headHash, entries: copy.entries, vendorCopy: copy.info, headSignature };
}

/** A problem as the caller may read it: a vendor learns that another vendor's figure differs, not the figure or whose it is. */
function problemFor(audience: AuctionAudience, problem: AuditProblem): string {
  if (audience.kind === 'buyer' || problem.vendorId === null || problem.vendorId === audience.invitation.procurementVendorId) return problem.text;
  return "another vendor's stored figure differs from the ledger";
}

/**
 * GET …/ledger/verify: the server recomputes the whole chain from the stored entries, measures it
 * against the head the session row keeps (rows removed or re-chained), and re-derives every stored
 * standing and final price from the ledger (auction-ledger-audit); valid only with no problem.
 */
export async function verifyAuctionLedger(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionLedgerVerificationView> {
  // A heavy read (docs/decisions.md 221): the account's budget first, before any database work.
  return withHeavyReadBudget(ctx, accountSubject(user), () => verifyWithinBudget(ctx, user, auctionId));
}

async function verifyWithinBudget(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionLedgerVerificationView> {
  const { procurement, audience } = await requireAudience(ctx.db, user, auctionId);
  // This thread only reads the rows, as of one head and in windows (decision 233); the chain and the
  // replay are computed on the heavy-work thread (docs/decisions.md 220).
  const { auction, entries, stored } = await auditRowsOf(ctx.db, auctionId);
  const storedHead = { sequence: auction.sequence, headHash: auction.ledgerHeadHash };
  const checked = await runHeavy('auctionLedgerCheck', { auction, procurement, entries, stored });
  const chain = checked.chain;
  const audit = checked.problems.map((p) => problemFor(audience, p));
  const problems = [...chain.problems, ...new Set(audit)];
  const { valid: _chainValid, ...rest } = chain;
  return { valid: problems.length === 0, ...rest, storedHead, problems };
}
