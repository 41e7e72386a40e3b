import type { Ack } from '../realtime/realtime.ack';
import type { AuctionSessionStatus } from '../procurement/procurement.enums';
import type { InvitationStatus, JoinedStatus } from './invitations/auction-invitation.enums';
import type { CheckClientTimeInput, DeclineDisqualificationInput, DisqualificationInput, JoinAuctionInput, MakeOfferCommand, OfferLogPageInput } from './auction.schemas';
import type { AnnouncementCommand, PauseAuctionCommand, ResumeAuctionCommand } from './session/auction-pause.schemas';
import type { ProxyFloorAnswer, RemoveProxyFloorCommand, SetProxyFloorCommand } from './bidding/proxy.schemas';
import type { AuctionCancelInfo, AuctionLeaderboard, AuctionOfferLogPage, AuctionOfferLogView, AuctionOwnStanding, AuctionRoomState, ClientTimeCheck, MakeOfferResult } from './auction.views';

/** A status change as the rooms hear it. */
export interface AuctionStatusEvent {
  auctionId: string;
  status: AuctionSessionStatus;
  startTime: string;
  endTime: string;
  serverNow: string;
}

/** The buyer paused the session (docs/rules/auction-bidding.md#pause-and-resume): no offer is taken until AUCTION_RESUMED; the status stays ON_GOING. */
export interface AuctionPausedEvent {
  auctionId: string;
  /** The PAUSE entry's ledger sequence. */
  sequence: number;
  reason: string;
  pausedAt: string;
  /** When the session is canceled if it is not resumed (pausedAt + maxPauseMinutes); null without a limit. */
  pauseDeadline: string | null;
  serverNow: string;
}

/** The buyer resumed: the end moved by the paused time. */
export interface AuctionResumedEvent {
  auctionId: string;
  /** The RESUME entry's ledger sequence. */
  sequence: number;
  /** The end after the resume: the end before it plus pausedMs. */
  endTime: string;
  pausedMs: number;
  serverNow: string;
}

/** The buyer's announcement to every room (docs/rules/auction-bidding.md#announcements): plain text, shown as text. */
export interface AuctionAnnouncementEvent {
  auctionId: string;
  /** The ANNOUNCEMENT entry's ledger sequence. */
  sequence: number;
  message: string;
  at: string;
}

/** Auction events the server sends (docs/rules/auction-bidding.md#contract). Rooms per audience: a vendor never hears the buyer's. */
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
  /** An accepted offer, as this audience sees it (key: its sequence). Followed by LEADERBOARD. */
  NEW_OFFER: (event: { auctionId: string; offer: AuctionOfferLogView }) => void;
  /**
   * The standings after an offer, a disqualification or an extension, per audience: the buyer's room
   * its own; the vendors' room one shared board (`you: null`: every row 'Other Vendor', as a vendor
   * that is none of the participants sees it), completed by each participant's YOUR_STANDING.
   */
  LEADERBOARD: (board: AuctionLeaderboard) => void;
  /** A participant's own room, right after the shared LEADERBOARD of the same sequence: its '(You)' rows, `you`, items and step. */
  YOUR_STANDING: (standing: AuctionOwnStanding) => void;
  /** Injury time moved the end (or an outage did, docs/rules/auction-bidding.md#outages). */
  TIMER_EXTENDED: (event: { auctionId: string; sequence: number; endTime: string; extensionsUsed: number; serverNow: string }) => void;
  /** An offer was disqualified: it stays in the log, greyed. Followed by LEADERBOARD. */
  OFFER_DISQUALIFIED: (event: { auctionId: string; offer: AuctionOfferLogView }) => void;
  /** The buyer's room and the asking vendor: a vendor asked to disqualify its latest offer. */
  DISQUALIFICATION_REQUESTED: (event: { auctionId: string; offer: AuctionOfferLogView }) => void;
  /** The buyer's room and the asking vendor: the buyer kept the offer (the request is refused; the offer stays valid). */
  DISQUALIFICATION_DECLINED: (event: { auctionId: string; offer: AuctionOfferLogView }) => void;
  /** Every room: the buyer paused the session, with the reason. */
  AUCTION_PAUSED: (event: AuctionPausedEvent) => void;
  /** Every room: the buyer resumed it; the end moved by the paused time. */
  AUCTION_RESUMED: (event: AuctionResumedEvent) => void;
  /** Every room: the buyer's announcement. */
  AUCTION_ANNOUNCEMENT: (event: AuctionAnnouncementEvent) => void;
}

/** Auction commands browsers send; each is answered by an ack with the HTTP envelope. */
export interface AuctionClientEvents {
  /** Enter the session's room (after the access check); the ack is the state. Sent again after a reconnect. */
  JOIN_AUCTION: (payload: JoinAuctionInput, ack: (answer: Ack<AuctionRoomState>) => void) => void;
  /** Older offers of the log than the state holds (its offerLogHasOlder), as this audience sees them. */
  GET_OFFER_LOG_PAGE: (payload: OfferLogPageInput, ack: (answer: Ack<AuctionOfferLogPage>) => void) => void;
  LEAVE_AUCTION: (payload: JoinAuctionInput, ack?: (answer: Ack<{ auctionId: string }>) => void) => void;
  CHECK_CLIENT_TIME: (payload: CheckClientTimeInput, ack: (answer: Ack<ClientTimeCheck>) => void) => void;
  /** A vendor's offer (the same command as POST …/offers); acknowledged only after it is committed. */
  MAKE_OFFER: (payload: MakeOfferCommand, ack: (answer: Ack<MakeOfferResult>) => void) => void;
  /** A vendor asks the buyer to disqualify its own latest offer. */
  REQUEST_DISQUALIFICATION: (payload: DisqualificationInput, ack: (answer: Ack<{ offer: AuctionOfferLogView }>) => void) => void;
  /** The buyer disqualifies an offer. */
  DISQUALIFY_OFFER: (payload: DisqualificationInput, ack: (answer: Ack<{ offer: AuctionOfferLogView }>) => void) => void;
  /** The buyer keeps an offer its vendor asked to disqualify: the request is refused, the offer stays valid. */
  DECLINE_DISQUALIFICATION: (payload: DeclineDisqualificationInput, ack: (answer: Ack<{ offer: AuctionOfferLogView }>) => void) => void;
  /** The buyer pauses the session with a reason (POST …/pause). */
  PAUSE_AUCTION: (payload: PauseAuctionCommand, ack: (answer: Ack<AuctionPausedEvent>) => void) => void;
  /** The buyer resumes a paused session (POST …/resume). */
  RESUME_AUCTION: (payload: ResumeAuctionCommand, ack: (answer: Ack<AuctionResumedEvent>) => void) => void;
  /** The buyer speaks to every room (POST …/announcements). */
  MAKE_ANNOUNCEMENT: (payload: AnnouncementCommand, ack: (answer: Ack<AuctionAnnouncementEvent>) => void) => void;
  /** The session's vendor sets or moves its proxy floor (PUT …/proxy); the answer reaches that vendor alone. */
  SET_PROXY_FLOOR: (payload: SetProxyFloorCommand, ack: (answer: Ack<ProxyFloorAnswer>) => void) => void;
  /** The vendor removes its proxy floor (DELETE …/proxy). */
  REMOVE_PROXY_FLOOR: (payload: RemoveProxyFloorCommand, ack: (answer: Ack<ProxyFloorAnswer>) => void) => void;
}
