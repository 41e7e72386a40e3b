import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Role } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { ClientToServerEvents } from '@procura/domain/realtime/realtime.events';
import type { AuthUser } from '../security/access-tokens';
import { auditorCommandRefusal } from '../security/auditor-refusal';
import { envelope, parse } from '../http/http-errors';
import { findForbiddenText } from '../http/input-guard';
import { signInExpired, SOCKET_SESSION_TIMEOUT, type RealtimeSocket } from './realtime-socket';
import { acceptsCommands, SERVER_RESTARTING, trackCommand } from './realtime-drain';
import { limiterOf, targetOf, type CommandLimitKind } from './realtime-limits';
import { REQUEST_MSG } from '@procura/domain/common/request.messages';

// One dispatcher per server (decision 218). Each feature registers its commands once, when the
// app starts, in its server's table (event -> schema, handler, options); every socket then gets one
// listener shared by all sockets (Socket.IO's onAny calls it with the socket as `this`) and one for
// its disconnect, never a closure per command per socket: a connection costs the server what
// Socket.IO's own socket costs, and little more. What a feature keeps per socket lives in
// `socket.data` or in a WeakMap keyed by the socket, made when first needed.

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';
const UNAUTHORIZED = 'Unauthorized';
const FORBIDDEN = 'You are not allowed to do this';

/** The data an event's ack carries (`Ack<T>` -> T), read from the typed event map. */
export type CommandResult<K extends keyof ClientToServerEvents> =
  NonNullable<Parameters<ClientToServerEvents[K]>[1]> extends (answer: Ack<infer T>) => void ? T : never;

type Reply<T> = (answer: Ack<T>) => void;

interface CommandOptions {
  /** Checked before the payload is read (a rate limit, a precondition): a message refuses the command. */
  refuse?: (socket: RealtimeSocket) => string | null;
  /** The rate limit per socket and per account (realtime-limits.ts), checked after the caller and before the payload is read or any database work. */
  limit?: CommandLimitKind;
}

interface SecuredOptions extends CommandOptions {
  /** Roles allowed; any signed-in caller when absent. */
  roles?: readonly Role[];
}

/** A command: its payload parsed with a domain schema, answered in the ack as `{data}` or `{errors}`. */
interface Command {
  kind: 'command';
  schema: z.ZodType;
  needsUser: boolean;
  options: SecuredOptions;
  handler: (payload: unknown, user: AuthUser | null, socket: RealtimeSocket) => unknown;
  log: FastifyBaseLogger;
}

/** An event that only signals (the sign-in page's ping, LEAVE_DEMO_ROOM): no payload read, no ack. */
interface Signal {
  kind: 'signal';
  handler: (socket: RealtimeSocket) => void;
}

/** Run once a socket has closed and left its rooms, with the rooms it was in and Socket.IO's reason. */
type DisconnectHook = (socket: RealtimeSocket, reason: string, rooms: ReadonlySet<string>) => void;

interface CommandTable {
  events: Map<string, Command | Signal>;
  disconnects: DisconnectHook[];
}

// Keyed by the Socket.IO server: several apps in one process (tests, benches) have their own tables.
const tables = new WeakMap<object, CommandTable>();

function tableOf(io: object): CommandTable {
  let table = tables.get(io);
  if (!table) tables.set(io, (table = { events: new Map(), disconnects: [] }));
  return table;
}

function register(io: object, event: string, entry: Command | Signal): void {
  const { events } = tableOf(io);
  // Registered per socket by mistake, or by two features: one event has one meaning.
  if (events.has(event)) throw new Error(`socket event ${event} is registered twice`);
  events.set(event, entry);
}

/**
 * A command of a signed-in caller (the handshake's token): the payload is parsed with the domain
 * schema, the role checked, and the answer acked as `{data}` or the HTTP envelope `{errors}`
 * (an AppError keeps its messages; anything else is logged and answered with a generic text).
 * Registered once per server; the handler gets the socket that sent it.
 */
export function onCommand<K extends keyof ClientToServerEvents, S extends z.ZodType>(
  io: object,
  log: FastifyBaseLogger,
  event: K,
  schema: S,
  handler: (payload: z.output<S>, user: AuthUser, socket: RealtimeSocket) => Promise<CommandResult<K>> | CommandResult<K>,
  options: SecuredOptions = {},
): void {
  register(io, event, { kind: 'command', schema, needsUser: true, options, handler: (payload, user, socket) => handler(payload as z.output<S>, user!, socket), log });
}

/** The same for a command anyone may send (an anonymous socket included). */
export function onPublicCommand<K extends keyof ClientToServerEvents, S extends z.ZodType>(
  io: object,
  log: FastifyBaseLogger,
  event: K,
  schema: S,
  handler: (payload: z.output<S>, user: AuthUser | null, socket: RealtimeSocket) => Promise<CommandResult<K>> | CommandResult<K>,
  options: CommandOptions = {},
): void {
  register(io, event, { kind: 'command', schema, needsUser: false, options, handler: (payload, user, socket) => handler(payload as z.output<S>, user, socket), log });
}

/** An event without payload or answer (the ping, LEAVE_DEMO_ROOM): no limit, no drain refusal, as a plain listener. */
export function onSignal<K extends keyof ClientToServerEvents>(io: object, event: K, handler: (socket: RealtimeSocket) => void): void {
  register(io, event, { kind: 'signal', handler });
}

/**
 * Runs `hook` for every socket of the server that closes, once it has left its rooms (presence read
 * then no longer counts it), with the rooms it was in and the disconnect reason.
 */
export function onDisconnect(io: object, hook: DisconnectHook): void {
  tableOf(io).disconnects.push(hook);
}

