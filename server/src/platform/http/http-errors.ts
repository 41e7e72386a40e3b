import { setTimeout } from 'node:timers/promises';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, HTTP, zodIssuesToErrors, type ErrorEnvelope } from '@procura/domain/common/errors';
import { REQUEST_MSG } from '@procura/domain/common/request.messages';
import { databaseErrorOf, isBadInputDatabaseError, isDatabaseUnavailable } from './error-log';

/** Parses a body, query or params with a domain schema; bad input becomes a 400 envelope. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === undefined || input === null) input = {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw AppError.field(HTTP.badRequest, null, 'The request must be a JSON object');
  }
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError(HTTP.badRequest, zodIssuesToErrors(result.error.issues));
  return result.data;
}

/** A failure envelope with one message that belongs to no field. */
export function envelope(msg: string): ErrorEnvelope {
  return { errors: [{ param: null, msg }] };
}

const BAD_INPUT = 'Some of the data sent is not valid';
const GENERIC_500 = 'Something went wrong on our side. Please try again in a moment.';
const SERVICE_UNAVAILABLE = 503;

/**
 * The one place where failures become the wire envelope. A refusal past a budget (429) is held
 * `refusalHoldMs` before it is sent (decision 229): a client that asks again as soon as it is
 * answered, as a flood does, then asks at most once per hold per request in flight, and the node's
 * thread is left to the callers within their budgets. A timer, no work.
 */
export function errorHandler({ refusalHoldMs }: { refusalHoldMs: number }) {
  return async (error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (error instanceof AppError && error.status === HTTP.tooManyRequests && refusalHoldMs > 0) await setTimeout(refusalHoldMs);
    handleError(error, request, reply);
  };
}

/** Sends a failure as the wire envelope at once (errorHandler's, and tests' own Fastify instances). */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(error.retryAfterSeconds));
    void reply.status(error.status).send(error.toJSON());
    return;
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's own refusals: malformed JSON, body too large, unsupported content type.
    const msg =
      (error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? REQUEST_MSG.tooLarge
        : (error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? REQUEST_MSG.unsupportedContentType
          : error.message || REQUEST_MSG.badRequest;
    void reply.status(status === 413 || status === 415 ? HTTP.badRequest : status).send(envelope(msg));
    return;
  }
  const database = databaseErrorOf(error);
  const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
  // PostgreSQL stopped or restarting: the same text as a 500, but 503, so clients and load balancers retry.
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error, route }, 'database unavailable');
    void reply.status(SERVICE_UNAVAILABLE).send(envelope(GENERIC_500));
    return;
  }
  // A second line behind the input guard and the schemas: input the database cannot store is the caller's mistake.
  if (database && isBadInputDatabaseError(database)) {
    request.log.warn({ err: error, route }, 'database refused the input');
    void reply.status(HTTP.badRequest).send(envelope(BAD_INPUT));
    return;
  }
  // The route pattern, never the address: addresses may carry tokens (sign-in links, file links).
  request.log.error({ err: error, route }, 'unhandled error');
  void reply.status(500).send(envelope(GENERIC_500));
}
