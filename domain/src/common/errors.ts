import type { z } from 'zod';

/** One problem with a request; `param` names the field, or is null for the request as a whole. */
export interface FieldError {
  param: string | null;
  msg: string;
}

/** The one failure shape that crosses the wire. */
export interface ErrorEnvelope {
  errors: FieldError[];
}

/** The one success shape that crosses the wire. */
export interface DataEnvelope<T> {
  data: T;
}

/** A page of a list: the spec's `{ filteredData, total }`. */
export interface Page<T> {
  filteredData: T[];
  total: number;
}

export const HTTP = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  tooManyRequests: 429,
  /** Busy for a moment (a session's full line of offers): try again (`Retry-After`). */
  serviceUnavailable: 503,
} as const;

/** An expected failure a service raises; the server turns it into the envelope with its status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldError[],
    /** For a 429 or 503: whole seconds until the caller may try again (sent as `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(errors.map((e) => e.msg).join('; '));
    this.name = 'AppError';
  }

  static field(status: number, param: string | null, msg: string): AppError {
    return new AppError(status, [{ param, msg }]);
  }

  toJSON(): ErrorEnvelope {
    return { errors: this.errors };
  }
}

/** Turns zod issues into field errors: the first message per field, unknown keys named one by one. */
export function zodIssuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const add = (param: string | null, msg: string) => {
    const key = param ?? '';
    if (seen.has(key)) return;
    seen.add(key);
    errors.push({ param, msg });
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), 'Unknown field');
      continue;
    }
    add(issue.path.length ? issue.path.map(String).join('.') : null, issue.message);
  }
  return errors;
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && Array.isArray((value as ErrorEnvelope).errors);
}
