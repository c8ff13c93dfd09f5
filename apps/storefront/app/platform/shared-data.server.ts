// What one server process reads once and shares with every request: the site settings, the
// category tree, products, listings — public data that changes a few times a day. Each
// entry is fresh for SHARED_DATA_SECONDS; after that the next request still gets it at once
// while it is read again in the background (stale-while-revalidate, lru-cache's own), and a
// failed refresh keeps the last good copy for another SHARED_DATA_SECONDS. SHARED_DATA_SECONDS=0 (draft mode's default)
// reads for every request.
import { LRUCache } from 'lru-cache';
import { env } from './env.server';

export interface SharedData<K extends string, V extends object | string | number | boolean> {
  get(key: K): Promise<V>;
  /** Forgets everything (tests, and a content change that must show at once). */
  clear(): void;
}

/**
 * A shared read: `read(key)` runs at most once per key at a time, its answer is shared by
 * every request until it goes stale. `max` bounds how many keys are kept.
 */
export function sharedData<K extends string, V extends object | string | number | boolean>(
  read: (key: K) => Promise<V>,
  { max = 500, seconds = env.sharedDataSeconds }: { max?: number; seconds?: number } = {},
): SharedData<K, V> {
  if (seconds === 0) return { get: read, clear: () => undefined };
  const cache = new LRUCache<K, V>({
    max,
    ttl: seconds * 1000,
    // A stale entry is answered at once while the fetch below refreshes it.
    allowStale: true,
    noDeleteOnStaleGet: true,
    fetchMethod: async (key, stale) => {
      try {
        return await read(key);
      } catch (error) {
        // A first read fails the request; a refresh keeps the last good copy a while more.
        if (stale === undefined) throw error;
        console.error('A shared read failed; the last good copy stays', error);
        return stale;
      }
    },
  });
  const shared: SharedData<K, V> = {
    async get(key) {
      const value = await cache.fetch(key);
      if (value === undefined) throw new Error(`The shared read of ${key} answered nothing`);
      return value;
    },
    clear: () => {
      cache.clear();
    },
  };
  return shared;
}
