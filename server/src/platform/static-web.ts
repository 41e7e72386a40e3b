import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '@procura/domain/common/errors';
import { DEFAULT_WEB_DIST_DIR } from '../server-paths';

const API_PREFIXES = ['/api/', '/socket.io/', '/health/', '/dev/'];

/** Serves the built web app; any other GET that is not an API call gets index.html (client routing). */
export async function registerWebApp(app: FastifyInstance, webDistDir = DEFAULT_WEB_DIST_DIR): Promise<void> {
  const built = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One route per built file instead of a catch-all: an API address whose parameter is too long
      // for its route must stay a router error (400), not fall to the catch-all and become a 404.
      // Addresses that match no file reach the not-found handler below. Files are listed at start-up.
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash, so they never change; index.html always revalidates.
        res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // '/' is a directory to the static plugin (403 with index: false): it is the landing page.
  if (built) app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    // A missing asset (an old hashed name after a rebuild) must be a 404, not index.html served as JavaScript.
    const isAsset = request.url.startsWith('/assets/');
    if (request.method !== 'GET' || isApi || isAsset || !built) {
      const msg = !isApi && !built ? 'The web app is not built yet: run npm run build' : 'Not found';
      return reply.status(404).send({ errors: [{ param: null, msg }] } satisfies ErrorEnvelope);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
