import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  loginLinkSchema,
  loginSchema,
  logoutSchema,
  refreshTokenSchema,
  registerSchema,
  requestOtpSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@procura/domain/auth/auth.schemas';
import { bearerToken, requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import * as auth from './auth.service';
import { endSession, refreshSession } from './sessions.service';

const doc = apiDoc('Authentication');

/** Public sign-in calls of docs/rules/accounts-and-sign-in.md#calls, plus the verification and login-link calls. */
export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/authentication/register', doc({ summary: 'Register a buyer account (a verification mail follows)', body: registerSchema }), async (req) => ({ data: await auth.register(ctx, parse(registerSchema, req.body), req.ip) }));
    app.post('/api/authentication/verify-email', doc({ summary: 'Verify the e-mail address with the token of the mail', body: verifyEmailSchema }), async (req) => ({ data: await auth.verifyEmail(ctx, parse(verifyEmailSchema, req.body).token) }));
    app.post('/api/authentication/login', doc({ summary: 'Sign in with e-mail and password or a one-time code: access and refresh tokens', body: loginSchema }), async (req) => ({ data: await auth.login(ctx, parse(loginSchema, req.body), req.ip) }));
    app.post('/api/authentication/request-otp', doc({ summary: 'Mail a one-time sign-in code (vendors, spectators)', body: requestOtpSchema, answer: '`{ sent: true }`' }), async (req) => {
      await auth.requestOtp(ctx, parse(requestOtpSchema, req.body), req.ip);
      return { data: { sent: true } };
    });
    app.post('/api/authentication/reset-password', doc({ summary: 'Set a new password with the token of the reset mail', body: resetPasswordSchema }), async (req) => ({ data: await auth.resetPassword(ctx, parse(resetPasswordSchema, req.body), req.ip) }));
    app.post('/api/authentication/login-link', doc({ summary: 'Sign in with the token of a mailed link', body: loginLinkSchema }), async (req) => ({ data: await auth.loginWithLink(ctx, parse(loginLinkSchema, req.body).token, req.ip) }));
    app.post('/api/authentication/refresh-token', doc({ summary: 'New tokens for a refresh token (rotating; a reused token ends its sign-in)', body: refreshTokenSchema }), async (req) => ({ data: await refreshSession(ctx, parse(refreshTokenSchema, req.body).refreshToken) }));
    app.post('/api/authentication/logout', doc({ summary: 'End the sign-in of a refresh token', body: logoutSchema, answer: '`{ loggedOut: true }`' }), async (req) => {
      const input = parse(logoutSchema, req.body);
      await endSession(ctx, { refreshToken: input.refreshToken, accessToken: bearerToken(req) });
      return { data: { loggedOut: true } };
    });
  };
}

/** Calls that need a signed-in caller; registered inside the authenticated scope. */
export function securedAuthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/authentication/change-password', doc({ summary: 'Change the password of the signed-in account', body: changePasswordSchema }), async (req) => ({
      data: await auth.changePassword(ctx, requireUser(req), parse(changePasswordSchema, req.body)),
    }));
  };
}
