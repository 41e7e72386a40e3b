// Graceful shutdown of socket commands (docs/operations.md): when a node stops, the commands it is
// running (an offer's transaction) finish and are acknowledged before its sockets close; commands
// arriving meanwhile are refused with a message, and the client sends them again to the node it
// reconnects to (an offer keeps its idempotency key, so nothing is taken twice).

export const SERVER_RESTARTING = 'The server is restarting. Please try again in a moment.';

interface DrainState {
  closing: boolean;
  running: Set<Promise<unknown>>;
}

// Keyed by the Socket.IO server: several apps in one process (tests, benches) drain apart.
const states = new WeakMap<object, DrainState>();

function stateOf(io: object): DrainState {
  let state = states.get(io);
  if (!state) {
    state = { closing: false, running: new Set() };
    states.set(io, state);
  }
  return state;
}

/** False once the node has begun to stop: the command must be refused with SERVER_RESTARTING. */
export function acceptsCommands(io: object): boolean {
  return !stateOf(io).closing;
}

/** Keeps a running command in view until it has answered. */
export function trackCommand<T>(io: object, command: Promise<T>): Promise<T> {
  const { running } = stateOf(io);
  running.add(command);
  void command.finally(() => running.delete(command)).catch(() => undefined);
  return command;
}

/** Refuses new commands and waits for the running ones, at most `timeoutMs`. Answers how many were still running then. */
export async function drainCommands(io: object, timeoutMs: number): Promise<number> {
  const state = stateOf(io);
  state.closing = true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.allSettled([...state.running]), timeout]);
  clearTimeout(timer);
  return state.running.size;
}
