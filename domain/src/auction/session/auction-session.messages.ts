// Texts of the auction-session calls that the spec leaves unwritten (docs/rules/procurement.md#auction-session-form, docs/rules/auction.md#statuses). No zod here: the web imports them without the schemas, and the
// Create auction session failed dialog recognises some of them (stopReasonNeeded above all).
export const AUCTION_SESSION_MSG = {
  // Why the create-session check refuses (docs/rules/procurement.md#auction-session-form); the server also refuses a save for them (422).
  procurementNotSubmitted: 'Please submit the procurement before creating an auction session',
  procurementNotOpen: 'Auction sessions can be added only while the procurement is Open',
  negotiationHasNoAuction: 'A negotiation procurement has no auction sessions',
  procurementEnded: 'This procurement has ended, so no new auction session can be added',
  sessionInProgress: 'A new auction session cannot be added while the previous one is in progress',
  /** The web opens the stop-reason dialog on this text instead of the failure dialog. */
  stopReasonNeeded: 'Please give the reason the last session was stopped before creating a new one',

  // Saving the form
  startTimeInPast: 'Start time must be later than the current time',
  vendorsNotInProcurement: 'Some selected vendors are not invited to this procurement',
  itemsNotInProcurement: 'Some selected items are not in this procurement',
  otherProcurement: 'This session belongs to another procurement',
  onlyDraftEditable: 'Only a draft auction session can be changed',
  onlyDraftDeletable: 'Only draft auction sessions can be deleted',

  // The newer rules of the form (docs/rules/auction-bidding.md#newer-rules)
  proxyBiddingInvalid: 'Proxy bidding must be on or off',
  extensionTriggerInvalid: 'Please choose which offers extend the session: any offer, or an offer that takes one of the top ranks',
  extensionTopRanksRequired: 'Please enter how many top ranks extend the session',
  extensionTopRanksInvalid: 'Top ranks must be a whole number from 1 to 999',
  extensionFromInvalid: "Please choose whether an extension counts from the planned end or from the offer's time",
  tieRuleInvalid: 'Please choose the tie rule: the earlier offer ranks first, or no tie for rank 1',
  slipWarningPercentInvalid: 'Slip warning must be a percent from 1 to 90 with at most 2 decimals',
  maxPauseMinutesInvalid: 'Maximum pause must be above 0 and at most 1440 minutes, with at most 2 decimals',
  minimalDecrementPercentInvalid: 'Minimal decrement percent must be above 0 and at most 50, with at most 2 decimals',
  minimalDecrementBoth: 'Please give the minimal decrement as an amount or as a percent, not both',

  // Stop reason of a session stopped by hand
  notStoppedManually: 'This session was not stopped by hand',
  stopReasonAlreadyGiven: 'The stop reason of this session has already been recorded',

  // Success texts of docs/rules/auction.md#notices, for the web's toasts
  sessionsRemoved: 'Auctions Removed Successfully',
  /** The session table's delete with nothing checked (docs/rules/auction.md#notices). */
  noAuctionsSelected: 'No Auctions Selected',
  reasonSent: 'Reason Sent!',
  noSessionAvailable: 'No session available',
} as const;

export type AuctionSessionMessage = (typeof AUCTION_SESSION_MSG)[keyof typeof AUCTION_SESSION_MSG];
