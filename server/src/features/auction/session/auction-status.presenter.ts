import { allowedNext } from '@procura/domain/auction/session/auction-status.rules';
import type { AuctionStatusEvent } from '@procura/domain/auction/auction.events';
import type { AuctionCancelInfo, AuctionStatusView } from '@procura/domain/auction/auction.views';
import type { Executor } from '../../../db/client';
import { accountNameOf } from '../../../platform/account-names';
import type { AuctionRecord } from '../auction-transitions';

export async function cancelInfoOf(db: Executor, row: AuctionRecord): Promise<AuctionCancelInfo | null> {
  if (!row.canceledAt) return null;
  return { cancelReason: row.cancelReason ?? '', canceledBy: await accountNameOf(db, row.canceledBy), canceledAt: row.canceledAt.toISOString() };
}

/** get-status and change-status: the status and the buyer's moves from it, read from the one transition table. */
export async function presentStatus(db: Executor, row: AuctionRecord, now: Date): Promise<AuctionStatusView> {
  return {
    auctionId: row.id,
    procurementId: row.procurementId,
    auctionNumber: row.auctionNumber,
    status: row.status,
    next: allowedNext(row.status, 'buyer').map((t) => ({ status: t.to, label: t.label, needsReason: !!t.needsReason })),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    cancel: await cancelInfoOf(db, row),
    serverNow: now.toISOString(),
  };
}

/** A status change as the rooms hear it. */
export function statusEvent(row: AuctionRecord, now: Date): AuctionStatusEvent {
  return { auctionId: row.id, status: row.status, startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString(), serverNow: now.toISOString() };
}
