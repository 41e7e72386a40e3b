import { isErrorEnvelope, type DataEnvelope } from '@procura/domain/common/errors';
import { ApiError, GENERIC_ERROR, NETWORK_ERROR } from './api-error';
import { MSG } from '@procura/domain/auth/auth.messages';
import { endSession } from './auth/session-timeout';
import { refreshAccessToken, RefreshFailedError } from './auth/token-refresh';
import { readAccessToken, readRefreshToken } from './auth/token-storage';

export interface RequestOptions {
  body?: unknown;
  /** Send the bearer token and handle 401 by refreshing (default). False for the sign-in calls. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

// A reload or a navigation cuts the page's requests off: that is no lost connection, and must not
// end the session (the next page would open signed out). 'pageshow' clears it after a return
// from the back-forward cache. 'beforeunload' comes first, before the browser cancels anything.
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leavingPage = true));
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('pageshow', () => (leavingPage = false));
}

function send(method: Method, path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return fetch(path, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
}

function sessionEndedError(): ApiError {
  return new ApiError(401, [{ param: null, msg: MSG.unauthorized }], true);
}

/** Sends, and turns a missing answer into the spec's handling: a session timeout when signed in. */
async function sendOrFail(method: Method, path: string, options: RequestOptions, accessToken: string | null, signedIn: boolean) {
  try {
    return await send(method, path, options, accessToken);
  } catch (error) {
    if (isAbort(error, options.signal) || leavingPage) throw error;
    if (signedIn) {
      endSession();
      throw sessionEndedError();
    }
    throw new ApiError(0, [{ param: null, msg: NETWORK_ERROR }]);
  }
}

/** `Retry-After` in whole seconds (the server sends it with a 429), or undefined. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

async function readEnvelope<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok) return (body as DataEnvelope<T> | null)?.data as T;
  if (isErrorEnvelope(body) && body.errors.length) throw new ApiError(response.status, body.errors, false, retryAfterOf(response));
  const msg = response.status === 401 ? MSG.unauthorized : GENERIC_ERROR;
  throw new ApiError(response.status, [{ param: null, msg }]);
}

/**
 * Calls the API on the same origin and returns the envelope's `data`, or throws an ApiError with
 * the envelope's `errors`. A 401 on a secured call refreshes the tokens once and retries once;
 * when that fails the session ends ('Session Timeout').
 */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? true;
  const accessToken = auth ? readAccessToken() : null;
  const refreshToken = auth ? readRefreshToken() : null;
  const signedIn = auth && refreshToken !== null;

  let response = await sendOrFail(method, path, options, accessToken, signedIn);
  if (response.status === 401 && auth && accessToken) {
    if (!refreshToken) {
      endSession();
      throw sessionEndedError();
    }
    let freshToken: string;
    try {
      freshToken = await refreshAccessToken(refreshToken);
    } catch (error) {
      endSession(error instanceof RefreshFailedError && error.reason === 'rejected');
      throw sessionEndedError();
    }
    response = await sendOrFail(method, path, options, freshToken, true);
    if (response.status === 401) {
      endSession();
      throw sessionEndedError();
    }
  }
  return readEnvelope<T>(response);
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
