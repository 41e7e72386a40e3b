import { MSG } from '@procura/domain/auth/auth.messages';

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

/**
 * True for a command's ack refusing it because the access token the socket connected with has
 * expired (the server's realtime-commands: `{ errors: [{ param: null, msg: 'Session Timeout' }] }`).
 * The sign-in itself may well live on: refresh the token and connect again.
 */
export function isSessionTimeoutAnswer(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object' || !('errors' in answer)) return false;
  const errors = (answer as { errors: unknown }).errors;
  if (!Array.isArray(errors) || errors.length !== 1) return false;
  const [first] = errors as Array<{ param?: unknown; msg?: unknown } | null>;
  return first?.param === null && first.msg === MSG.sessionTimeout;
}

/**
 * Sends a command; when the answer says the socket's token expired, renews the socket's sign-in
 * (`renew`: refresh the token, connect again) and sends the same command once more. The payload is
 * the same, so an offer keeps its idempotency key and is taken at most once; nothing refused for
 * the expiry is silently dropped. A renewal that fails leaves the refusal as the answer (the
 * session is ending then), and a second refusal is not retried again.
 */
export async function withRenewal<T>(send: () => Promise<T>, renew: () => Promise<boolean>): Promise<T> {
  const answer = await send();
  if (!isSessionTimeoutAnswer(answer)) return answer;
  if (!(await renew())) return answer;
  return send();
}
