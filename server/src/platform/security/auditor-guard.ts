import type { FastifyRequest } from 'fastify';
import { AUDITOR_ROLE } from '@procura/domain/auth/auth.rules';
import type { AppContext } from '../context';
import { isReadRequest, tokenUserOf } from './auth-guard';
import { auditorRefusal } from './auditor-refusal';

// A company's auditor reads and changes nothing (docs/decisions.md 244). Routes and services open their
// reads to it (auth-guard.ts `admittedRoles`, domain `readsAsBuyer`); this hook is the one wall in front
// of every HTTP write, whatever the route would decide (the socket's: realtime-commands.ts with
// auditor-refusal.ts).

/** The writes an auditor still makes: signing in by code, keeping and ending its sign-in. Nothing else. */
export const AUDITOR_WRITE_EXCEPTIONS: readonly string[] = [
  'POST /api/authentication/request-otp',
  'POST /api/authentication/login',
  'POST /api/authentication/refresh-token',
  'POST /api/authentication/logout',
];

const exceptions = new Set(AUDITOR_WRITE_EXCEPTIONS);

/**
 * onRequest hook for every route (app.ts, at the root): a request of an auditor that is not a read, and not
 * one of the exceptions, is refused with 403 before any body is read or any database work. The caller is
 * the bearer token's (signature and expiry only): a revoked auditor's token is refused all the same.
 */
export function refuseAuditorWrites(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isReadRequest(request)) return;
    const user = await tokenUserOf(ctx, request);
    if (user?.role !== AUDITOR_ROLE) return;
    if (exceptions.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    throw auditorRefusal();
  };
}
