import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CSP_NONCE_PLACEHOLDER } from '@procura/domain/common/csp-nonce';
import type { ErrorEnvelope } from '@procura/domain/common/errors';
import { DEFAULT_WEB_DIST_DIR } from '../../server-paths';
import { CONTENT_SECURITY_POLICY, newNonce, webPagePolicy } from './content-security-policy';

const API_PREFIXES = ['/api/', '/socket.io/', '/health/', '/dev/'];

/** Serves the built web app; any other GET that is not an API call gets index.html (client routing). */
export async function registerWebApp(app: FastifyInstance, webDistDir = DEFAULT_WEB_DIST_DIR): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  // Read once: every answer is this text with a fresh nonce (a rebuilt web app needs a restart).
  const page = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (page !== null) {
    if (!page.includes(CSP_NONCE_PLACEHOLDER)) app.log.warn(`${indexFile} has no nonce placeholder: browsers will refuse its styles; build the web app again`);
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One route per built file instead of a catch-all: an API address whose parameter is too long
      // for its route must stay a router error (400), not fall to the catch-all and become a 404.
      // Addresses that match no file reach the not-found handler below. Files are listed at start-up.
      wildcard: false,
      // The page is only answered by sendPage, with its nonce.
      globIgnore: ['index.html'],
      index: false,
      decorateReply: false,
      // Our own Cache-Control below; the plugin's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash, so they never change; other files (the icon) revalidate.
        res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // '/' is the landing page.
    app.get('/', (_request, reply) => sendPage(reply, page));
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    // A missing asset (an old hashed name after a rebuild) must be a 404, not index.html served as JavaScript.
    const isAsset = request.url.startsWith('/assets/');
    if (request.method !== 'GET' || isApi || isAsset || page === null) {
      const msg = !isApi && page === null ? 'The web app is not built yet: run npm run build' : 'Not found';
      return reply.status(404).send({ errors: [{ param: null, msg }] } satisfies ErrorEnvelope);
    }
    return sendPage(reply, page);
  });
}

/**
 * index.html with a nonce of its own in its tags and in its policy. Always fetched again (no-cache,
 * no validator): a page kept from an earlier answer would carry another answer's nonce.
 */
function sendPage(reply: FastifyReply, page: string): FastifyReply {
  const nonce = newNonce();
  return reply
    .header('Cache-Control', 'no-cache')
    .header(CONTENT_SECURITY_POLICY, webPagePolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(page.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
}
