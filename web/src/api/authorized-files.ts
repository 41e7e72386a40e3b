import { isErrorEnvelope } from '@procura/domain/common/errors';
import { ApiError, GENERIC_ERROR } from './api-error';
import { endSession } from './auth/session-timeout';
import { refreshAccessToken } from './auth/token-refresh';
import { readAccessToken, readRefreshToken } from './auth/token-storage';
import { saveFile } from './save-file';

// Files (item images, legal documents, spreadsheets) are not JSON envelopes, so they are fetched here with the
// bearer token, with the same one refresh on 401 as the API client.

async function fetchWith(url: string, token: string | null, signal?: AbortSignal): Promise<Response> {
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal, credentials: 'same-origin' });
}

/** The answer of a file call, or an ApiError with the server's message. */
async function fetchOk(url: string, signal?: AbortSignal): Promise<Response> {
  let response = await fetchWith(url, readAccessToken(), signal);
  if (response.status === 401 && readRefreshToken()) {
    try {
      response = await fetchWith(url, await refreshAccessToken(readRefreshToken()), signal);
    } catch {
      endSession();
      throw new ApiError(401, [{ param: null, msg: GENERIC_ERROR }], true);
    }
  }
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  throw new ApiError(response.status, isErrorEnvelope(body) && body.errors.length ? body.errors : [{ param: null, msg: GENERIC_ERROR }]);
}

/** A file's bytes (an item image). */
export async function fetchFileWithToken(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchOk(url, signal)).blob();
}

/** The name in Content-Disposition (RFC 6266, UTF-8 form first), or null. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const utf8 = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      return null;
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition)?.[1]?.trim() ?? null;
}

/** Downloads a file with the session's token and saves it under the server's name (or the fallback). */
export async function downloadWithToken(url: string, fallbackName: string): Promise<void> {
  const response = await fetchOk(url);
  saveFile(await response.blob(), fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName);
}
