/** What a refused Socket.IO handshake carries: the middleware's Error message and optional `data`. */
export interface ConnectErrorLike {
  message?: string;
  data?: unknown;
}

/**
 * True when the server refused the connection for the token (expired or invalid), so a refresh
 * may let it in. The server's auth middleware answers `new Error(msg)` with `data: { status: 401 }`;
 * the message is also checked so an older server still gets the refresh.
 */
export function isTokenConnectError(error: ConnectErrorLike): boolean {
  const data = error.data as { status?: unknown; code?: unknown } | null | undefined;
  if (data && typeof data === 'object' && (data.status === 401 || data.code === 401 || data.code === 'TOKEN_EXPIRED')) return true;
  return /expired|unauthori[sz]ed|session timeout|jwt|token/i.test(error.message ?? '');
}
