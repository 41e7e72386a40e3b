// Assisted offers' messages (docs/rules/auction-bidding.md#assisted-offers); Indonesian in web/src/i18n/messages/auction/auction-evidence.id.ts.
export const ASSIST_MSG = {
  reasonRequired: 'Please say why the vendor needs help',
  reasonTooLong: 'The reason must be at most 500 characters',
  vendorRequired: 'Please choose the vendor',
  noRequest: 'The vendor has not asked for help: record its request first',
  requestUsed: "The vendor's request was already used for an assisted offer: record a new request",
  secondMemberRequired: 'A second member of the buyer’s committee must confirm an assisted offer',
  alreadyDecided: 'This assisted offer was already confirmed',
  assistedOfferNotFound: 'Assisted offer not found',
  onlyWhileRunning: 'Help can be given only while the session is running',
} as const;
