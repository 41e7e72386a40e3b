import type { AuctionAnnouncementEvent, AuctionPausedEvent, AuctionResumedEvent } from '@procura/domain/auction/auction.events';
import type { AnnouncementInput, PauseAuctionInput } from '@procura/domain/auction/session/auction-pause.schemas';
import { http } from '../../../../api/http-client';

// The buyer's pause, resume and announcements (decision 189; docs/realtime.md#pause-resume-and-announcements). Each answers the
// event every room hears.
const path = (auctionId: string, action: 'pause' | 'resume' | 'announcements') => `/api/secured/auction/${encodeURIComponent(auctionId)}/${action}`;

/** POST /api/secured/auction/{auctionId}/pause {reason}. */
export const pauseAuction = (auctionId: string, input: PauseAuctionInput) => http.post<AuctionPausedEvent>(path(auctionId, 'pause'), input);

/** POST /api/secured/auction/{auctionId}/resume. */
export const resumeAuction = (auctionId: string) => http.post<AuctionResumedEvent>(path(auctionId, 'resume'), {});

/** POST /api/secured/auction/{auctionId}/announcements {message}. */
export const postAnnouncement = (auctionId: string, input: AnnouncementInput) => http.post<AuctionAnnouncementEvent>(path(auctionId, 'announcements'), input);
