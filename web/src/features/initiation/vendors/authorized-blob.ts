import { refreshAccessToken } from '../../../api/token-refresh';
import { readAccessToken, readRefreshToken } from '../../../api/token-storage';

// Files of the secured API (item images, the evaluation export) need the bearer token, which a
// plain <img src> or <a href> cannot send: they are fetched and handed on as blobs.

export interface FetchedBlob {
  blob: Blob;
  /** The name from Content-Disposition, when the server gives one. */
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** GET with the session's token; a 401 refreshes the token once and tries again. */
export async function fetchAuthorizedBlob(url: string, signal?: AbortSignal): Promise<FetchedBlob> {
  const get = (token: string | null) => fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal, credentials: 'same-origin' });
  let response = await get(readAccessToken());
  if (response.status === 401 && readRefreshToken()) response = await get(await refreshAccessToken(readRefreshToken()));
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
