import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { formatDate, formatTime } from '@procura/domain/common/dates';
import {
  DOCX_MEDIA_TYPE,
  negotiationReportFileName,
  type NegotiationReportFile,
  type NegotiationReportForm,
} from '@procura/domain/report/report-negotiation.schemas';
import { NEGOTIATION_REPORT_MSG as MSG } from '@procura/domain/report/report-negotiation.messages';
import { isNegotiationDone } from '@procura/domain/negotiation/negotiation-status.rules';
import { SUBMITTED_OFFER_STATUSES, type NegotiationOfferStatus } from '@procura/domain/negotiation/negotiation.enums';
import type { NegotiationReportLogView } from '@procura/domain/negotiation/negotiation-outside.schemas';
import type { Executor } from '../../../db/client';
import { accounts } from '../../../db/schema/auth';
import { companies } from '../../../db/schema/company';
import { chatMessages, negotiationLogs, negotiationOffers, spectatorInvitations } from '../../../db/schema/negotiation';
import { procurementVendors } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { accountNameOf } from '../../../platform/account-names';
import { presentItems, quantityOf } from '../../negotiation';
import { requireOwnNegotiation } from '../../negotiation';
import { runHeavy } from '../../../platform/heavy-work/heavy-pool';
import type { NegotiationReportChatDeal, NegotiationReportData, NegotiationReportRound, NegotiationReportSpectator } from './negotiation-report.docx';

// Another company's negotiation, or a path that does not name it, is the batch screen's 404.
const negotiationNotFound = () => AppError.field(HTTP.notFound, null, NEGOTIATION_MSG.notFound);

// The negotiation minutes (docs/rules/reports-dashboard-help.md#reports): everything printed comes from the database except the form's
// letter numbers, days, media and location, which exist nowhere else. The browser's
// finalNegotiationPrice is never printed.

export interface NegotiationReportTarget {
  procurementId: string;
  batchId: string;
  negotiationId: string;
}

/** `yyyyMMddHHmmss` in WIB, the file name's timestamp. */
function fileTimestamp(now: Date): string {
  const [day, month, year] = formatDate(now).split('/');
  return `${year}${month}${day}${formatTime(now, true).replace(/:/g, '')}`;
}

type DealLine = Pick<typeof chatMessages.$inferSelect, 'createdAt' | 'fromRole' | 'senderCompany' | 'senderName' | 'message' | 'priceDeal' | 'waitingDealConfirmation' | 'dealConfirmed' | 'dealNotConfirmed'>;

// A deal line's message is the move it records ('DEAL', 'NOT_DEAL'), written by the offer, not typed:
// the annex prints a message only when it says more than that.
const typedWords = (line: DealLine): string | null => {
  const words = line.message.trim();
  return words === '' || (SUBMITTED_OFFER_STATUSES as readonly string[]).includes(words) ? null : words;
};

const personOf = (line: DealLine) => ({ side: line.fromRole === 'buyer' ? ('buyer' as const) : ('vendor' as const), company: line.senderCompany, name: line.senderName });

/**
 * The annex's terms agreed in the chat (docs/rules/negotiation.md#minutes-annex): the deal lines in the order
 * they were written; a line waiting for confirmation is a proposal, the other side's confirmation
 * makes it a deal, a decline drops it. Only confirmed deals are listed.
 */
