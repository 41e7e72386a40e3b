import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed, ChangeTopic } from '../change-feed';

/** A response body serialized once, with its strong validator. */
export interface CachedBody {
  body: string;
  /** Quoted hash of the body: the same content gives the same ETag on every node. */
  etag: string;
}

export interface ResponseCache<K extends string> {
  /** The cached body of `key`, loading (once, whatever the number of callers) when absent. */
  get(key: K, load: () => Promise<unknown>): Promise<CachedBody>;
  close(): void;
}

function serialize(data: unknown): CachedBody {
  const body = JSON.stringify({ data });
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** Answers kept in memory until the change feed says their topic changed: no expiry timer. */
export async function createResponseCache<K extends string>(changes: ChangeFeed, topic: ChangeTopic): Promise<ResponseCache<K>> {
  // A change empties the map, loads under way included: a load that overlaps a change may have
  // read the data from before it, so its callers get it but it is not kept.
  const entries = new Map<K, Promise<CachedBody>>();
  const unsubscribe = await changes.subscribe(topic, () => entries.clear());
  return {
    get(key, load) {
      const cached = entries.get(key);
      if (cached) return cached;
      const loading = load().then(serialize);
      // While the node cannot hear the others, every request reads the database.
      if (!changes.hearing) return loading;
      entries.set(key, loading);
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key); // a failed load is tried again next time
      });
      return loading;
    },
    close: unsubscribe,
  };
}

/** `If-None-Match` names this ETag (or `*`): weak comparison, as RFC 9110 asks for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a cached body with its ETag, or 304 when the browser already holds it. `no-cache` lets the
 * browser keep the body but makes it ask every time, so an edited list is seen on the next read.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (matches(req.headers['if-none-match'], cached.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
