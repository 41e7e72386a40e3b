import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@procura/domain/auth/auth.rules';
import { roleSchema } from '@procura/domain/auth/auth.schemas';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Clock } from '../clock';

/** Who is calling, read from a verified access token. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** The sign-in (refresh-token family) this access token belongs to. */
  sessionId: string;
}

export async function signAccessToken(user: AuthUser, key: Uint8Array, clock: Clock): Promise<string> {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ email: user.email, role: user.role, sid: user.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/** A token already verified with a key: its caller and its expiry (ms since the epoch). */
interface Verified {
  user: AuthUser;
  expiresAt: number;
}

// Verified tokens, per key (decision 228): a token is checked once (its HMAC through WebCrypto costs
// about as much as a whole refused request), then each request with it costs a lookup and the expiry
// read against the clock. Exact: the same string verified with the same key verifies again. Bounded:
// the oldest go first. Whether the sign-in was revoked is asked on every request all the same (auth-guard.ts).
const MAX_VERIFIED = 10_000;
const verifiedByKey = new WeakMap<Uint8Array, Map<string, Verified>>();

function verifiedOf(key: Uint8Array): Map<string, Verified> {
  let verified = verifiedByKey.get(key);
  if (!verified) verifiedByKey.set(key, (verified = new Map()));
  return verified;
}

export async function verifyAccessToken(token: string, key: Uint8Array, clock: Clock): Promise<AuthUser> {
  const verified = verifiedOf(key);
  const known = verified.get(token);
  if (known && clock.now().getTime() < known.expiresAt) return known.user;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
    const role = roleSchema.parse(payload.role);
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
      throw new Error('incomplete token');
    }
    const user = { id: payload.sub, email: payload.email, role, sessionId: payload.sid };
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { user, expiresAt: payload.exp * 1000 });
    return user;
  } catch {
    throw AppError.field(HTTP.unauthorized, null, 'Unauthorized');
  }
}

/** When an access token already verified stops being valid (its `exp`, in ms since the epoch); null without one. */
export function accessTokenExpiry(token: string): number | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}
