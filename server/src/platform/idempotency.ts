import { IDEMPOTENCY_MSG, sameRequest } from '@procura/domain/auction/bidding/idempotency.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';

/** The refusal of a key already used for another request: 409, nothing written (docs/realtime.md, Idempotency). */
export function keyReusedError(): AppError {
  return AppError.field(HTTP.conflict, 'idempotencyKey', IDEMPOTENCY_MSG.keyReused);
}

/** A stored key answers this request only when it was made for it (or was stored before fingerprints were kept). */
export function requireSameRequest(storedFingerprint: string | null, fingerprint: string): void {
  if (!sameRequest(storedFingerprint, fingerprint)) throw keyReusedError();
}
