import type { Limit } from '../../platform/rate-limit';

// Rate limits of the sign-in area, per e-mail and per client address. One place for all of them.
const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

export const AUTH_LIMITS = {
  loginPerEmail: { name: 'login:email', max: 10, windowSeconds: MINUTES_15 },
  loginPerIp: { name: 'login:ip', max: 100, windowSeconds: MINUTES_15 },
  otpRequestPerEmail: { name: 'otp:email', max: 5, windowSeconds: MINUTES_15 },
  otpRequestPerIp: { name: 'otp:ip', max: 30, windowSeconds: MINUTES_15 },
  resetPerEmail: { name: 'reset:email', max: 5, windowSeconds: HOUR },
  resetPerIp: { name: 'reset:ip', max: 30, windowSeconds: HOUR },
  registerPerIp: { name: 'register:ip', max: 30, windowSeconds: HOUR },
  linkPerIp: { name: 'link:ip', max: 60, windowSeconds: MINUTES_15 },
} satisfies Record<string, Limit>;
