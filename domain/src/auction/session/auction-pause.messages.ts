// Texts of pausing, resuming and the buyer's announcements (decision 189;
// docs/rules/auction-bidding.md#pause-and-resume, docs/rules/auction-bidding.md#announcements).
// English here; the web catalogue holds the Indonesian, keyed by these texts. No zod: the web
// imports them without the schemas.
export const AUCTION_PAUSE_MSG = {
  pauseOnlyOnGoing: 'Only a running session can be paused',
  alreadyPaused: 'The session is already paused',
  resumeNotPaused: 'The session is running, not paused: only a paused session can be resumed',
  resumeOnlyOnGoing: 'Only a paused session that is still running can be resumed',
  pauseLimitPassed: 'The session was paused longer than its limit allows and is being canceled',
  pauseReasonRequired: 'Please give the reason for pausing the session',
  pauseReasonMinimum: 'The reason for pausing must be at least 10 characters',
  pauseReasonTooLong: 'The reason must be at most 1,000 characters',
  offerWhilePaused: 'The session is paused by the buyer. Offers are accepted again once it is resumed',
  announcementRequired: 'Please write the announcement',
  announcementTooLong: 'An announcement must be at most 500 characters',
  announcementOnlyOnGoing: 'Announcements can be posted only while the session is on going',
} as const;
