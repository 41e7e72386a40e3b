import crypto from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';
import { DATA_ENVELOPE_REF, documentRoute, ERROR_ENVELOPE_REF } from './openapi';

// The OpenAPI document of the HTTP API (/api/docs/json, committed as docs/openapi.json) and Swagger
// UI at /api/docs: the integrators' contract, served in production too (docs/decisions.md).

export const API_DOCS_PREFIX = '/api/docs';

// Swagger UI draws its small logo as an SVG holding this one <style> element: allowed by its hash,
// so no other inline style may apply (a Swagger UI upgrade that changes it shows in the browser's console).
const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';
const SWAGGER_LOGO_STYLE_HASH = `'sha256-${crypto.createHash('sha256').update(SWAGGER_LOGO_STYLE).digest('base64')}'`;

/**
 * The Swagger UI page's policy. Its page loads only the plugin's own files (no inline script: the
 * initializer is a file), fetches the document from this host and shows data: images (icons in its
 * CSS, the logo). The product's pages keep their own policies (content-security-policy.ts).
 */
export const API_DOCS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${SWAGGER_LOGO_STYLE_HASH}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const name = (ref: string) => ref.split('/').pop()!;

/** Keys in one order at every level (arrays keep theirs), so the committed document changes only when the API does. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)])) as T;
}

/** Registers the document and the UI; call before any route so every route is collected. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, what zod's toJSONSchema writes.
      openapi: '3.1.0',
      info: {
        title: 'Procura Auction HTTP API',
        version: '1',
        description:
          'Every answer is `{ data }` on success or `{ errors: [{ param, msg }] }` on failure. Secured calls need ' +
          '`Authorization: Bearer <access token>` (POST /api/authentication/login). The live auction over Socket.IO ' +
          '(commands, events, the offer rules) is described in docs/realtime.md.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: {
          [name(DATA_ENVELOPE_REF)]: { type: 'object', required: ['data'], properties: { data: { description: 'The answer of the call' } } },
          [name(ERROR_ENVELOPE_REF)]: {
            type: 'object',
            required: ['errors'],
            properties: {
              errors: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['param', 'msg'],
                  properties: {
                    param: { type: ['string', 'null'], description: 'The field at fault (dotted path), or null for the request as a whole' },
                    msg: { type: 'string', description: "The domain's message, in English" },
                  },
                },
              },
            },
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: (document) => sortKeys('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  const setPolicy = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header(CONTENT_SECURITY_POLICY, API_DOCS_PAGE_POLICY);
  };
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No call to validator.swagger.io: the page talks to this host only.
    validatorUrl: false,
    uiHooks: { onRequest: setPolicy },
  });
}

/** The document as committed in docs/openapi.json: keys sorted, two-space indents, a final newline. */
export function openApiText(document: unknown): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}
