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

export async function verifyAccessToken(token: string, key: Uint8Array, clock: Clock): Promise<AuthUser> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
    const role = roleSchema.parse(payload.role);
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.sid !== 'string') {
      throw new Error('incomplete token');
    }
    return { id: payload.sub, email: payload.email, role, sessionId: payload.sid };
  } catch {
    throw AppError.field(HTTP.unauthorized, null, 'Unauthorized');
  }
}

/** When an access token already verified stops being valid (its `exp`, in ms since the epoch); null without one. */
export function accessTokenExpiry(token: string): number | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}
