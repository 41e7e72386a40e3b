import { safeRedirectPath } from './safe-redirect.rules';

/**
 * The e-mail a sign-in page starts with: the sign-in link's `u`, the `email` of an invitation link
 * (`?email=`), or the `email` of the page the user was on before being sent to sign in (`prev`).
 */
export function signInEmailFrom(params: URLSearchParams): string | null {
  const direct = params.get('u') ?? params.get('email');
  if (direct?.trim()) return direct.trim();
  const prev = safeRedirectPath(params.get('prev'));
  if (!prev) return null;
  const fromPrev = new URL(prev, 'http://procura.invalid').searchParams.get('email');
  return fromPrev?.trim() || null;
}
