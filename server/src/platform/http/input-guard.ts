import type { FastifyInstance } from 'fastify';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacters } from '@procura/domain/common/text.schemas';

// Deeper than any payload of the product; a deeper one is refused rather than walked.
const MAX_DEPTH = 32;

/**
 * The first text in a request value (JSON body, query, params, socket payload) that holds a
 * control character other than tab and line breaks, as a field error naming where it is.
 * Keys are checked too: a key is text that reaches the database as a column value just as well.
 */
export function findForbiddenText(value: unknown, path: string[] = []): FieldError | null {
  const here = (extra?: string) => ({ param: [...path, ...(extra === undefined ? [] : [extra])].join('.') || null, msg: CONTROL_CHARACTER_MESSAGE });
  if (typeof value === 'string') return hasForbiddenCharacters(value, { multiline: true }) ? here() : null;
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= MAX_DEPTH) return { param: path.join('.'), msg: 'The request is nested too deeply' };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    if (hasForbiddenCharacters(key, { multiline: false })) return here([...key].map((c) => (hasForbiddenCharacters(c) ? '?' : c)).join(''));
    const found = findForbiddenText(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Throws the 400 envelope when a request value holds a forbidden character. */
export function assertCleanText(value: unknown, path: string[] = []): void {
  const found = findForbiddenText(value, path);
  if (found) throw new AppError(HTTP.badRequest, [found]);
}

/**
 * Every HTTP request's params, query and JSON body pass this guard before any route sees them,
 * so no route can forget it (multipart forms are checked where they are read: files/multipart-form.ts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertCleanText(request.params);
    assertCleanText(request.query);
    assertCleanText(request.body);
  });
}