/** The events a server's sockets answer (the fuzz test sends each of them hostile payloads). */
export function commandNames(io: object): string[] {
  return [...tableOf(io).events.keys()];
}

/**
 * Gives a new socket its two listeners, the same functions for every socket: the dispatcher for
 * every event it sends, and its disconnect.
 */
export function attachDispatcher(socket: RealtimeSocket): void {
  socket.onAny(dispatch);
  socket.on('disconnecting', disconnecting);
}

/**
 * Whether a payload is larger than `budget` characters (its texts and keys) or nodes: a walk that
 * stops as soon as the budget is spent, so a huge payload costs no more than a legal one.
 */
export function exceedsSize(value: unknown, budget = MAX_COMMAND_SIZE): boolean {
  let left = budget;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    left -= typeof item === 'string' ? item.length + 1 : 1;
    if (left < 0) return true;
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
      if (stack.length > left) return true;
      continue;
    }
    for (const key in item) {
      left -= key.length;
      stack.push((item as Record<string, unknown>)[key]);
      if (left < 0 || stack.length > left) return true;
    }
  }
  return false;
}

/** The largest payload a command may carry: an offer on a few hundred items, a reason of 1,000 characters. */
export const MAX_COMMAND_SIZE = 64_000;

/** Socket.IO's onAny listener: `this` is the socket, then the event's name, its arguments and the ack (last, when asked for). */
function dispatch(this: RealtimeSocket, event: unknown, ...args: unknown[]): void {
  // An event no feature registered is ignored: nothing of it is read.
  const entry = typeof event === 'string' ? tables.get(this.nsp.server)?.events.get(event) : undefined;
  if (!entry) return;
  if (entry.kind === 'signal') return entry.handler(this);
  runCommand(this, event as string, entry, args[0], args[1]);
}

/** Socket.IO passes the ack last; a client may omit the payload, the ack, or send junk in either place. */
function readCommand<T>(payload: unknown, ack: unknown): { payload: unknown; reply: Reply<T> } {
  if (typeof payload === 'function' && ack === undefined) return { payload: undefined, reply: payload as Reply<T> };
  return { payload, reply: typeof ack === 'function' ? (ack as Reply<T>) : () => undefined };
}

/** Who may send the command, from the socket and the event's name alone (no payload read): null when the caller may. */
function callerRefusal(socket: RealtimeSocket, event: string, command: Command): AppError | null {
  const user = socket.data.user;
  if (command.needsUser && !user) return AppError.field(HTTP.unauthorized, null, UNAUTHORIZED);
  // The access token the socket connected with has expired: nothing runs; the client refreshes, connects again and resends.
  if (command.needsUser && signInExpired(socket)) return AppError.field(HTTP.unauthorized, null, SOCKET_SESSION_TIMEOUT);
  // A company's auditor sends only the commands that join and read rooms (docs/decisions.md 244).
  const auditor = auditorCommandRefusal(user, event);
  if (auditor) return auditor;
  if (user && command.options.roles && !command.options.roles.includes(user.role)) return AppError.field(HTTP.forbidden, null, FORBIDDEN);
  return null;
}

/**
 * A command, in the order that costs a refused caller least (decision 227): the event was looked up,
 * then the drain, the caller (from the socket), the token buckets (realtime-limits.ts), the size, and
 * only then the payload's text scan, the feature's precondition, the schema and the handler.
 */
function runCommand(socket: RealtimeSocket, event: string, command: Command, rawPayload: unknown, rawAck: unknown): void {
  const { payload, reply } = readCommand<unknown>(rawPayload, rawAck);
  const { options, log } = command;
  const io = socket.nsp.server;
  if (!acceptsCommands(io)) return reply(envelope(SERVER_RESTARTING));
  const refusedCaller = callerRefusal(socket, event, command);
  if (refusedCaller) return reply(refusedCaller.toJSON());
  // One caller must not slow the others: over its limit a command is answered at once (no promise,
  // no database: a flood costs this node as little as it can).
  if (options.limit) {
    const limited = limiterOf(io).check(socket, socket.data.user?.id ?? null, options.limit, targetOf(payload));
    if (limited) return reply(envelope(limited));
  }
  if (exceedsSize(payload)) return reply(envelope(REQUEST_MSG.tooLarge));
  // Socket payloads obey the request guard's text rule (http/input-guard.ts).
  const forbidden = findForbiddenText(payload);
  if (forbidden) return reply({ errors: [forbidden] });
  const run = async (): Promise<Ack<unknown>> => {
    const refused = options.refuse?.(socket);
    if (refused) return envelope(refused);
    return { data: await command.handler(parse(command.schema, payload), socket.data.user ?? null, socket) };
  };
  const answered = run()
    .catch((error: unknown) => {
      if (error instanceof AppError) return error.toJSON();
      // Never a crash and never the cause: the caller gets the generic text, the log the details.
      log.error({ err: error, event }, 'socket command failed');
      return envelope(GENERIC_FAILURE);
    })
    .then(reply)
    .catch((error: unknown) => log.warn({ err: error, event }, 'socket ack failed'));
  void trackCommand(io, answered);
}

/**
 * Socket.IO's 'disconnecting' listener (`this` is the socket): the rooms are still known now, and
 * the socket leaves them in the same turn; the hooks run once it has (presence then no longer counts it).
 */
function disconnecting(this: RealtimeSocket, reason: string): void {
  afterLeaving(this, reason);
}

function afterLeaving(socket: RealtimeSocket, reason: string): void {
  const { disconnects } = tableOf(socket.nsp.server);
  if (disconnects.length === 0) return;
  const rooms = new Set(socket.rooms);
  queueMicrotask(() => {
    for (const hook of disconnects) hook(socket, reason, rooms);
  });
}
