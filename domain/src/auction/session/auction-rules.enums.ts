// The session's newer rules (docs/rules/auction-bidding.md#newer-rules, decision 185):
// which offers extend the session and from when, how an equal price ranks, the slip guard and the pause limit.

/** ANY_OFFER: any accepted offer in the injury window extends (the spec's rule); TOP_RANKS: only one that takes a top-N rank. */
export const EXTENSION_TRIGGERS = ['ANY_OFFER', 'TOP_RANKS'] as const;
export type ExtensionTrigger = (typeof EXTENSION_TRIGGERS)[number];

/** PLANNED_END: the extension is added to the current end (the spec's rule); OFFER_TIME: counted from the offer's time. */
export const EXTENSION_FROMS = ['PLANNED_END', 'OFFER_TIME'] as const;
export type ExtensionFrom = (typeof EXTENSION_FROMS)[number];

/** EARLIER_WINS: an equal price ranks after the earlier offer; NO_TIE_FOR_FIRST: an offer equal to the leading price is refused. */
export const TIE_RULES = ['EARLIER_WINS', 'NO_TIE_FOR_FIRST'] as const;
export type TieRule = (typeof TIE_RULES)[number];

/** What a session that says nothing about the newer rules gets. */
export const AUCTION_RULE_DEFAULTS = {
  proxyBidding: true,
  extensionTrigger: 'ANY_OFFER',
  extensionFrom: 'PLANNED_END',
  tieRule: 'EARLIER_WINS',
  /** Percent of the leading price past which an offer needs a second confirmation. */
  slipWarningPercent: 10,
  /** A session paused longer than this is canceled. */
  maxPauseMinutes: 60,
} as const satisfies {
  proxyBidding: boolean;
  extensionTrigger: ExtensionTrigger;
  extensionFrom: ExtensionFrom;
  tieRule: TieRule;
  slipWarningPercent: number;
  maxPauseMinutes: number;
};

/** Bounds of the numeric rules (inclusive). */
export const SLIP_WARNING_PERCENT_MIN = 1;
export const SLIP_WARNING_PERCENT_MAX = 90;
/** A day: a pause longer than that is no pause. */
export const MAX_PAUSE_MINUTES_LIMIT = 1440;
/** A percent decrement above 0 and at most this. */
export const MINIMAL_DECREMENT_PERCENT_MAX = 50;
export const EXTENSION_TOP_RANKS_MAX = 999;
