import type { RateLimiter } from './rate-limit';
import { LimiterUnavailableError, memoryRateLimiter } from './rate-limit';

/**
 * For limits that guard capacity, not accounts (search, newsletter sign-ups): while the
 * shared counters are unreachable each process counts on its own, so the service keeps
 * answering and one address still cannot flood a process. Any number of replicas then
 * allows that many times the limit, for as long as Redis is away (SECURITY.md).
 */
export function withLocalFallback(
  shared: RateLimiter,
  local: RateLimiter = memoryRateLimiter(),
): RateLimiter {
  const either =
    <A extends unknown[], R>(call: (limiter: RateLimiter, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(shared, ...args);
      } catch (error) {
        if (!(error instanceof LimiterUnavailableError)) throw error;
        return call(local, ...args);
      }
    };
  return {
    peek: either((l, key: string) => l.peek(key)),
    hit: either((l, key: string, windowSeconds: number, amount?: number) =>
      l.hit(key, windowSeconds, amount),
    ),
    release: either((l, key: string, amount?: number) => l.release(key, amount)),
    clear: either((l, key: string) => l.clear(key)),
    status: () => shared.status(),
    close: async () => {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
