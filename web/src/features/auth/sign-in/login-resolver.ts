import type { LoginInput } from '@procura/domain/auth/auth.schemas';
import { lazyResolver } from '../../../components/form/lazy-resolver';

/** The sign-in forms' validation (domain's loginSchema), loaded on first use. */
export const lazyLogin = lazyResolver<LoginInput>(() => import('./login-validation').then((m) => m.loginResolver));

export function loadOtpRequestCheck() {
  return import('./login-validation').then((m) => m.checkOtpRequest);
}
