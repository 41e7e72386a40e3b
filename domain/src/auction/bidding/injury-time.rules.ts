import { minutesToMs } from '../session/auction-session.rules';
import type { ExtensionFrom, ExtensionTrigger } from '../session/auction-rules.enums';
import type { PeriodType } from '../../procurement/procurement.enums';

// Injury time (docs/rules/auction-bidding.md#injury-time): an offer accepted while at most injuryTimeBeforeEnd minutes remain
// moves the end by timeExtension minutes, at most maxSessionExtension times. LIMITED_TIME never
// moves. Minutes carry 2 decimals (0.01 min = 600 ms), so the milliseconds are exact integers.
// The session decides which offers extend (extensionTrigger: ANY_OFFER, or TOP_RANKS: only an offer
// whose rank after it is within the top extensionTopRanks) and from when (extensionFrom: PLANNED_END adds
// the extension to the current end; OFFER_TIME counts it from the offer, never ending earlier than now).

export interface InjuryTimeInput {
  periodType: PeriodType;
  /** The current end, ISO 8601. */
  endTime: string;
  /** When the offer was accepted (server clock), ISO 8601. */
  now: string;
  /** Minutes, up to 2 decimals. */
  injuryTimeBeforeEnd: string;
  /** Minutes, up to 2 decimals. */
  timeExtension: string;
  maxSessionExtension: number;
  extensionsUsed: number;
  /** Default ANY_OFFER (the spec's rule). */
  extensionTrigger?: ExtensionTrigger;
  /** With TOP_RANKS: the ranks that extend. */
  extensionTopRanks?: number | null;
  /** Default PLANNED_END (the spec's rule). */
  extensionFrom?: ExtensionFrom;
  /** The offering vendor's rank once the offer counts (null: no rank, the dash); read with TOP_RANKS only. */
  offerRank?: number | null;
}

export type InjuryTimeResult = { extend: false } | { extend: true; endTime: string; extensionsUsed: number };

/** Whether an offer accepted at `now` extends the session, and to when. */
export function injuryTimeExtension(input: InjuryTimeInput): InjuryTimeResult {
  if (input.periodType !== 'INJURY_TIME') return { extend: false };
  if (input.extensionsUsed >= input.maxSessionExtension) return { extend: false };
  const end = Date.parse(input.endTime);
  const now = Date.parse(input.now);
  const extension = minutesToMs(input.timeExtension);
  // An offer at or after the end is no offer; a zero extension would be an entry that moves nothing.
  if (!(now < end) || extension <= 0) return { extend: false };
  if (end - now > minutesToMs(input.injuryTimeBeforeEnd)) return { extend: false };
  if (!triggers(input)) return { extend: false };
  const newEnd = input.extensionFrom === 'OFFER_TIME' ? now + extension : end + extension;
  // Counted from the offer, the end never moves back; an end that does not move is no extension.
  if (newEnd <= end) return { extend: false };
  return { extend: true, endTime: new Date(newEnd).toISOString(), extensionsUsed: input.extensionsUsed + 1 };
}

/** Whether this offer is one that extends: any (ANY_OFFER), or one that takes a top-N rank (TOP_RANKS). */
function triggers(input: InjuryTimeInput): boolean {
  if ((input.extensionTrigger ?? 'ANY_OFFER') === 'ANY_OFFER') return true;
  const rank = input.offerRank ?? null;
  const top = input.extensionTopRanks ?? null;
  return rank !== null && top !== null && rank <= top;
}
