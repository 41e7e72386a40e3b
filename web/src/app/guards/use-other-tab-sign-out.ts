import { useEffect } from 'react';
import { lastKnownRole } from '../../api/auth/session-handlers';
import { signInPathAfterTimeout } from '../../api/auth/sign-in-paths';
import { STORAGE_KEYS, tokensAreShared } from '../../api/auth/token-storage';

/**
 * Tabs share the session in localStorage. When another tab signs in as a different e-mail (its
 * tokens replaced ours) or signs out, this tab leaves for the sign-in page with a full reload, so
 * nothing of the previous account stays in memory.
 */
export function useOtherTabSignOut(email: string | null): void {
  useEffect(() => {
    if (!email) return;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || !tokensAreShared()) return;
      const otherAccount = event.key === STORAGE_KEYS.email && event.newValue !== null && event.newValue !== email;
      const signedOut = (event.key === STORAGE_KEYS.refreshToken || event.key === null) && localStorage.getItem(STORAGE_KEYS.refreshToken) === null;
      if (otherAccount || signedOut) {
        window.location.assign(signInPathAfterTimeout(lastKnownRole(), window.location.pathname, window.location.search));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [email]);
}
