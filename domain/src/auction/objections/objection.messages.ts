// The objections' messages (docs/rules/auction-bidding.md#objections); Indonesian in web/src/i18n/messages/auction/auction-evidence.id.ts.
export const OBJECTION_MSG = {
  textRequired: 'Please write your objection',
  textTooLong: 'An objection must be at most 4000 characters',
  answerRequired: 'Please write the answer',
  answerTooLong: 'An answer must be at most 4000 characters',
  upheldRequired: 'Please say whether the objection is upheld',
  notEnded: 'Objections can be made only after the session has ended',
  windowClosed: 'The objection period of this session has ended',
  alreadyObjected: 'You have already objected to this session',
  alreadyAnswered: 'This objection has already been answered',
  objectionNotFound: 'Objection not found',
} as const;
