import Decimal from 'decimal.js';
import type { AuctionType, PeriodType } from '../../procurement/procurement.enums';
import type { AuctionRulesView } from '../auction.views';
import type { ExtensionFrom, ExtensionTrigger, TieRule } from './auction-rules.enums';

// The session's rules as every room states them (docs/rules/auction-bidding.md#newer-rules, decision 195),
// from the session's stored columns. Numeric columns come back as text whose decimals depend on the driver.

/** The session's stored rules (the auctions row, as text where the column is numeric). */
export interface StoredAuctionRules {
  auctionType: string;
  periodType: string;
  proxyBidding: boolean;
  extensionTrigger: string;
  extensionTopRanks: number | null;
  extensionFrom: string;
  tieRule: string;
  slipWarningPercent: string | number;
  maxPauseMinutes: string | number;
  minimalDecrement: string;
  minimalDecrementPercent: string | null;
  timeExtension: string;
  injuryTimeBeforeEnd: string;
  maxSessionExtension: number;
}

const twoDecimals = (value: string | number) => new Decimal(value).toFixed(2);

export function auctionRulesOf(stored: StoredAuctionRules): AuctionRulesView {
  const percent = stored.minimalDecrementPercent === null ? null : twoDecimals(stored.minimalDecrementPercent);
  return {
    auctionType: stored.auctionType as AuctionType,
    periodType: stored.periodType as PeriodType,
    proxyBidding: stored.proxyBidding,
    extensionTrigger: stored.extensionTrigger as ExtensionTrigger,
    extensionTopRanks: stored.extensionTrigger === 'TOP_RANKS' ? stored.extensionTopRanks : null,
    extensionFrom: stored.extensionFrom as ExtensionFrom,
    tieRule: stored.tieRule as TieRule,
    slipWarningPercent: Number(stored.slipWarningPercent),
    maxPauseMinutes: Number(stored.maxPauseMinutes),
    minimalDecrement: percent === null ? twoDecimals(stored.minimalDecrement) : null,
    minimalDecrementPercent: percent,
    timeExtension: twoDecimals(stored.timeExtension),
    injuryTimeBeforeEnd: twoDecimals(stored.injuryTimeBeforeEnd),
    maxSessionExtension: stored.maxSessionExtension,
  };
}
