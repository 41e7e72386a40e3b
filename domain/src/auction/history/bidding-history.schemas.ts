import { z } from 'zod';
import { LANGUAGES, DEFAULT_LANGUAGE, type Labels } from '../../common/i18n';
import { safeString } from '../../common/text.schemas';
import { idField, isBlank, limitField, pageField } from '../../procurement/procurement-fields.schemas';
import { DEFAULT_LIST_PAGE_SIZE, type AuctionSessionStatus } from '../../procurement/procurement.enums';
import { PROCUREMENT_MSG } from '../../procurement/procurement.messages';
import { BIDDING_HISTORY_MSG as MSG } from './bidding-history.messages';

// The Bidding History of a procurement (/initiation/{p}/vendor/auction/history): every offer of
// every auction session, per vendor, with its state; the same list as an .xlsx offer log.
// docs/rules/auction.md#bidding-history: GET /api/secured/auction-session/auction-vendor-offers/{procurementId}.

/** What became of an offer: it stands (accepted by the server) or the buyer disqualified it. */
export const BID_STATUSES = ['ACCEPTED', 'DISQUALIFIED'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
export const BID_STATUS_LABELS: Record<BidStatus, Labels> = {
  ACCEPTED: { en: 'Accepted', id: 'Diterima' },
  DISQUALIFIED: { en: 'Disqualified', id: 'Didiskualifikasi' },
};

/** An optional id of the query string: absent or blank means no filter. */
const optionalId = safeString({ error: PROCUREMENT_MSG.idInvalid })
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value)) return undefined;
    const id = value!.trim();
    if (!z.uuid().safeParse(id).success) {
      ctx.addIssue({ code: 'custom', message: PROCUREMENT_MSG.idInvalid });
      return z.NEVER;
    }
    return id;
  });

/** The spec's `includeAllSession`: true (the default) for every session, false for the latest session that ran. */
const includeAllSessionField = z
  .union([z.string(), z.boolean()], { error: MSG.includeAllSessionInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === true || value === 'true' || value === '') return true;
    if (value === false || value === 'false') return false;
    ctx.addIssue({ code: 'custom', message: MSG.includeAllSessionInvalid });
    return z.NEVER;
  });

export const biddingHistoryParamsSchema = z.strictObject({ procurementId: idField(PROCUREMENT_MSG.idInvalid) });

const filters = {
  includeAllSession: includeAllSessionField,
  /** One session of the procurement. */
  auctionId: optionalId,
  /** One vendor of the procurement (its procurement-vendor id). */
  vendorId: optionalId,
};

/** GET …/auction-vendor-offers/{procurementId}: the offers, oldest session first, in the order the server took them. */
export const biddingHistoryQuerySchema = z.strictObject({
  ...filters,
  page: pageField,
  /** -1 (or "All") for every row. */
  limit: limitField(DEFAULT_LIST_PAGE_SIZE),
});
export type BiddingHistoryQuery = z.output<typeof biddingHistoryQuerySchema>;

/** GET …/auction-vendor-offers/{procurementId}/export: the same filters, every row, headers in the reader's language. */
export const biddingHistoryExportQuerySchema = z.strictObject({
  ...filters,
  lang: z.enum(LANGUAGES, { error: MSG.languageInvalid }).default(DEFAULT_LANGUAGE),
});
export type BiddingHistoryExportQuery = z.output<typeof biddingHistoryExportQuerySchema>;

/** One offer of the log. */
export interface BiddingHistoryRow {
  offerId: string;
  auctionId: string;
  auctionNumber: string;
  vendorId: string;
  vendorName: string;
  /** The offer's place in its session's ledger. */
  sequence: number;
  totalOffer: string;
  /** When the server took it (ISO, to the millisecond). */
  createdAt: string;
  status: BidStatus;
  /** Why the buyer disqualified it; null for an offer that stands. */
  disqualifyReason: string | null;
  /** Placed by the server for the vendor's proxy floor (decision 191: the mark, never the floor). */
  byProxy: boolean;
  /** Sent again past the slip warning: the vendor confirmed the drop (decision 183). */
  confirmedSlip: boolean;
}

/** A session that holds offers (the session filter's choices). */
export interface BiddingHistorySession {
  auctionId: string;
  auctionNumber: string;
  status: AuctionSessionStatus;
  startTime: string;
}

/** A vendor that made offers (the vendor filter's choices). */
export interface BiddingHistoryVendor {
  vendorId: string;
  vendorName: string;
}

export interface BiddingHistoryView {
  procurementId: string;
  procurementName: string;
  procurementNumber: string | null;
  currency: string;
  sessions: BiddingHistorySession[];
  vendors: BiddingHistoryVendor[];
  /** The page of offers the filters keep. */
  filteredData: BiddingHistoryRow[];
  total: number;
}
