import type { FastifyRequest } from 'fastify';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { waitSeconds } from '@procura/domain/common/rate-limit.messages';
import { tokenUserOf } from '../security/auth-guard';
import type { AppContext } from '../context';
import { COMMAND_LIMITS, type Allowance, type CommandLimitKind } from './realtime-limits';

// The HTTP twins of the live commands draw from the same account buckets as their socket commands
// (decision 222, docs/rules/realtime-and-platform.md): one budget per caller, whatever the door. A
// route says so in its options; the authenticated scope's first hook (app.ts) checks it before the
// sign-in is looked up, the body read or any database work: the token's signature is CPU only.

/** What a route's `config.liveCommand` says: its limit's kind and the path parameter naming its session. */
export interface LiveCommand {
  kind: CommandLimitKind;
  /** The path parameter naming the session (its per-session buckets); none: the account's buckets only. */
  target?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An HTTP live command (live-command-limit.ts): refused with 429 past the account's budget of its kind. */
    liveCommand?: LiveCommand;
  }
}

/**
 * Route options of an HTTP live command: `app.post(url, liveCommand('offer', 'auctionId', doc({...})), handler)`.
 * The same kind as the socket twin's `limit`; its OpenAPI entry says so (platform/http/openapi.ts).
 */
export function liveCommand<T extends { config?: object }>(kind: CommandLimitKind, target: string | undefined, options: T) {
  return { ...options, config: { ...options.config, liveCommand: { kind, ...(target ? { target } : {}) } satisfies LiveCommand } };
}

/**
 * onRequest hook of the authenticated scope, added before `authenticate`: a live command over its
 * account's budget (or its session's) answers 429 with `Retry-After` (whole seconds until the bucket
 * has a token) and the socket's message. A call without a valid token passes on to `authenticate`'s 401.
 */
export function limitLiveCommands(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const command = request.routeOptions.config.liveCommand;
    if (!command) return;
    const user = await tokenUserOf(ctx, request);
    if (!user) return;
    const named = command.target ? (request.params as Record<string, unknown> | undefined)?.[command.target] : undefined;
    const target = typeof named === 'string' && named.length <= 64 ? named : undefined;
    const refused = ctx.limits.checkAccount(user.id, command.kind, target);
    if (refused) throw new AppError(HTTP.tooManyRequests, [{ param: null, msg: refused.message }], waitSeconds(refused.retryAfterMs));
  };
}

const allowanceText = ({ burst, perSecond }: Allowance) => `${burst} at once, ${perSecond} a second`;

/** The sentence the OpenAPI entry of a live command ends with (openapi.ts): its budget, from the limits themselves. */
export function liveCommandDoc({ kind, target }: LiveCommand): string {
  const limit = COMMAND_LIMITS[kind];
  const perSession = target && limit.perTarget ? ` and per session (${allowanceText(limit.perTarget.account)})` : '';
  return (
    `Rate limit: the socket's budget (docs/realtime.md "Limits"): this call and the socket commands of kind \`${kind}\` draw from one token bucket per account ` +
    `(${allowanceText(limit.account)})${perSession} on each node, checked before any database work. Past it: 429 with \`Retry-After\` ` +
    `(whole seconds until a token) and the envelope with the text "${limit.message}".`
  );
}
