import { MIN_PARTICIPANTS } from '@procura/domain/auction/invitations/auction-invitation.enums';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { isAuctionBeforeStart, isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';

// The buyer monitor's page-level rules (docs/rules/auction.md#buyer-monitor, docs/rules/auction.md#statuses, docs/rules/auction.md#limits).

/** How long fewer than 2 must be in the room (counted from the start at the earliest) before the buyer is asked what to do. */
export const FEWER_THAN_TWO_GRACE_MS = 10_000;

/**
 * The fewer-than-2 dialog: a running session whose room has held fewer than 2 participants for the
 * grace, counted from when the count fell (`belowSinceMs`, null while 2 or more are in) but never
 * from before the start, so vendors have a moment to come in and a reconnecting one to come back.
 */
export function fewerThanTwoDue(status: AuctionSessionStatus, present: number, startTime: string, belowSinceMs: number | null, serverNowMs: number): boolean {
  if (!isAuctionRunning(status) || present >= MIN_PARTICIPANTS || belowSinceMs === null) return false;
  return serverNowMs - Math.max(Date.parse(startTime), belowSinceMs) >= FEWER_THAN_TWO_GRACE_MS;
}

/** 'live': the in-progress page with its actions; 'result': the read-only replay of a finished session. */
export type MonitorMode = 'live' | 'result';

/** The buyer's actions (disqualify, stop, resend, the fewer-than-2 dialog) exist only on the live page. */
export const monitorActions = (mode: MonitorMode) => mode === 'live';

export const monitorPath = (procurementId: string, auctionId: string, page: 'in-progress' | 'result' | 'not-started') =>
  `/buyer-auction/${procurementId}/${auctionId}/${page}`;

/** A session not started yet belongs in the waiting room, not in the monitor. */
export const belongsInWaitingRoom = (status: AuctionSessionStatus) => isAuctionBeforeStart(status);
