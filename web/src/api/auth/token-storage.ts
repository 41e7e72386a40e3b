import { isLanguage, type Language } from '@procura/domain/common/i18n';

// Local storage keys of docs/rules/accounts-and-sign-in.md#tokens-and-session: access token, refresh token, e-mail, language.
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  email: 'email',
  language: 'language',
  menuExpanded: 'menu_expanded',
} as const;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** A pair as it may arrive in a link: the refresh token can be missing. */
export interface IncomingTokens {
  accessToken: string;
  refreshToken?: string | null;
}

// Without Remember Me the tokens live in sessionStorage, so the session ends with the tab.
// Reads look in sessionStorage first, then localStorage.
function tokenStore(): Storage {
  return sessionStorage.getItem(STORAGE_KEYS.accessToken) !== null ? sessionStorage : localStorage;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key) ?? localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function readRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

/**
 * Stores a new session. `remember` false keeps it for this tab only (sessionStorage), leaving any
 * session other tabs share untouched; true replaces the shared one.
 */
export function storeTokens(tokens: IncomingTokens, remember = true): void {
  const target = remember ? localStorage : sessionStorage;
  if (remember) {
    sessionStorage.removeItem(STORAGE_KEYS.accessToken);
    sessionStorage.removeItem(STORAGE_KEYS.refreshToken);
  }
  target.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  if (tokens.refreshToken) target.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  else target.removeItem(STORAGE_KEYS.refreshToken);
}

/** Replaces a rotated pair in whichever storage holds the session. */
export function replaceTokens(tokens: SessionTokens): void {
  const store = tokenStore();
  store.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  store.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

/** Forgets this tab's session: the tab-only one if it has one, else the shared one. */
export function clearTokens(): void {
  const store = tokenStore();
  store.removeItem(STORAGE_KEYS.accessToken);
  store.removeItem(STORAGE_KEYS.refreshToken);
}

/** True when this tab's session is kept in localStorage, shared with other tabs. */
export function tokensAreShared(): boolean {
  return tokenStore() === localStorage;
}

export function readStoredEmail(): string | null {
  return read(STORAGE_KEYS.email);
}

/**
 * Remembers the signed-in e-mail beside the session: shared when the tokens are shared (other
 * tabs watch this key to notice a different account), tab-only otherwise.
 */
export function storeEmail(email: string): void {
  const store = tokenStore();
  if (store === localStorage) sessionStorage.removeItem(STORAGE_KEYS.email);
  store.setItem(STORAGE_KEYS.email, email);
}

export function readStoredLanguage(): Language | null {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
}
