import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AttorneyLetterView, InvitationItemView, VendorInvitationView } from '@procura/domain/auction/auction.views';
import { priceDirectionOf, type AuctionModel, type AuctionType, type BiddingType, type EvaluationMethod, type PeriodType, type WinnerType } from '@procura/domain/procurement/procurement.enums';
import { isAuctionUpcoming } from '@procura/domain/auction/session/auction-status.rules';
import { auctionRulesOf } from '@procura/domain/auction/session/auction-rules.rules';
import type { Executor } from '../../../db/client';
import { auctionInvitationDocuments, auctionItems } from '../../../db/schema/auction';
import { companies } from '../../../db/schema/company';
import { storedFiles } from '../../../db/schema/files';
import { procurementItems, procurementVendorItems } from '../../../db/schema/procurement';
import type { AuctionRow, InvitationRow, ProcurementRow } from '../room/auction-access';

// NUMERIC columns come back as text whose decimals depend on the driver; the wire always has 2.
export const twoDecimals = (value: string) => new Decimal(value).toFixed(2);

/** Where a letter of attorney is downloaded (with the bearer token). */
const documentUrl = (documentId: string) => `/api/secured/auction-invitation/document/${documentId}`;

/** The letters of attorney of invitations, oldest first, by invitation. */
export async function lettersOf(db: Executor, invitationIds: string[]): Promise<Map<string, AttorneyLetterView[]>> {
  const letters = new Map<string, AttorneyLetterView[]>(invitationIds.map((id) => [id, []]));
  if (invitationIds.length === 0) return letters;
  const rows = await db
    .select({ id: auctionInvitationDocuments.id, invitationId: auctionInvitationDocuments.invitationId, fileName: storedFiles.originalName, size: storedFiles.sizeBytes })
    .from(auctionInvitationDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, auctionInvitationDocuments.fileId))
    .where(inArray(auctionInvitationDocuments.invitationId, invitationIds))
    .orderBy(asc(auctionInvitationDocuments.createdAt), asc(auctionInvitationDocuments.id));
  for (const row of rows) letters.get(row.invitationId)?.push({ id: row.id, fileName: row.fileName, size: row.size, url: documentUrl(row.id) });
  return letters;
}

/**
 * The items a vendor answers for: the session's items (unit-price sessions choose them), or else
 * the procurement's; with the capable quantity the vendor stated (none when no vendor is given: the buyer).
 */
export async function invitationItems(db: Executor, auction: AuctionRow, procurementVendorId: string | null): Promise<InvitationItemView[]> {
  const columns = {
    procurementItemId: procurementItems.id,
    itemCode: procurementItems.itemCode,
    itemName: procurementItems.itemName,
    quantity: procurementItems.quantity,
    minCapableQty: procurementItems.minCapableQty,
    uom: procurementItems.uom,
    capableQty: procurementVendorItems.capableQty,
  };
  const stated =
    procurementVendorId === null ? sql`false` : and(eq(procurementVendorItems.procurementItemId, procurementItems.id), eq(procurementVendorItems.procurementVendorId, procurementVendorId));
  const order = [asc(procurementItems.createdAt), asc(procurementItems.id)];
  let rows = await db
    .select(columns)
    .from(auctionItems)
    .innerJoin(procurementItems, eq(procurementItems.id, auctionItems.procurementItemId))
    .leftJoin(procurementVendorItems, stated)
    .where(eq(auctionItems.auctionId, auction.id))
    .orderBy(...order);
  if (rows.length === 0) {
    rows = await db
      .select(columns)
      .from(procurementItems)
      .leftJoin(procurementVendorItems, stated)
      .where(eq(procurementItems.procurementId, auction.procurementId))
      .orderBy(...order);
  }
  return rows.map((r) => ({
    ...r,
    quantity: twoDecimals(r.quantity),
    minCapableQty: twoDecimals(r.minCapableQty),
    capableQty: r.capableQty === null ? null : twoDecimals(r.capableQty),
  }));
}

/** The invitation can still be answered: not answered yet, and the session has not started. */
export const canAnswer = (invitation: InvitationRow, auction: AuctionRow, now: Date) =>
  invitation.status === 'NOT_CONFIRMED' && isAuctionUpcoming(auction.status) && now < auction.startTime;

/** What the invited vendor sees of its own invitation (never another vendor's). */
export async function presentVendorInvitation(
  db: Executor,
  now: Date,
  found: { invitation: InvitationRow; auction: AuctionRow; procurement: ProcurementRow },
): Promise<VendorInvitationView> {
  const { invitation, auction, procurement } = found;
  const [company] = await db.select({ companyName: companies.companyName }).from(companies).where(eq(companies.id, procurement.companyId));
  const letters = await lettersOf(db, [invitation.id]);
  return {
    invitationId: invitation.id,
    auctionId: auction.id,
    auctionNumber: auction.auctionNumber,
    procurementId: procurement.id,
    status: invitation.status,
    reasonNotAttend: invitation.reasonNotAttend,
    joinedStatus: invitation.joinedStatus,
    vendorEmail: invitation.vendorEmail,
    vendorName: invitation.vendorName,
    picVendor: invitation.picVendor,
    auction: {
      status: auction.status,
      auctionType: auction.auctionType as AuctionType,
      auctionModel: auction.auctionModel as AuctionModel,
      direction: priceDirectionOf(procurement.negotiationType),
      periodType: auction.periodType as PeriodType,
      startTime: auction.startTime.toISOString(),
      endTime: auction.endTime.toISOString(),
      duration: twoDecimals(auction.duration),
      dueDate: auction.startTime.toISOString(),
    },
    procurement: {
      procurementNumber: procurement.procurementNumber,
      procurementName: procurement.procurementName,
      companyName: company?.companyName ?? '',
      biddingType: procurement.biddingType as BiddingType,
      winnerType: procurement.winnerType as WinnerType,
      evaluationMethod: procurement.evaluationMethod as EvaluationMethod,
      currency: procurement.currency ?? '',
    },
    items: await invitationItems(db, auction, invitation.procurementVendorId),
    documents: letters.get(invitation.id) ?? [],
    rules: auctionRulesOf(auction),
    canAnswer: canAnswer(invitation, auction, now),
    serverNow: now.toISOString(),
  };
}
