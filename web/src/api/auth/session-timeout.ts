import { lastKnownRole, sessionHandlers } from './session-handlers';
import { MSG } from '@procura/domain/auth/auth.messages';
import { signInPathAfterTimeout } from './sign-in-paths';
import { clearTokens } from './token-storage';

let ending = false;

/** True while an ended session is on its way to the sign-in page; guards wait instead of redirecting too. */
export function isEndingSession(): boolean {
  return ending;
}

/**
 * The spec's Session Timeout path: forget both tokens, say 'Session Timeout' and go to the
 * sign-in page (vendors to theirs). A rejected refresh first says 'Failed to refresh token'.
 * Several failing calls at once end the session only once.
 */
export function endSession(refreshRejected = false): void {
  if (ending) return;
  ending = true;
  window.setTimeout(() => {
    ending = false;
  }, 2000);
  const { notify, leave } = sessionHandlers();
  clearTokens();
  if (refreshRejected) notify(MSG.refreshFailed, 'error');
  notify(MSG.sessionTimeout, 'warning');
  leave(signInPathAfterTimeout(lastKnownRole(), window.location.pathname, window.location.search));
}
