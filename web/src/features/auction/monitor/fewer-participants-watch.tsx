import { MIN_PARTICIPANTS } from '@procura/domain/auction/invitations/auction-invitation.enums';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { useEffect, useRef, useState } from 'react';
import { FewerParticipantsDialog } from './fewer-participants-dialog';
import { fewerThanTwoDue } from './monitor.rules';
import { useRoomNow } from './use-room-now';

/** Watches presence on the server's clock and opens the fewer-than-2 dialog when it is due (and not dismissed). */
export function FewerParticipantsWatch({ state, offsetMs }: { state: AuctionRoomState; offsetMs: number }) {
  const now = useRoomNow(offsetMs, 1000);
  const [dismissed, setDismissed] = useState(false);
  const [belowSince, setBelowSince] = useState<number | null>(null);
  const { present, total } = state.participants;
  const below = present < MIN_PARTICIPANTS;
  // When the count fell below 2; enough vendors back clears it, and a later fall asks again.
  // The offset moves with every event: only a change of `below` starts or ends the wait.
  const offset = useRef(offsetMs);
  offset.current = offsetMs;
  useEffect(() => {
    setBelowSince(below ? Date.now() + offset.current : null);
    if (!below) setDismissed(false);
  }, [below]);
  if (dismissed || !fewerThanTwoDue(state.status, present, state.startTime, belowSince, now)) return null;
  return <FewerParticipantsDialog procurementId={state.procurementId} auctionId={state.auctionId} present={present} total={total} vendorIds={state.ranks.flatMap((rank) => (rank.vendorId ? [rank.vendorId] : []))} onDismiss={() => setDismissed(true)} />;
}
