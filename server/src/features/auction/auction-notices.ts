import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctionInvitations } from '../../db/schema/auction';
import { accounts } from '../../db/schema/auth';
import { procurements } from '../../db/schema/procurement';
import type { Config } from '../../config';
import { enqueueMail } from '../../platform/mail/outbox';
import { buyerSummaryMail, declinedMail, disqualificationDecisionMail, disqualificationRequestedMail, vendorResultMail, type DisqualificationDecision, type MailedLedgerHead } from './auction-notice.mails';
import { signHeadOnce, type HeadSigning } from './ledger/ledger-head-signing';
import type { AuctionRecord } from './auction-record';
import { sessionFactsOf } from './invitations/auction-invitations';
import { loadBoard, offerLogOf, rankingOf } from './room/auction-board';

// Queues the mails people expect (docs/rules/auction.md#mails-people-expect) in the transaction of the
// change that causes them (the outbox): the buyer's notices, the vendor's of the buyer's decision on its
// offer and, when a session ends DONE, each
// attending vendor's own result and the buyer's summary.

type Urls = Pick<Config, 'PUBLIC_URL'>;

export const vendorRoomUrl = (config: Urls, auctionId: string) => `${config.PUBLIC_URL}/vendor-auction/session/${auctionId}`;
const sessionSectionUrl = (config: Urls, procurementId: string) => `${config.PUBLIC_URL}/initiation/form/${procurementId}#auction-session`;
const monitorUrl = (config: Urls, auction: AuctionRecord) => `${config.PUBLIC_URL}/buyer-auction/${auction.procurementId}/${auction.id}/in-progress`;
export const resultUrl = (config: Urls, auction: AuctionRecord) => `${config.PUBLIC_URL}/buyer-auction/${auction.procurementId}/${auction.id}/result`;

/** The buyer who created the session (else the procurement's creator): where the buyer's notices go. */
export async function buyerOf(tx: Executor, auction: AuctionRecord): Promise<{ email: string; name: string } | null> {
  const [procurement] = await tx.select({ createdBy: procurements.createdBy }).from(procurements).where(eq(procurements.id, auction.procurementId));
  const accountId = auction.createdBy ?? procurement?.createdBy ?? null;
  if (!accountId) return null;
  const [account] = await tx.select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, accountId));
  return account ? { email: account.email, name: `${account.firstName} ${account.lastName}`.trim() } : null;
}

/** A vendor declined its invitation: the buyer hears who and why. */
export async function mailDeclined(tx: Executor, config: Urls, auction: AuctionRecord, vendor: { vendorName: string; reason: string | null }): Promise<void> {
  const buyer = await buyerOf(tx, auction);
  if (!buyer) return;
  await enqueueMail(tx, declinedMail(buyer.email, buyer, await sessionFactsOf(tx, auction), vendor, sessionSectionUrl(config, auction.procurementId)));
}

/** A vendor asked for its latest offer's disqualification: the buyer hears it, with the way to the monitor. */
export async function mailDisqualificationRequest(
  tx: Executor,
  config: Urls,
  auction: AuctionRecord,
  request: { vendorName: string; amount: string; currency: string; reason: string; at: Date },
): Promise<void> {
  const buyer = await buyerOf(tx, auction);
  if (!buyer) return;
  await enqueueMail(tx, disqualificationRequestedMail(buyer.email, buyer, await sessionFactsOf(tx, auction), request, monitorUrl(config, auction)));
}

/** The buyer decided on an offer: its vendor hears the decision, at the invitation's address, with the way back to the room. */
export async function mailDisqualificationDecision(tx: Executor, config: Urls, auction: AuctionRecord, vendorId: string, decided: DisqualificationDecision): Promise<void> {
  const [vendor] = await tx
    .select({ vendorEmail: auctionInvitations.vendorEmail, picVendor: auctionInvitations.picVendor, vendorName: auctionInvitations.vendorName })
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, auction.id), eq(auctionInvitations.procurementVendorId, vendorId)));
  if (!vendor) return;
  await enqueueMail(tx, disqualificationDecisionMail(vendor.vendorEmail, vendor, await sessionFactsOf(tx, auction), decided, vendorRoomUrl(config, auction.id)));
}

/**
 * A session ended DONE: each attending vendor its own final price and place (and, in an OPEN session,
 * the best price, never whose it is), the buyer the counts, rank 1 and the way to the reports.
 */
export async function mailSessionResults(tx: Executor, ctx: { config: Urls } & HeadSigning, auction: AuctionRecord, now: Date): Promise<void> {
  const { config } = ctx;
  const [procurement] = await tx.select().from(procurements).where(eq(procurements.id, auction.procurementId));
  if (!procurement) return;
  // The final head leaves the server in every result mail, signed once for its sequence (decision 241).
  const mailedHead = await finalHeadOf(tx, ctx, auction);
  const board = await loadBoard(tx, auction, procurement);
  const ranking = rankingOf(board);
  const facts = await sessionFactsOf(tx, auction);
  const currency = procurement.currency ?? 'IDR';
  const leader = ranking.find((row) => row.ranking === 1 && row.standing.lastPrice !== null) ?? null;
  const attending = await tx
    .select({ vendorEmail: auctionInvitations.vendorEmail, picVendor: auctionInvitations.picVendor, vendorName: auctionInvitations.vendorName, vendorId: auctionInvitations.procurementVendorId })
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, auction.id), inArray(auctionInvitations.status, ['ATTEND'])))
    .orderBy(asc(auctionInvitations.vendorName), asc(auctionInvitations.id));
  for (const vendor of attending) {
    const row = ranking.find((r) => r.standing.vendorId === vendor.vendorId);
    const finalPrice = row?.standing.lastPrice ?? null;
    await enqueueMail(
      tx,
      vendorResultMail(
        vendor.vendorEmail,
        vendor,
        facts,
        {
          finalPrice,
          rank: finalPrice === null ? null : (row?.ranking ?? null),
          attending: attending.length,
          winningPrice: auction.auctionType === 'OPEN' ? (leader?.standing.lastPrice ?? null) : null,
          won: leader !== null && leader.standing.vendorId === vendor.vendorId,
          currency,
        },
        vendorRoomUrl(config, auction.id),
        mailedHead,
      ),
    );
  }
  const buyer = await buyerOf(tx, auction);
  if (!buyer) return;
  const [invited] = await tx.select({ n: count() }).from(auctionInvitations).where(eq(auctionInvitations.auctionId, auction.id));
  const offers = await offerLogOf(tx, auction.id);
  const summary = {
    invited: invited?.n ?? 0,
    attending: attending.length,
    offering: new Set(offers.map((o) => o.vendorId)).size,
    offers: offers.length,
    leader: leader ? { vendorName: leader.standing.name, price: leader.standing.lastPrice! } : null,
    currency,
    endedAt: auction.endedAt ?? now,
  };
  await enqueueMail(tx, buyerSummaryMail(buyer.email, buyer, facts, summary, resultUrl(config, auction), mailedHead));
}

/** The session's head at its end, signed (null for a ledger without entries). */
async function finalHeadOf(tx: Executor, signing: HeadSigning, auction: AuctionRecord): Promise<MailedLedgerHead | null> {
  if (auction.sequence === 0 || !auction.ledgerHeadHash) return null;
  const head = { auctionId: auction.id, sequence: auction.sequence, headHash: auction.ledgerHeadHash };
  return { head, signature: await signHeadOnce(tx, signing, head) };
}
