import Decimal from 'decimal.js';
import { auctionRulesOf } from '@procura/domain/auction/session/auction-rules.rules';
import type { AuctionModel, AuctionSessionStatus, AuctionType, PeriodType } from '@procura/domain/procurement/procurement.enums';
import type { PublicAuctionView } from '@procura/domain/auction/session/auction-session-reads.views';
import type { AuctionSessionRow, AuctionSessionView } from '@procura/domain/procurement/procurement.views';
import type { auctions } from '../../../db/schema/auction';

export type AuctionRow = typeof auctions.$inferSelect;

// NUMERIC columns come back as text whose decimals depend on the driver; the wire always has 2.
const twoDecimals = (value: string) => new Decimal(value).toFixed(2);

/** One row of the Auction Session section's table. */
export function presentSessionRow(row: Pick<AuctionRow, 'id' | 'auctionNumber' | 'auctionType' | 'startTime' | 'endTime' | 'status'>): AuctionSessionRow {
  return {
    _id: row.id,
    auctionNumber: row.auctionNumber,
    auctionType: row.auctionType,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status as AuctionSessionStatus,
  };
}

/** A whole session with the vendors and items taking part, for the form. */
export function presentSession(row: AuctionRow, participants: { vendorIds: string[]; itemIds: string[] }): AuctionSessionView {
  return {
    ...presentSessionRow(row),
    procurementId: row.procurementId,
    auctionModel: row.auctionModel,
    periodType: row.periodType,
    duration: twoDecimals(row.duration),
    timeExtension: twoDecimals(row.timeExtension),
    injuryTimeBeforeEnd: twoDecimals(row.injuryTimeBeforeEnd),
    maxSessionExtension: row.maxSessionExtension,
    initialPrice: twoDecimals(row.initialPrice),
    minimalDecrement: twoDecimals(row.minimalDecrement),
    ...sessionRulesOf(row),
    stoppedManually: row.stoppedManually,
    stopReason: row.stopReason,
    vendorIds: participants.vendorIds,
    itemIds: participants.itemIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The newer rules of a session as the form reads them back (decision 185). */
function sessionRulesOf(row: AuctionRow) {
  const rules = auctionRulesOf(row);
  return {
    minimalDecrementPercent: rules.minimalDecrementPercent,
    proxyBidding: rules.proxyBidding,
    extensionTrigger: rules.extensionTrigger,
    extensionTopRanks: rules.extensionTopRanks,
    extensionFrom: rules.extensionFrom,
    tieRule: rules.tieRule,
    slipWarningPercent: rules.slipWarningPercent,
    maxPauseMinutes: rules.maxPauseMinutes,
  };
}

/** What anyone may see of a session created for real (docs/rules/auction.md#spec-api-paths-for-outside-clients): status and schedule. */
export function presentPublicSession(row: AuctionRow, now: Date): PublicAuctionView {
  return {
    _id: row.id,
    auctionNumber: row.auctionNumber,
    status: row.status as AuctionSessionStatus,
    auctionType: row.auctionType as AuctionType,
    auctionModel: row.auctionModel as AuctionModel,
    periodType: row.periodType as PeriodType,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    serverNow: now.toISOString(),
  };
}
