// Texts of the legacy demo room (docs/rules/shell-and-landing.md#demo-room). The toasts
// are i18n keys with {{name}} placeholders; the web fills them in and translates them.
export const DEMO_ROOM_MSG = {
  completeField: 'Please complete the following field',
  usernameNotText: 'Username must be text',
  usernameTooLong: 'Username is too long',
  welcome: 'Welcome, {{name}}!',
  userJoined: '{{name}} has joined the room',
  userLeft: '{{name}} has left the auction room',
  disconnected: 'You have been disconnected',
  priceRequired: 'Price is required',
  priceNotNumber: 'Price must be a number, for example 1500000.50',
  pricePositive: 'Price must be greater than 0',
  priceDecimals: 'Price may have at most 2 decimals',
  priceDigits: 'Price may have at most 15 digits before the decimal point',
  joinFirst: 'Please join the room first',
  tooManyOffers: 'Too many offers at once. Please wait a moment and try again.',
  tooManyJoins: 'Too many attempts to join. Please wait a moment and try again.',
  /** Shown by the web when an offer's acknowledgement does not come back in time. */
  noAnswer: 'The server did not answer. Please try again.',
} as const;
