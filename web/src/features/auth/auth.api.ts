import type { LoginInput, LoginResponse, RegisterInput } from '@procura/domain/auth/auth.schemas';
import { http } from '../../api/http-client';

// The sign-in area's calls (docs/rules/accounts-and-sign-in.md#calls). None sends a bearer token or refreshes one.
const NO_AUTH = { auth: false } as const;

export interface LoginLinkResponse extends LoginResponse {
  /** Where the link leads after signing in (e.g. the create-password page), or null for home. */
  redirectPath: string | null;
}

export function login(input: LoginInput) {
  return http.post<LoginResponse>('/api/authentication/login', input, NO_AUTH);
}

export function requestOtp(email: string) {
  return http.post<unknown>('/api/authentication/request-otp', { email }, NO_AUTH);
}

export function loginWithLink(token: string) {
  return http.post<LoginLinkResponse>('/api/authentication/login-link', { token }, NO_AUTH);
}

export function register(input: RegisterInput) {
  return http.post<unknown>('/api/authentication/register', input, NO_AUTH);
}

export function verifyEmail(token: string) {
  return http.post<{ email: string }>('/api/authentication/verify-email', { token }, NO_AUTH);
}

export function resetPassword(email: string) {
  return http.post<{ message: string }>('/api/authentication/reset-password', { email }, NO_AUTH);
}
