// Texts of the live-auction calls up to the start (docs/rules/auction.md#statuses, docs/rules/auction.md#creating-a-session, docs/rules/auction.md#notices, docs/rules/auction.md#session-life, docs/rules/auction.md#invitations-and-attendance).
// The spec's own texts are kept word for word; the others are written here once. No zod: the web
// imports them without the schemas.
export const AUCTION_MSG = {
  // Creating and moving a session
  sessionOverlaps: 'This session overlaps another session of the procurement that has not finished',
  statusChangeNotAllowed: 'This session cannot make that change in its current status',
  statusInvalid: 'Status is not valid',
  cancelReasonRequired: 'Please give the reason for canceling the session',
  cancelReasonTooLong: 'The cancel reason must be at most 5,000 characters',
  lessThanTwoParticipants: 'Less than 2 participants joined the session.',
  auctionStarted: 'Auction has started',
  auctionStopped: 'Auction has been stopped',
  auctionFinished: 'Auction has been finished',
  ledgerAfterEnd: 'A vendor can download the ledger once the session has ended',

  // Invitations and resends
  emailSent: 'Email sent',
  emailFailed: 'Failed to send email',
  resendTooSoon: 'Please wait 10 seconds before sending another e-mail to this vendor',
  resendNotAllowed: 'Invitations can be sent again only before the session starts',
  joinLinkNotAllowed: 'A join link can be sent only to a vendor who will attend a session that has not finished',
  picEmailLocked: 'The e-mail can be changed only while the vendor has not confirmed',
  picVendorRequired: 'This information must be filled',
  picVendorInvalid: 'Please use letters, spaces and dots only',

  // The vendor's answer
  invitationNotFound: 'Invitation not found',
  linkExpired: 'Opps.. this link has been used or expired.',
  alreadyAnswered: 'You have already confirmed your attendance for this session',
  attendanceClosed: 'The attendance confirmation is closed: the session has already started or finished',
  termsRequired: 'Please agree to the terms and conditions first',
  reasonNotAttendRequired: 'Please tell us why you will not attend',
  reasonNotAttendTooLong: 'The reason must be at most 1,000 characters',
  capableQtyRequired: 'Please fill in the capable quantity of every item',
  thankYou: 'Thank you for your confirmation',
  seeYouAgain: 'See you in another auction!',

  // Letters of attorney
  tooManyLetters: 'You can upload at most 5 letters of attorney',
  letterRequired: 'Please choose a letter of attorney to upload',
  letterTypeInvalid: 'Only pdf, doc, docx, jpg and jpeg files can be uploaded',
  noLetter: 'No letter uploaded!',
  documentDeleted: 'Document has been deleted',
  deleteFailed: 'Delete failed',
  documentDeleteFailed: 'Selected document failed to be deleted',

  // The room
  clockWarning:
    "Our system detected that your local computer date & time seems to haven't been set correctly, or you have set it manually. Please make sure to set the date & time by configure it as automatically.",
  failedToLoadAuction: 'Failed to get auction data',
  offerAfterFinish: "Can't submit offer. Auction has been finished",

  // Offers and disqualification (the live auction)
  noAnswer: 'The server did not answer in time. Your offer list shows what was received.',
  offerBeforeStart: 'The auction has not started yet',
  notParticipant: 'Only vendors who confirmed their attendance can make offers',
  /** The session's line of offers is full or an offer waited past its deadline (decision 226); the room retries once. */
  sessionBusy: 'The session is busy. Please try again.',
  idempotencyKeyInvalid: 'Each offer needs a key of 8 to 100 letters, digits or -_.:',
  reasonMinimum: 'Please input minimum 3 characters',
  reasonTooLong: 'The reason must be at most 1,000 characters',
  offerNotFound: 'Offer not found',
  onlyLatestOffer: 'You can ask to disqualify only your latest offer',
  disqualificationAlreadyRequested: 'You have already asked to disqualify this offer',
  alreadyDisqualified: 'This offer has already been disqualified',
  noDisqualificationRequest: 'Its vendor has not asked to disqualify this offer',
  disqualificationAlreadyDecided: 'The request for this offer has already been decided',
  disqualifyOnlyOnGoing: 'Offers can be disqualified only while the auction is on going',
  disqualificationRequested: 'Your request has been sent to the buyer',
  offerDisqualified: 'The offer has been disqualified',
  stoppedByBuyer: 'The session has been stopped by the buyer. Please check your email for more details.',
  sessionStopped: 'Session Stopped.',
  sessionCanceled: 'Session Canceled.',
  canceledByBuyer: 'The session canceled by the buyer.',
  areYouSure: 'Are you sure?',
  offerConfirmation: 'Once you have submitted, you need to ask to disqualify first to cancel your last offer',
  goToNegotiationReason: 'Less than 2 participants joined the session',
} as const;

/** 'Your input must be above or equal to {min} and below or equal to {qty}' (docs/rules/auction.md#invitations-and-attendance). */
export const capableQtyRangeMessage = (min: string, qty: string) => `Your input must be above or equal to ${min} and below or equal to ${qty}`;
