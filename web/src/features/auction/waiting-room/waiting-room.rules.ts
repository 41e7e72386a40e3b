import { FEW_PARTICIPANTS_WARNING_MS, MIN_PARTICIPANTS } from '@procura/domain/auction/invitations/auction-invitation.enums';
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { isAuctionUpcoming, isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';

// The waiting room's rules (docs/rules/auction.md#waiting-room, docs/rules/auction.md#statuses, docs/rules/auction.md#limits).

/** The rows sorted by vendor name (the server sorts too; a live update must not reorder them). */
export function sortByVendorName(rows: readonly BuyerInvitationRow[]): BuyerInvitationRow[] {
  return [...rows].sort((a, b) => a.vendorName.localeCompare(b.vendorName, 'id', { sensitivity: 'base' }) || a.invitationId.localeCompare(b.invitationId));
}

/** Whether a row's vendor is in the room: the latest PRESENCE list when one came, else the row. */
export function isPresent(row: BuyerInvitationRow, presentIds: readonly string[] | null): boolean {
  return presentIds ? presentIds.includes(row.invitationId) : row.present;
}

/**
 * The live 'In room' mark: only while the session has not ended. Once it is Done or Canceled a
 * vendor still on the page is no longer in an auction; the joined status says who took part.
 */
export function showsInRoom(status: AuctionSessionStatus, row: BuyerInvitationRow, presentIds: readonly string[] | null): boolean {
  return !isSessionOver(status) && isPresent(row, presentIds);
}

/** Done or Canceled: presence is no longer news, the joined status is what remains. */
export function isSessionOver(status: AuctionSessionStatus): boolean {
  return isFinalAuctionStatus(status);
}

/** Vendors who chose ATTEND, in the room or not. */
export function attendingVendors(rows: readonly BuyerInvitationRow[]): number {
  return rows.filter((row) => row.status === 'ATTEND').length;
}

/** Vendors who chose ATTEND and are in the room now. */
export function presentParticipants(rows: readonly BuyerInvitationRow[], presentIds: readonly string[] | null): number {
  return rows.filter((row) => row.status === 'ATTEND' && isPresent(row, presentIds)).length;
}

/** 'Less than 2 participants joined the session.' once the start is 60 s or less away with fewer than 2 present. */
export function showFewParticipantsWarning(status: AuctionSessionStatus, present: number, leftMs: number): boolean {
  return isAuctionUpcoming(status) && present < MIN_PARTICIPANTS && leftMs <= FEW_PARTICIPANTS_WARNING_MS;
}

/** Resend is possible before the start, and not before the server's next allowed time nor within the local wait. */
export function canResend(status: AuctionSessionStatus, row: Pick<BuyerInvitationRow, 'resendAvailableAt'>, serverNowMs: number, localWaitUntilMs: number | undefined, nowMs: number): boolean {
  if (!isAuctionUpcoming(status)) return false;
  if (localWaitUntilMs !== undefined && nowMs < localWaitUntilMs) return false;
  return row.resendAvailableAt === null || Date.parse(row.resendAvailableAt) <= serverNowMs;
}
