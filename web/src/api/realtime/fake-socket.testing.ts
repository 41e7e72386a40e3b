import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { AppSocket } from './socket-client';

// A stand-in for socket-client (through vi.mock) that a page test drives: the real room hooks run
// on it; the test answers each command (a join's ack may be held and answered later, as a server
// that read the state before a change committed would) and plays the server's events.

type Listener = (payload: never) => void;

/** One command the page sent, with the answer the test gives it. */
export interface SentCommand {
  event: string;
  payload: unknown;
  answer: (ack: Ack<unknown>) => void;
}

const listeners = new Map<string, Set<Listener>>();
let sent: SentCommand[] = [];
let autoAnswer: (event: string, payload: unknown) => Ack<unknown> | undefined = () => undefined;

const fake = {
  connected: true,
  active: true,
  on(event: string, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
    return fake;
  },
  off(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener);
    return fake;
  },
  emit(event: string, payload: unknown) {
    sent.push({ event, payload, answer: () => undefined });
    return fake;
  },
  connect() {
    return fake;
  },
  timeout() {
    return {
      emitWithAck: (event: string, payload: unknown) =>
        new Promise<Ack<unknown>>((resolve) => {
          const auto = autoAnswer(event, payload);
          if (auto) resolve(auto);
          else sent.push({ event, payload, answer: resolve });
        }),
    };
  },
};

export const getSocket = (): AppSocket => fake as unknown as AppSocket;
export const sendCommand = <T>(emit: (socket: AppSocket) => Promise<T>): Promise<T> => emit(getSocket());
export const isRenewingSignIn = (): boolean => false;
export const renewSocket = (): Promise<boolean> => Promise.resolve(false);
export const closeSocket = (): void => undefined;

/** The server's event to this tab (call it inside act). */
export function hear(event: string, payload?: unknown): void {
  for (const listener of [...(listeners.get(event) ?? [])]) (listener as (payload: unknown) => void)(payload);
}

/** The commands sent and not answered yet, oldest first, of one event ('JOIN_AUCTION'). */
export function waiting(event: string): SentCommand[] {
  return sent.filter((command) => command.event === event);
}

/** Answers the oldest waiting command of `event` and forgets it. */
export function answerNext(event: string, ack: Ack<unknown>): void {
  const command = waiting(event)[0];
  if (!command) throw new Error(`no ${event} waiting`);
  sent = sent.filter((other) => other !== command);
  command.answer(ack);
}

/** Forgets the previous test's listeners and commands; `answer` answers some commands at once. */
export function resetSocket(answer: typeof autoAnswer = () => undefined): void {
  listeners.clear();
  sent = [];
  autoAnswer = answer;
}
