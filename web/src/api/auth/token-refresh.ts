import type { LoginResponse } from '@procura/domain/auth/auth.schemas';
import type { DataEnvelope } from '@procura/domain/common/errors';
import { readAccessToken, readRefreshToken, replaceTokens } from './token-storage';

/** Why a refresh did not give a new access token. */
export class RefreshFailedError extends Error {
  constructor(readonly reason: 'missing' | 'rejected' | 'network') {
    super(`Token refresh failed: ${reason}`);
    this.name = 'RefreshFailedError';
  }
}

const LOCK_NAME = 'procura-refresh';
let pendingInTab: Promise<string> | null = null;

/**
 * Exchanges the refresh token for a new pair, once across all tabs. Tabs share the tokens in
 * localStorage and the server revokes the whole session when a rotated refresh token is reused,
 * so the exchange runs under a Web Lock; a tab that gets the lock after another tab refreshed
 * finds a different stored token and simply uses the new access token.
 */
export async function refreshAccessToken(failedRefreshToken: string | null): Promise<string> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return await locks.request(LOCK_NAME, () => exchange(failedRefreshToken));
  // Web Locks need a secure context; without them at least the calls of this tab share one exchange.
  pendingInTab ??= exchange(failedRefreshToken).finally(() => {
    pendingInTab = null;
  });
  return pendingInTab;
}

async function exchange(failedRefreshToken: string | null): Promise<string> {
  const current = readRefreshToken();
  if (!current) throw new RefreshFailedError('missing');
  const access = readAccessToken();
  if (current !== failedRefreshToken && access) return access;

  let response: Response;
  try {
    response = await fetch('/api/authentication/refresh-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: current }),
    });
  } catch {
    throw new RefreshFailedError('network');
  }
  if (!response.ok) throw new RefreshFailedError('rejected');
  const body = (await response.json().catch(() => null)) as DataEnvelope<LoginResponse> | null;
  if (!body?.data?.access_token || !body.data.refresh_token) throw new RefreshFailedError('rejected');
  replaceTokens({ accessToken: body.data.access_token, refreshToken: body.data.refresh_token });
  return body.data.access_token;
}
