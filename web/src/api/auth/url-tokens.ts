import { storeTokens } from './token-storage';

/**
 * Tokens may arrive in the address (`access_token`, `refresh_token`); they are stored once and
 * removed from the address bar before the first render, so they never stay in history.
 */
export function consumeTokensFromUrl(): void {
  const url = new URL(window.location.href);
  const accessToken = url.searchParams.get('access_token');
  const refreshToken = url.searchParams.get('refresh_token');
  if (!accessToken && !refreshToken) return;
  if (accessToken) storeTokens({ accessToken, refreshToken });
  url.searchParams.delete('access_token');
  url.searchParams.delete('refresh_token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
