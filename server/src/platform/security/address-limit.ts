import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { tooManyAttemptsMessage, waitSeconds } from '@procura/domain/common/rate-limit.messages';
import { Buckets, type Allowance } from '../realtime/realtime-limits';
import { tokenUserOf } from './auth-guard';
import type { AppContext } from '../context';

// The per-address limit of anonymous traffic (decision 223, docs/rules/realtime-and-platform.md): a
// token bucket per client address (request.ip: the socket's address, or X-Forwarded-For's with
// TRUST_PROXY) in this node's memory, taken by every /api/ request without a valid access token
// before any database work (the token's signature and expiry are CPU only), and once more by every
// 401 answer (a token that failed: expired, forged, of a revoked sign-in). A password sign-in is
// anonymous, so counted; its wrong answers (400 with the spec's texts) meet the database's own limits
// (auth.limits.ts, rate-limit.ts) behind this one. A signed-in caller is never counted here: its
// budgets are its account's. Static files, /health/* and the socket's handshake are not /api/.

/**
 * What one address may send without a valid access token: 100 at once, 50 a second in the long run.
 * Generous on purpose: a whole office behind one NAT opens the sign-in page at 09:00 (each page load
 * asks a few anonymous calls, each sign-in one or two), and the browser journeys and tests all come
 * from 127.0.0.1. It bounds a flood from one address to what this node answers without noticing.
 */
export const ANONYMOUS_ALLOWANCE: Allowance = { burst: 100, perSecond: 50 };

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

/**
 * The two hooks of the limit, for the app's root (app.ts): `onRequest` refuses past the allowance
 * with 429, `Retry-After` (whole seconds until the address has a token) and "Too many attempts…",
 * which the web translates; `onResponse` counts a 401. Each app has its own buckets; `now` is the
 * process's monotonic clock (the app's clock is the one tests move).
 */
export function anonymousAddressLimit(ctx: AppContext, allowance: Allowance = ANONYMOUS_ALLOWANCE, now: () => number = () => performance.now()) {
  // Swept when many (realtime-limits.ts): a full bucket is forgotten, so memory follows the addresses of the last seconds.
  const addresses = new Buckets();
  return {
    buckets: addresses,
    onRequest: async (request: FastifyRequest): Promise<void> => {
      if (!isApi(request) || (await tokenUserOf(ctx, request))) return;
      const wait = addresses.take(request.ip, allowance, now());
      if (wait > 0) throw new AppError(HTTP.tooManyRequests, [{ param: null, msg: tooManyAttemptsMessage(wait) }], waitSeconds(wait));
    },
    onResponse: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      if (reply.statusCode === HTTP.unauthorized && isApi(request)) addresses.take(request.ip, allowance, now());
    },
  };
}
