import type { FastifyInstance } from 'fastify';

/**
 * One debug line per answered request: method, path, status and duration. Fastify's own request
 * logging is off (app.ts): it printed two info lines for every request, thousands in a short
 * session, and buried the mail and start-up lines a newcomer is told to look for. The query
 * string is left out because sign-in links carry tokens in it. Errors are logged where they are
 * handled (http-errors.ts), at error level.
 */
export function logRequests(http: FastifyInstance): void {
  http.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    request.log.debug(`${request.method} ${path} ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`);
  });
}
