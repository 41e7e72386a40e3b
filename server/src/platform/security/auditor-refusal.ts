import { AUDITOR_ROLE } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { AUDITOR_MSG } from '@procura/domain/company/auditor.messages';
import type { ClientToServerEvents } from '@procura/domain/realtime/realtime.events';
import type { AuthUser } from './access-tokens';

// A company's auditor changes nothing (docs/decisions.md 244): the one refusal it gets, and the socket
// commands it may still send. The HTTP wall is auditor-guard.ts; this file imports no guard, so the
// socket dispatcher (realtime-commands.ts) and the services use it without an import cycle.

/** 403 `Auditors can read but not change anything`, over HTTP and in a socket ack alike. */
export const auditorRefusal = () => AppError.field(HTTP.forbidden, null, AUDITOR_MSG.readOnly);

/**
 * The socket commands an auditor may send: joining, leaving and reading rooms, and the clock check.
 * Joining writes nothing for it (it joins as the buyers do, not as a vendor or a spectator, whose first
 * join is recorded). Every other command (offers, disqualifications, pause, announcements, proxy floors,
 * chat lines, the demo room) is refused.
 */
export const AUDITOR_SOCKET_COMMANDS = [
  'JOIN_AUCTION',
  'LEAVE_AUCTION',
  'GET_OFFER_LOG_PAGE',
  'CHECK_CLIENT_TIME',
  'JOIN_NEGOTIATION',
  'LEAVE_NEGOTIATION',
  'JOIN_CHAT_ROOM',
] as const satisfies ReadonlyArray<keyof ClientToServerEvents>;

const socketCommands: ReadonlySet<string> = new Set(AUDITOR_SOCKET_COMMANDS);

/** The refusal of a socket command for its caller, from the event name alone: null unless an auditor sends a command outside its list. */
export function auditorCommandRefusal(user: AuthUser | null | undefined, event: string): AppError | null {
  if (user?.role !== AUDITOR_ROLE || socketCommands.has(event)) return null;
  return auditorRefusal();
}
