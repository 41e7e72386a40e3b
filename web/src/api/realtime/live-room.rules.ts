import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { isSessionTimeoutAnswer } from './socket-auth.rules';

/** How long a room's join (and its commands) wait for the server's ack. */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * What a room's join ack means: the socket's token expired (renew the sign-in: connecting again
 * joins again, and there is no error to show), a refusal (its text, or the room's own failure text),
 * or the room's full state.
 */
export type JoinOutcome<T> = { kind: 'renew' } | { kind: 'refused'; error: string } | { kind: 'joined'; data: T };

export function joinOutcome<T>(answer: Ack<T>, failedText: string): JoinOutcome<T> {
  if (isSessionTimeoutAnswer(answer)) return { kind: 'renew' };
  if ('errors' in answer) return { kind: 'refused', error: answer.errors[0]?.msg ?? failedText };
  return { kind: 'joined', data: answer.data };
}
