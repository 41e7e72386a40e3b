import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Role } from '@procura/domain/auth/auth.rules';
import { admittedRoles } from '../security/auth-guard';
import { liveCommandDoc } from '../realtime/live-command-limit';

// The HTTP API's description for the OpenAPI document (docs/openapi.json, /api/docs). Routes keep
// validating with `parse(zodSchema, …)` (http-errors.ts): the same zod schemas are named here only
// as documentation, in the route's `config`, never in Fastify's `schema`, so Fastify neither
// validates (ajv) nor serializes (fast-json-stringify) from them and no answer or message changes.

type JsonSchema = Record<string, unknown>;

/** What one route's entry in the document says. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** The schemas the handler parses its input with. */
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** A multipart form (read by platform/files/multipart-form.ts) instead of a JSON body; `multiple`: a file field may repeat. */
  form?: { text: readonly string[]; files: readonly string[]; multiple?: boolean };
  /** The roles the handler admits (`requireUser(req, roles)`); any signed-in account otherwise. */
  roles?: readonly string[];
  /** What `data` holds on success. */
  answer?: string;
  /** The success status, when it is not 200. */
  status?: number;
  /** A file answer's content type, instead of the `{ data }` envelope. */
  file?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc & { tag: string };
    /** Set on every route of the authenticated scope (app.ts): the document marks it bearer. */
    secured?: boolean;
  }
}

/** `app.get(url, doc({ summary, query }), handler)`: the route options of one area (its tag). */
export function apiDoc(tag: string) {
  return (doc: RouteDoc) => ({ config: { openapi: { ...doc, tag } } });
}

/**
 * Marks every route registered in `scope` (and its children) as needing the bearer token. The mark
 * comes from the scope that adds the authentication hook, so the document cannot disagree with it.
 */
export function markSecuredRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, secured: true };
  });
}

const PERMISSIVE: JsonSchema = { description: 'See the domain schema (not representable as JSON Schema).' };
const converted = new WeakMap<z.ZodType, JsonSchema>();

/**
 * A domain schema as JSON Schema of what a client sends (io: 'input': the value before transforms).
 * Refinements are left out and custom types become `{}`; anything else zod cannot express falls
 * back to a permissive schema instead of failing the document.
 */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const cached = converted.get(schema);
  if (cached) return cached;
  let json: JsonSchema;
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    json = rest;
  } catch {
    json = PERMISSIVE;
  }
  converted.set(schema, json);
  return json;
}

/** Query and path parameters are listed one by one: only an object schema with properties can be. */
function parametersOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  const json = toJsonSchema(schema);
  return json.type === 'object' && json.properties ? json : undefined;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
export const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';
export const DATA_ENVELOPE_REF = '#/components/schemas/DataEnvelope';

const FAILURE = {
  description:
    'The error envelope: 400 bad input (one message per field, `param` names it), 401 no or expired token, ' +
    '403 a role that may not call this, 404 not found or not yours, 409/422 refused by the state, 429 too many requests, 503 database unavailable.',
  content: json({ $ref: ERROR_ENVELOPE_REF }),
};

function successOf(doc: RouteDoc): JsonSchema {
  if (doc.file) return { description: doc.answer ?? 'The file', content: { [doc.file]: { schema: { type: 'string', format: 'binary' } } } };
  return { description: doc.answer ?? 'Success: `data` holds the answer', content: json({ $ref: DATA_ENVELOPE_REF }) };
}

function bodyOf(doc: RouteDoc): { body?: JsonSchema; consumes?: string[] } {
  if (doc.form) {
    const properties: Record<string, JsonSchema> = {};
    for (const field of doc.form.text) properties[field] = { type: 'string' };
    const file = { type: 'string', format: 'binary' };
    for (const field of doc.form.files) properties[field] = doc.form.multiple ? { type: 'array', items: file } : file;
    return { body: { type: 'object', properties }, consumes: ['multipart/form-data'] };
  }
  return doc.body ? { body: toJsonSchema(doc.body) } : {};
}

/**
 * @fastify/swagger's `transform`: the route's entry from its `config.openapi`. Routes without one
 * (the web app's files, the development outbox, the documentation itself) are left out.
 */
export function documentRoute({ route, url }: { route: RouteOptions; url: string }): { schema: JsonSchema; url: string } {
  const doc = route.config?.openapi;
  if (!doc) return { schema: { hide: true }, url };
  // A read open to buyers admits the company's auditors too (docs/decisions.md 244): the guard's own rule.
  const roles = doc.roles ? `Roles: ${admittedRoles(String([route.method].flat()[0]), doc.roles as readonly Role[]).join(', ')}.` : undefined;
  const limit = route.config?.liveCommand ? liveCommandDoc(route.config.liveCommand) : undefined;
  const description = [doc.description, roles, limit].filter(Boolean).join('\n\n');
  const schema: JsonSchema = {
    summary: doc.summary,
    tags: [doc.tag],
    ...(description ? { description } : {}),
    ...(route.config?.secured ? { security: [{ bearer: [] }] } : {}),
    ...bodyOf(doc),
    ...(parametersOf(doc.query) ? { querystring: parametersOf(doc.query) } : {}),
    ...(parametersOf(doc.params) ? { params: parametersOf(doc.params) } : {}),
    response: { [doc.status ?? 200]: successOf(doc), default: FAILURE },
  };
  return { schema, url };
}
