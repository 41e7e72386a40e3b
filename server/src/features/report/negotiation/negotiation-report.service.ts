import { asc, eq } from 'drizzle-orm';
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
import { companies } from '../../../db/schema/company';
import { negotiationLogs, negotiationOffers } from '../../../db/schema/negotiation';
import { procurementVendors } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { accountNameOf } from '../../../platform/account-names';
import { presentItems, quantityOf } from '../../negotiation';
import { requireOwnNegotiation } from '../../negotiation';
import { runHeavy } from '../../../platform/heavy-work/heavy-pool';
import type { NegotiationReportData } from './negotiation-report.docx';

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
  const rounds = offline
    ? (await ctx.db.select().from(negotiationLogs).where(eq(negotiationLogs.negotiationId, negotiation.id)).orderBy(asc(negotiationLogs.createdAt), asc(negotiationLogs.id))).map(
        (log) => ({ at: null, buyer: log.buyerOffer, vendor: log.vendorOffer, status: null }),
      )
    : (await ctx.db.select().from(negotiationOffers).where(eq(negotiationOffers.negotiationId, negotiation.id)).orderBy(asc(negotiationOffers.sequence))).map((offer) => ({
        at: offer.createdAt,
        buyer: offer.fromRole === 'buyer' ? offer.total : null,
        vendor: offer.fromRole === 'vendor' ? offer.total : null,
        status: offer.status,
      }));
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
