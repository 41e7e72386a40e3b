import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Role } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { ClientToServerEvents } from '@procura/domain/realtime/realtime.events';
import type { AuthUser } from '../security/access-tokens';
import { envelope, parse } from '../http/http-errors';
import { signInExpired, SOCKET_SESSION_TIMEOUT, type RealtimeSocket } from './realtime';
import { acceptsCommands, SERVER_RESTARTING, trackCommand } from './realtime-drain';
import { limiterOf, targetOf, type CommandLimitKind } from './realtime-limits';

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';
const UNAUTHORIZED = 'Unauthorized';
const FORBIDDEN = 'You are not allowed to do this';

/** The data an event's ack carries (`Ack<T>` -> T), read from the typed event map. */
export type CommandResult<K extends keyof ClientToServerEvents> =
  NonNullable<Parameters<ClientToServerEvents[K]>[1]> extends (answer: Ack<infer T>) => void ? T : never;

type Reply<T> = (answer: Ack<T>) => void;

interface CommandOptions {
  /** Checked before the payload is read (a rate limit, a precondition): a message refuses the command. */
  refuse?: () => string | null;
  /** The rate limit per socket and per account (realtime-limits.ts), checked first: before the sign-in, the payload or any database work. */
  limit?: CommandLimitKind;
}

interface SecuredOptions extends CommandOptions {
  /** Roles allowed; any signed-in caller when absent. */
  roles?: readonly Role[];
}

/** Socket.IO passes the ack last; a client may omit the payload, the ack, or send junk in either place. */
function readCommand<T>(payload: unknown, ack: unknown): { payload: unknown; reply: Reply<T> } {
  if (typeof payload === 'function' && ack === undefined) return { payload: undefined, reply: payload as Reply<T> };
  return { payload, reply: typeof ack === 'function' ? (ack as Reply<T>) : () => undefined };
}

function listen<K extends keyof ClientToServerEvents, S extends z.ZodType>(
  socket: RealtimeSocket,
  log: FastifyBaseLogger,
  event: K,
  schema: S,
  options: SecuredOptions & { needsUser: boolean },
  handler: (payload: z.output<S>, user: AuthUser | null) => Promise<CommandResult<K>> | CommandResult<K>,
): void {
  const untyped = socket as unknown as { on(event: string, listener: (payload: unknown, ack: unknown) => void): void };
  untyped.on(event, (rawPayload, rawAck) => {
    const { payload, reply } = readCommand<CommandResult<K>>(rawPayload, rawAck);
    const io = socket.nsp.server;
    if (!acceptsCommands(io)) return reply(envelope(SERVER_RESTARTING));
    // One caller must not slow the others: over its limit a command is answered at once, before
    // anything else is read (no promise, no database: a flood costs this node as little as it can).
    if (options.limit) {
      const limited = limiterOf(io).check(socket, socket.data.user?.id ?? null, options.limit, targetOf(payload));
      if (limited) return reply(envelope(limited));
    }
    const run = async (): Promise<Ack<CommandResult<K>>> => {
      const user = socket.data.user;
      if (options.needsUser && !user) throw AppError.field(HTTP.unauthorized, null, UNAUTHORIZED);
      // The access token the socket connected with has expired: nothing runs; the client refreshes, connects again and resends.
      if (options.needsUser && signInExpired(socket)) throw AppError.field(HTTP.unauthorized, null, SOCKET_SESSION_TIMEOUT);
      if (user && options.roles && !options.roles.includes(user.role)) throw AppError.field(HTTP.forbidden, null, FORBIDDEN);
      const refused = options.refuse?.();
      if (refused) return envelope(refused);
      return { data: await handler(parse(schema, payload), user) };
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
  });
}

/**
 * A command of a signed-in caller (the handshake's token): the payload is parsed with the domain
 * schema, the role checked, and the answer acked as `{data}` or the HTTP envelope `{errors}`
 * (an AppError keeps its messages; anything else is logged and answered with a generic text).
 */
export function onCommand<K extends keyof ClientToServerEvents, S extends z.ZodType>(
  socket: RealtimeSocket,
  log: FastifyBaseLogger,
  event: K,
  schema: S,
  handler: (payload: z.output<S>, user: AuthUser) => Promise<CommandResult<K>> | CommandResult<K>,
  options: SecuredOptions = {},
): void {
  listen(socket, log, event, schema, { ...options, needsUser: true }, (payload, user) => handler(payload, user!));
}

/** The same for a command anyone may send (an anonymous socket included). */
export function onPublicCommand<K extends keyof ClientToServerEvents, S extends z.ZodType>(
  socket: RealtimeSocket,
  log: FastifyBaseLogger,
  event: K,
  schema: S,
  handler: (payload: z.output<S>, user: AuthUser | null) => Promise<CommandResult<K>> | CommandResult<K>,
  options: CommandOptions = {},
): void {
  listen(socket, log, event, schema, { ...options, needsUser: false }, handler);
}
