export interface RateCount {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counters for logins, password resets, registrations, search and sign-ups. In
 * memory for a single process; in Redis (REDIS_URL) so every replica behind a load balancer
 * shares them.
 */
export interface RateLimiter {
  peek(key: string): Promise<RateCount>;
  /** Adds `amount` (default 1) and answers the new count; the first hit starts the window. */
  hit(key: string, windowSeconds: number, amount?: number): Promise<RateCount>;
  /** Takes back `amount` of earlier hits (a reservation that did not count), never below 0. */
  release(key: string, amount?: number): Promise<void>;
  clear(key: string): Promise<void>;
  /** `shared`: Redis answers; `unreachable`: it does not (calls fail at once); `local`: in memory. */
  status(): LimiterStatus;
  close(): Promise<void>;
}

export type LimiterStatus = 'shared' | 'unreachable' | 'local';

/** The shared counters could not be reached; nothing was counted. */
export class LimiterUnavailableError extends Error {
  override name = 'LimiterUnavailableError';
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const view = (w: { count: number; resetAt: number } | undefined): RateCount =>
    w
      ? { count: w.count, retryAfter: Math.max(1, Math.ceil((w.resetAt - now()) / 1000)) }
      : { count: 0, retryAfter: 0 };
  return {
    peek: (key) => Promise.resolve(view(live(key))),
    hit: (key, windowSeconds, amount = 1) => {
      if (windows.size > 50_000) for (const k of windows.keys()) live(k);
      const w = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      w.count += amount;
      windows.set(key, w);
      return Promise.resolve(view(w));
    },
    release: (key, amount = 1) => {
      const w = live(key);
      if (w) w.count = Math.max(0, w.count - amount);
      return Promise.resolve();
    },
    clear: (key) => {
      windows.delete(key);
      return Promise.resolve();
    },
    status: () => 'local',
    close: () => Promise.resolve(),
  };
}
