import type { FastifyRequest } from 'fastify';
import { AUDITOR_ROLE, type Role } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { isSessionActive } from './active-sessions';
import { verifyAccessToken, type AuthUser } from './access-tokens';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const unauthorized = () => AppError.field(HTTP.unauthorized, null, 'Unauthorized');

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The caller of an access token: valid, not expired, and of a sign-in that was not revoked. */
export async function userOfToken(ctx: AppContext, token: string): Promise<AuthUser> {
  const user = await verifyAccessToken(token, ctx.secrets.jwtKey, ctx.clock);
  // Logout and refresh-token reuse revoke a session at once, not when its access token expires.
  if (!(await isSessionActive(ctx, user.sessionId))) throw unauthorized();
  return user;
}

const verified = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * The caller a request's bearer token names, its signature and expiry checked (CPU only, no database:
 * the limits before any database work read it, decisions 222-223), once per request; null without a
 * valid one. Whether its sign-in was revoked is `authenticate`'s question.
 */
export function tokenUserOf(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null> {
  let user = verified.get(request);
  if (!user) {
    const token = bearerToken(request);
    user = token ? verifyAccessToken(token, ctx.secrets.jwtKey, ctx.clock).catch(() => null) : Promise.resolve(null);
    verified.set(request, user);
  }
  return user;
}

/** onRequest hook for every /api/secured route: a valid bearer token of a live session. */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await tokenUserOf(ctx, request);
    // Logout and refresh-token reuse revoke a session at once, not when its access token expires.
    if (!user || !(await isSessionActive(ctx, user.sessionId))) throw unauthorized();
    request.user = user;
  };
}

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that only reads (GET, HEAD, OPTIONS): the one test of "a read" of the route guards. */
export function isReadRequest(request: Pick<FastifyRequest, 'method'>): boolean {
  return READ_METHODS.has(request.method);
}

/**
 * The roles a route open to `roles` admits for a method: those, and (docs/decisions.md 244) on a read
 * of a route open to buyers, the company's auditors, who read as its buyers (domain `readsAsBuyer`).
 * The one rule of the route guard (`requireUser`) and of the API document (openapi.ts).
 */
export function admittedRoles(method: string, roles: readonly Role[]): readonly Role[] {
  const readsAsBuyers = READ_METHODS.has(method) && roles.includes('buyer_auction') && !roles.includes(AUDITOR_ROLE);
  return readsAsBuyers ? [...roles, AUDITOR_ROLE] : roles;
}

/** The signed-in caller; throws 401 outside a secured scope and 403 for a role the route does not admit. */
export function requireUser(request: FastifyRequest, roles?: readonly Role[]): AuthUser {
  const user = request.user;
  if (!user) throw unauthorized();
  if (roles && !admittedRoles(request.method, roles).includes(user.role)) throw AppError.field(HTTP.forbidden, null, 'You are not allowed to do this');
  return user;
}
