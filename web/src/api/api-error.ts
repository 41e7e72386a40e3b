import type { FieldError } from '@procura/domain/common/errors';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_ERROR = 'Cannot reach the server. Please check your connection.';

/** A failed call: the HTTP status (0 without an answer) and the envelope's errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldError[],
    /** The failure already ended the session (toast and redirect done): show nothing more. */
    readonly sessionEnded = false,
    /** A 429's `Retry-After`: whole seconds until the refused call may be made again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(errors[0]?.msg ?? GENERIC_ERROR);
    this.name = 'ApiError';
  }

  /** The first message, for a toast. */
  get firstMessage(): string {
    return this.errors[0]?.msg ?? GENERIC_ERROR;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