async function chatDealsOf(db: Executor, negotiationId: string): Promise<NegotiationReportChatDeal[]> {
  const lines: DealLine[] = await db
    .select({
      createdAt: chatMessages.createdAt,
      fromRole: chatMessages.fromRole,
      senderCompany: chatMessages.senderCompany,
      senderName: chatMessages.senderName,
      message: chatMessages.message,
      priceDeal: chatMessages.priceDeal,
      waitingDealConfirmation: chatMessages.waitingDealConfirmation,
      dealConfirmed: chatMessages.dealConfirmed,
      dealNotConfirmed: chatMessages.dealNotConfirmed,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, negotiationId), eq(chatMessages.chatType, 'OFFER')))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const deals: NegotiationReportChatDeal[] = [];
  let proposal: DealLine | null = null;
  for (const line of lines) {
    if (line.waitingDealConfirmation) proposal = line;
    else if (line.dealNotConfirmed) proposal = null;
    else if (line.dealConfirmed) {
      // The confirmation answers the other side's proposal; without one the proposer is not known.
      const proposed = proposal && proposal.fromRole !== line.fromRole ? proposal : null;
      const words = [proposed, line].flatMap((l) => (l ? [typedWords(l)] : [])).filter((w): w is string => w !== null);
      deals.push({ at: line.createdAt, proposedBy: proposed ? personOf(proposed) : null, confirmedBy: personOf(line), price: line.priceDeal ?? proposed?.priceDeal ?? null, message: words.length > 0 ? words.join(' / ') : null });
      proposal = null;
    }
  }
  return deals;
}

/**
 * The annex's spectators present (docs/rules/negotiation.md#minutes-annex): every invited spectator whose
 * first join of the room came before the negotiation ended, in the order they joined. One who never
 * joined, or came only after the end, was not present.
 */
async function spectatorsPresentOf(db: Executor, negotiationId: string, endedAt: Date | null): Promise<NegotiationReportSpectator[]> {
  const rows = await db
    .select({ firstJoinedAt: spectatorInvitations.firstJoinedAt, company: spectatorInvitations.spectatorCompany, email: spectatorInvitations.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(spectatorInvitations)
    .innerJoin(accounts, eq(accounts.id, spectatorInvitations.accountId))
    .where(and(eq(spectatorInvitations.negotiationId, negotiationId), isNotNull(spectatorInvitations.firstJoinedAt)))
    .orderBy(asc(spectatorInvitations.firstJoinedAt), asc(spectatorInvitations.id));
  return rows.flatMap((row) =>
    row.firstJoinedAt && (endedAt === null || row.firstJoinedAt <= endedAt)
      ? [{ name: `${row.firstName} ${row.lastName}`.trim() || row.email, company: row.company, firstJoinedAt: row.firstJoinedAt }]
      : [],
  );
}

interface LogRound extends NegotiationReportRound {
  status: NegotiationOfferStatus | null;
}

/** Section B's log: online, every offer in ledger order; offline, the rounds typed in the price dialog. */
async function roundsOf(db: Executor, negotiationId: string, offline: boolean): Promise<LogRound[]> {
  if (offline) {
    const logs = await db.select().from(negotiationLogs).where(eq(negotiationLogs.negotiationId, negotiationId)).orderBy(asc(negotiationLogs.createdAt), asc(negotiationLogs.id));
    return logs.map((log) => ({ at: null, buyer: log.buyerOffer, vendor: log.vendorOffer, status: null }));
  }
  const offers = await db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, negotiationId)).orderBy(asc(negotiationOffers.sequence));
  return offers.map((offer) => ({
    at: offer.createdAt,
    buyer: offer.fromRole === 'buyer' ? offer.total : null,
    vendor: offer.fromRole === 'vendor' ? offer.total : null,
    status: offer.status,
  }));
}

