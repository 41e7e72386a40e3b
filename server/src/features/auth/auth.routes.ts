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
import { bearerToken, requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
import * as auth from './auth.service';
import { endSession, refreshSession } from './sessions.service';

/** Public sign-in calls of spec 1 section 7, plus the verification and login-link calls. */
export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/authentication/register', async (req) => ({ data: await auth.register(ctx, parse(registerSchema, req.body), req.ip) }));
    app.post('/api/authentication/verify-email', async (req) => ({ data: await auth.verifyEmail(ctx, parse(verifyEmailSchema, req.body).token) }));
    app.post('/api/authentication/login', async (req) => ({ data: await auth.login(ctx, parse(loginSchema, req.body), req.ip) }));
    app.post('/api/authentication/request-otp', async (req) => {
      await auth.requestOtp(ctx, parse(requestOtpSchema, req.body), req.ip);
      return { data: { sent: true } };
    });
    app.post('/api/authentication/reset-password', async (req) => ({ data: await auth.resetPassword(ctx, parse(resetPasswordSchema, req.body), req.ip) }));
    app.post('/api/authentication/login-link', async (req) => ({ data: await auth.loginWithLink(ctx, parse(loginLinkSchema, req.body).token, req.ip) }));
    app.post('/api/authentication/refresh-token', async (req) => ({ data: await refreshSession(ctx, parse(refreshTokenSchema, req.body).refreshToken) }));
    app.post('/api/authentication/logout', async (req) => {
      const input = parse(logoutSchema, req.body);
      await endSession(ctx, { refreshToken: input.refreshToken, accessToken: bearerToken(req) });
      return { data: { loggedOut: true } };
    });
  };
}

/** Calls that need a signed-in caller; registered inside the authenticated scope. */
export function securedAuthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/authentication/change-password', async (req) => ({
      data: await auth.changePassword(ctx, requireUser(req), parse(changePasswordSchema, req.body)),
    }));
  };
}
