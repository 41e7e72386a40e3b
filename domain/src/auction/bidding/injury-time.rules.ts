import { minutesToMs } from '../session/auction-session.rules';
import type { PeriodType } from '../../procurement/procurement.enums';

// Injury time (docs/rules/auction-bidding.md#injury-time): an offer accepted while at most injuryTimeBeforeEnd minutes remain
// moves the end by timeExtension minutes, at most maxSessionExtension times. LIMITED_TIME never
// moves. Minutes carry 2 decimals (0.01 min = 600 ms), so the milliseconds are exact integers.

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
  return { extend: true, endTime: new Date(end + extension).toISOString(), extensionsUsed: input.extensionsUsed + 1 };
}
