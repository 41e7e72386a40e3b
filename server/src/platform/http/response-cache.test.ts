import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../change-feed';
import { createResponseCache } from './response-cache';

/** A change feed the test drives: `change()` is a write announced by some node. */
function drivenFeed() {
  const listeners = new Set<() => void>();
  const feed = {
    hearing: true as boolean,
    logTo: () => undefined,
    transaction: () => Promise.reject(new Error('not used')),
    subscribe: async (_topic: string, onChange: () => void) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    close: async () => undefined,
  } satisfies ChangeFeed;
  return { feed, change: () => listeners.forEach((l) => l()), listeners };
}

/** A load the test finishes when it wants, counting how often the database was read. */
function countedLoads() {
  let reads = 0;
  let finish: (value: unknown) => void = () => undefined;
  return {
    get reads() {
      return reads;
    },
    load: () => {
      reads += 1;
      return new Promise((resolve) => (finish = resolve));
    },
    finish: (value: unknown) => finish(value),
  };
}

describe('a response cache', () => {
  it('reads once for callers arriving together, then answers from memory with a stable ETag', async () => {
    const { feed } = drivenFeed();
    const cache = await createResponseCache<'all'>(feed, 'master-data');
    const loads = countedLoads();
    const together = [cache.get('all', loads.load), cache.get('all', loads.load)];
    loads.finish({ currencies: ['IDR'] });
    const [a, b] = await Promise.all(together);
    const later = await cache.get('all', loads.load);
    expect(loads.reads).toBe(1);
    expect(a).toEqual(b);
    expect(later).toEqual(a);
    expect(a!.body).toBe('{"data":{"currencies":["IDR"]}}');
  });

  it('reads again after a change, and the new content has a new ETag', async () => {
    const { feed, change } = drivenFeed();
    const cache = await createResponseCache<'all'>(feed, 'master-data');
    const first = await cache.get('all', async () => ['IDR']);
    change();
    const second = await cache.get('all', async () => ['IDR', 'EUR']);
    expect(second.body).toBe('{"data":["IDR","EUR"]}');
    expect(second.etag).not.toBe(first.etag);
  });

  it('does not keep a read that a change overtook, since it may hold the data from before it', async () => {
    const { feed, change } = drivenFeed();
    const cache = await createResponseCache<'all'>(feed, 'master-data');
    const loads = countedLoads();
    const early = cache.get('all', loads.load);
    change(); // committed while the read was under way
    loads.finish(['IDR']);
    expect((await early).body).toBe('{"data":["IDR"]}');
    expect((await cache.get('all', async () => ['IDR', 'EUR'])).body).toBe('{"data":["IDR","EUR"]}');
  });

  it('keeps nothing while the node cannot hear the others, nor a failed read', async () => {
    const { feed } = drivenFeed();
    const cache = await createResponseCache<'all'>(feed, 'master-data');
    feed.hearing = false;
    await cache.get('all', async () => ['stale?']);
    feed.hearing = true;
    await expect(cache.get('all', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect((await cache.get('all', async () => ['IDR'])).body).toBe('{"data":["IDR"]}');
  });

  it('stops listening when closed', async () => {
    const { feed, listeners } = drivenFeed();
    const cache = await createResponseCache<'all'>(feed, 'master-data');
    expect(listeners.size).toBe(1);
    cache.close();
    expect(listeners.size).toBe(0);
  });
});
