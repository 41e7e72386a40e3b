import type { RankTrend } from '@procura/domain/auction/bidding/auction-ranking.rules';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { hasAuctionStarted } from '@procura/domain/auction/session/auction-status.rules';

// The vendor's place (docs/rules/auction-bidding.md#ranking): shown only while ON_GOING or DONE, blank
// without an offer, '-' when the server gives no place (negative saving, no valid bid), else 'n of N'.

export type RankDisplay =
  | { kind: 'blank' }
  | { kind: 'dash'; trend: RankTrend }
  | { kind: 'place'; ranking: number; total: number; trend: RankTrend };

type RankState = Pick<AuctionRoomState, 'status' | 'you' | 'ranks' | 'participants'>;

export function rankDisplay(state: RankState): RankDisplay {
  if (!hasAuctionStarted(state.status)) return { kind: 'blank' };
  if (!state.you || state.you.lastOffer === null) return { kind: 'blank' };
  const trend = state.ranks.find((rank) => rank.you)?.trend ?? 'same';
  if (state.you.ranking === null) return { kind: 'dash', trend };
  return { kind: 'place', ranking: state.you.ranking, total: state.participants.total, trend };
}

/** The arrow: up, down, or fixed (a first place and an unchanged one show no movement). */
export function trendArrow(trend: RankTrend): 'up' | 'down' | 'fixed' {
  if (trend === 'up') return 'up';
  if (trend === 'down') return 'down';
  return 'fixed';
}
