// The answers to a request refused for its form before any feature reads it (the HTTP error handler,
// Node's own refusals and the socket dispatcher): one text each, the same over HTTP and the socket.
export const REQUEST_MSG = {
  tooLarge: 'The request is too large',
  badRequest: 'Bad request',
  unsupportedContentType: 'Unsupported content type',
} as const;
