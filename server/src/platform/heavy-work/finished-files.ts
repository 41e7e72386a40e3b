import { createHash } from 'node:crypto';
import type { AppContext } from '../context';

// The files of what can no longer change (docs/decisions.md 221): a DONE session's receipts PDF, the
// official reports of DONE sessions. A small LRU in memory per node (another node makes its own): the
// key is a digest of everything that selects the bytes, the sessions' ledger heads and sequences
// among them, so a later entry changes the key and old bytes are never served. Callers cache only
// what is final; two requests for one missing key share one render.

const MAX_FILES = 64;
const MAX_BYTES = 32 * 1024 * 1024;

interface Kept {
  value: Promise<unknown>;
  bytes: number;
}

class FinishedFiles {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  async get<T>(parts: readonly unknown[], sizeOf: (value: T) => number, make: () => Promise<T>): Promise<T> {
    const key = createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
    const hit = this.kept.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit.value as Promise<T>;
    }
    const entry: Kept = { value: make(), bytes: 0 };
    this.kept.set(key, entry);
    try {
      const value = (await entry.value) as T;
      if (this.kept.get(key) === entry) {
        entry.bytes = sizeOf(value);
        this.bytes += entry.bytes;
        this.evict();
      }
      return value;
    } catch (error) {
      if (this.kept.get(key) === entry) this.kept.delete(key);
      throw error;
    }
  }

  private evict(): void {
    for (const [key, entry] of this.kept) {
      if (this.kept.size <= MAX_FILES && this.bytes <= MAX_BYTES) return;
      this.kept.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

const caches = new WeakMap<AppContext, FinishedFiles>();

/** This node's cache of final files (one per app). */
export function finishedFiles(ctx: AppContext): FinishedFiles {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new FinishedFiles();
    caches.set(ctx, cache);
  }
  return cache;
}