/** The buyer's DONE negotiation as the report prints it; 404 for anyone else's, 409 before DONE. */
async function reportData(ctx: AppContext, user: AuthUser, target: NegotiationReportTarget, form: NegotiationReportForm): Promise<NegotiationReportData> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  if (form.companyId !== undefined && form.companyId !== companyId) throw negotiationNotFound();
  const { negotiation, batch, procurement } = await requireOwnNegotiation(ctx.db, companyId, target.negotiationId);
  // The path names the negotiation's own batch and procurement, or nothing at all.
  if (batch.id !== target.batchId || procurement.id !== target.procurementId) throw negotiationNotFound();
  if (!isNegotiationDone(negotiation.status)) throw AppError.field(HTTP.conflict, null, MSG.notDone);
  if (negotiation.finalPrice === null) throw AppError.field(HTTP.conflict, null, MSG.noFinalPrice);

  const [company] = await ctx.db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, companyId));
  const [vendor] = await ctx.db
    .select({ name: procurementVendors.name, picVendor: procurementVendors.picVendor })
    .from(procurementVendors)
    .where(eq(procurementVendors.id, negotiation.procurementVendorId));
  const items = await presentItems(ctx.db, negotiation.id);
  const offline = batch.negotiationType === 'OFFLINE';
  const rounds = await roundsOf(ctx.db, negotiation.id, offline);
  const buyerName = (await accountNameOf(ctx.db, negotiation.buyerAccountId ?? batch.createdBy)) || (await accountNameOf(ctx.db, user.id));

  return {
    form,
    procurementNumber: procurement.procurementNumber ?? '-',
    procurementName: procurement.procurementName,
    biddingType: procurement.biddingType,
    currency: procurement.currency ?? 'IDR',
    buyerCompany: company?.name ?? '-',
    buyerName,
    vendorName: vendor?.name ?? '-',
    vendorPicName: negotiation.vendorPicName ?? vendor?.picVendor ?? '-',
    negotiationType: offline ? 'OFFLINE' : 'ONLINE',
    startedAt: negotiation.startedAt ?? negotiation.startDate ?? batch.startDate,
    endedAt: negotiation.endedAt,
    lastPrice: negotiation.lastPrice,
    items: items.map((item) => ({
      itemCode: item.procurementItem.itemCode,
      itemName: item.procurementItem.itemName,
      uom: item.procurementItem.uom,
      initialPrice: item.initialPrice,
      initialQuantity: item.initialCapableQty,
      // Create Session starts an item from the estimate only when the vendor had no price for it.
      initialFromEstimate: item.lastPrice === null,
      finalPrice: item.finalPrice,
      finalQuantity: quantityOf(item),
    })),
    rounds,
    chatDeals: await chatDealsOf(ctx.db, negotiation.id),
    spectators: await spectatorsPresentOf(ctx.db, negotiation.id, negotiation.endedAt),
    generatedAt: ctx.clock.now(),
  };
}

/** GET report/(bni-)negotiation-report/{procurementId}/{batchId}/{negotiationId}: the DOCX as base64. */
export async function negotiationReport(ctx: AppContext, user: AuthUser, target: NegotiationReportTarget, form: NegotiationReportForm): Promise<NegotiationReportFile> {
  const data = await reportData(ctx, user, target, form);
  // Built and packed on the heavy-work thread (docs/decisions.md 220).
  const bytes = await runHeavy('negotiationReportDocx', data);
  return { type: DOCX_MEDIA_TYPE, fileName: negotiationReportFileName(data.procurementNumber, fileTimestamp(data.generatedAt)), data: bytes.toString('base64') };
}

/**
 * GET generate-report-nego-log/find-by/{negotiationId}: the log the minutes print, for the buyer of the
 * negotiation's company at any status (the rounds so far); another company's negotiation is the report's 404.
 */
export async function negotiationReportLog(ctx: AppContext, user: AuthUser, negotiationId: string): Promise<NegotiationReportLogView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { negotiation, batch } = await requireOwnNegotiation(ctx.db, companyId, negotiationId);
  const offline = batch.negotiationType === 'OFFLINE';
  const rounds = await roundsOf(ctx.db, negotiation.id, offline);
  return {
    negotiationId: negotiation.id,
    negotiationType: offline ? 'OFFLINE' : 'ONLINE',
    rounds: rounds.map((round) => ({ at: round.at?.toISOString() ?? null, buyerOffer: round.buyer, vendorOffer: round.vendor, status: round.status })),
  };
}
