// What one account may cost a node's event loop (docs/realtime.md "Limits"): the refusals of the
// per-socket and per-account rate limits and of the cap on one account's sockets in one session.

/** How many sockets of one account may be in one session's room at once (on one node: see docs/realtime.md). */
export const MAX_SOCKETS_PER_ACCOUNT_IN_SESSION = 10;

export const REALTIME_LIMIT_MSG = {
  tooManyJoins: 'Too many attempts to join. Please wait a moment and try again.',
  tooManyOffers: 'Too many offers at once. Please wait a moment and try again.',
  tooManyCommands: 'Too many requests at once. Please wait a moment and try again.',
  tooManySockets: `This session is already open in ${MAX_SOCKETS_PER_ACCOUNT_IN_SESSION} tabs or windows of your account. Close one of them and try again.`,
} as const;
