import type { ResendMailView } from '@procura/domain/auction/invitations/auction-resend.rules';
import type { AuctionStopReasonInput } from '@procura/domain/auction/auction.schemas';
import type { LastSessionState } from '@procura/domain/auction/session/auction-session.schemas';
import { http } from '../../../api/http-client';

// The monitor's own calls (docs/rules/auction.md#calls, docs/rules/auction.md#session-life, docs/rules/auction.md#invitations-and-attendance); status and invitations are the waiting room's.
const AUCTION = '/api/secured/auction';

/** POST /api/secured/auction/stop-reason {auctionId, stopReason}: recorded once and mailed to the vendors. */
export const sendStopReason = (input: AuctionStopReasonInput) => http.post<LastSessionState>(`${AUCTION}/stop-reason`, input);

/** POST /api/secured/auction/{auctionId}/resend-join-auction/{invitationId}: the room link again ('Email sent'). */
export const resendJoinLink = (auctionId: string, invitationId: string) =>
  http.post<ResendMailView>(`${AUCTION}/${encodeURIComponent(auctionId)}/resend-join-auction/${encodeURIComponent(invitationId)}`, {});
