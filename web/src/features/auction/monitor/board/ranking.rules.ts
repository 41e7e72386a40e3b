import type { AuctionRankView, AuctionRoomState, BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { toMoney } from '@procura/domain/common/money/money';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { auctionSavingBaseline, savingAgainstBaseline } from '@procura/domain/procurement/evaluation/saving.rules';
import { hasAuctionStarted, isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';

// The buyer's vendor ranking table (docs/rules/auction.md#buyer-monitor, docs/rules/auction-bidding.md#ranking). Ranks, prices and
// the evaluation's savings come from the server's standings (the evaluation's own functions); the
// saving against the estimate is measured here, with the domain's rule, because only the buyer's
// room carries the estimate (a vendor's never does).

export type SavingTone = 'positive' | 'negative' | 'neutral';

/** Green when positive, red when negative (docs/rules/auction-bidding.md#ranking). */
export function savingTone(saving: string | null): SavingTone {
  if (saving === null) return 'neutral';
  const value = toMoney(saving);
  return value.greaterThan(0) ? 'positive' : value.lessThan(0) ? 'negative' : 'neutral';
}

/**
 * The Saving % the buyer reads first (decision 163): the vendor's last offer against the procurement's
 * estimate, the one baseline for every vendor, so the best price always shows the best saving.
 * Null (a dash) without an estimate, without an offer, or in a UNIT_PRICE session.
 */
export function savingAgainstEstimate(state: Pick<AuctionRoomState, 'biddingType' | 'direction' | 'info'>, lastOffer: string | null): string | null {
  const baseline = auctionSavingBaseline(state.biddingType, state.info.estimatedTotal);
  return savingAgainstBaseline(baseline, lastOffer, state.direction)?.percent ?? null;
}

/** What the note under the ranking title says the Saving % is measured against. */
export type SavingBaselineNote = { kind: 'estimate'; estimatedTotal: string } | { kind: 'no-estimate' } | { kind: 'unit-price' };

export function savingBaselineNote(state: Pick<AuctionRoomState, 'biddingType' | 'info'>): SavingBaselineNote {
  if (state.biddingType === 'UNIT_PRICE') return { kind: 'unit-price' };
  const baseline = auctionSavingBaseline(state.biddingType, state.info.estimatedTotal);
  return baseline !== null && toMoney(baseline).greaterThan(0) ? { kind: 'estimate', estimatedTotal: baseline } : { kind: 'no-estimate' };
}

/** Saving as a percent with 2 decimals, or a dash. */
export function formatSaving(saving: string | null): string {
  return saving === null ? '-' : `${toMoney(saving).toFixed(2)}%`;
}

/** Rank is shown only when the session is on going or done (docs/rules/auction-bidding.md#ranking). */
export const showsRank = (status: AuctionSessionStatus) => hasAuctionStarted(status);

/** Resend Link Auction is hidden once the session is done or canceled. */
export const showsResendLink = (status: AuctionSessionStatus) => !isFinalAuctionStatus(status);

export interface RankingRow {
  key: string;
  name: string;
  /** The standing (participants only). */
  rank: AuctionRankView | null;
  /** The invitation (attendance, letters, presence); null until the list has loaded. */
  invitation: BuyerInvitationRow | null;
}

/**
 * The participants in the server's ranking order, each with its invitation, then the invited vendors
 * that do not take part (declined or never answered), by name, so the buyer sees everyone invited.
 */
export function rankingRows(ranks: readonly AuctionRankView[], invitations: readonly BuyerInvitationRow[]): RankingRow[] {
  const byVendor = new Map(invitations.map((row) => [row.procurementVendorId, row]));
  const ranked = ranks.map((rank) => ({
    key: rank.vendorId ?? rank.label,
    name: rank.label,
    rank,
    invitation: (rank.vendorId && byVendor.get(rank.vendorId)) || null,
  }));
  const rankedIds = new Set(ranks.map((rank) => rank.vendorId));
  const others = invitations
    .filter((row) => !rankedIds.has(row.procurementVendorId))
    .sort((a, b) => a.vendorName.localeCompare(b.vendorName, 'id', { sensitivity: 'base' }))
    .map((row) => ({ key: row.procurementVendorId, name: row.vendorName, rank: null, invitation: row }));
  return [...ranked, ...others];
}
