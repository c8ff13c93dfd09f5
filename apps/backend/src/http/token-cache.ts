import { LRUCache } from 'lru-cache';

/**
 * Who a bearer token belongs to, remembered for a few seconds — on the embedded database only.
 *
 * A signed-in page asks the backend three or four things, and each call looked its token up
 * again: on PGlite, whose one thread runs every query of the process, that lookup was a fifth
 * of what a buyer's page cost (behaviour.md#performance). PGlite lives inside this process, so every
 * revocation is made here too: each one empties every cache before and after its write
 * (`revokingTokens`), and a lookup that raced a revocation is not kept (the generation). With
 * PostgreSQL several backends may share the tokens, so there is no cache: a revocation made
 * by one must hold at once on all.
 */
export interface TokenCache<Customer> {
  get(tokenHash: string): Customer | undefined;
  /** Keeps a lookup made while `generation` was current, unless a revocation came since. */
  set(tokenHash: string, customer: Customer, expiresAt: Date, generation: number): void;
  readonly generation: number;
}

/** How long a lookup is trusted: short, so a change made behind the API's back heals soon. */
const TOKEN_CACHE_TTL_MS = 30_000;

interface Entry {
  customer: unknown;
  /** The token's expiry or the end of the cache's trust, whichever comes first (ms). */
  until: number;
}

const caches = new Set<LRUCache<string, Entry>>();
let generation = 0;

/** Every cache forgets every token (and a lookup in flight will not be kept). */
export function forgetTokens(): void {
  generation += 1;
  for (const cache of caches) cache.clear();
}

/**
 * Runs a write that revokes a token or changes a customer, every cache emptied before it and
 * again after it, whether it commits or fails.
 */
export async function revokingTokens<T>(write: () => Promise<T>): Promise<T> {
  forgetTokens();
  try {
    return await write();
  } finally {
    forgetTokens();
  }
}

export function createTokenCache<Customer>(): TokenCache<Customer> {
  const cache = new LRUCache<string, Entry>({ max: 10_000 });
  caches.add(cache);
  return {
    get(tokenHash) {
      const entry = cache.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        cache.delete(tokenHash);
        return undefined;
      }
      return entry.customer as Customer;
    },
    set(tokenHash, customer, expiresAt, seen) {
      if (seen !== generation) return;
      const until = Math.min(expiresAt.getTime(), Date.now() + TOKEN_CACHE_TTL_MS);
      cache.set(tokenHash, { customer, until });
    },
    get generation() {
      return generation;
    },
  };
}
