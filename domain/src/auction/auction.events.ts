import type { Ack } from '../realtime/realtime.ack';
import type { AuctionSessionStatus } from '../procurement/procurement.enums';
import type { InvitationStatus, JoinedStatus } from './auction-invitation.enums';
import type { CheckClientTimeInput, JoinAuctionInput } from './auction.schemas';
import type { AuctionCancelInfo, AuctionRoomState, ClientTimeCheck } from './auction.views';

/** A status change as the rooms hear it. */
export interface AuctionStatusEvent {
  auctionId: string;
  status: AuctionSessionStatus;
  startTime: string;
  endTime: string;
  serverNow: string;
}

/** Auction events the server sends (DESIGN 5.5). Rooms per audience: a vendor never hears the buyer's. */
export interface AuctionServerEvents {
  /** The full projection for this socket's audience. */
  AUCTION_STATE: (state: AuctionRoomState) => void;
  AUCTION_STARTED: (event: AuctionStatusEvent) => void;
  /** Ended: by the scheduler at the end time, or stopped by the buyer (stoppedManually). */
  AUCTION_STOPPED: (event: AuctionStatusEvent & { stoppedManually: boolean }) => void;
  AUCTION_CANCELED: (event: AuctionStatusEvent & AuctionCancelInfo) => void;
  /** Buyer room only: a vendor answered the invitation or joined the room for the first time. */
  ATTENDANCE_CHANGED: (event: { auctionId: string; invitationId: string; status: InvitationStatus; joinedStatus: JoinedStatus }) => void;
  /** Who is in the room: the buyer's room gets the invitation ids, the vendors' only the count. */
  PRESENCE: (event: { auctionId: string; present: number; invitationIds?: string[] }) => void;
}

/** Auction commands browsers send; each is answered by an ack with the HTTP envelope. */
export interface AuctionClientEvents {
  /** Enter the session's room (after the access check); the ack is the state. Sent again after a reconnect. */
  JOIN_AUCTION: (payload: JoinAuctionInput, ack: (answer: Ack<AuctionRoomState>) => void) => void;
  LEAVE_AUCTION: (payload: JoinAuctionInput, ack?: (answer: Ack<{ auctionId: string }>) => void) => void;
  CHECK_CLIENT_TIME: (payload: CheckClientTimeInput, ack: (answer: Ack<ClientTimeCheck>) => void) => void;
}
