import type { Role } from '@procura/domain/auth/auth.rules';

// The API layer knows when a session ends but not how to show it; the app registers the
// toast and navigation it uses (see app/session-bridge.ts). Until then it falls back to a reload.
export interface SessionHandlers {
  /** Shows a message (an English key, translated by the handler). */
  notify(message: string, variant: 'error' | 'info' | 'warning' | 'success'): void;
  /** Forgets cached data and goes to a sign-in page. */
  leave(to: string): void;
}

let handlers: SessionHandlers = {
  notify: () => undefined,
  leave: (to) => window.location.assign(to),
};

let knownRole: Role | null = null;

export function setSessionHandlers(next: SessionHandlers): void {
  handlers = next;
}

export function sessionHandlers(): SessionHandlers {
  return handlers;
}

/** Remembered from the last profile so a timeout sends vendors to their own sign-in page. */
export function rememberRole(role: Role | null): void {
  knownRole = role;
}

export function lastKnownRole(): Role | null {
  return knownRole;
}
