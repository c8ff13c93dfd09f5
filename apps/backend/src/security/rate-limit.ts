import { Redis } from 'ioredis';

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
  close(): Promise<void>;
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
    close: () => Promise.resolve(),
  };
}

const hitScript = `
local c = redis.call('INCRBY', KEYS[1], ARGV[2])
if c == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

// Only a live counter is lowered (a DECR on a missing key would create one without expiry).
const releaseScript = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECRBY', KEYS[1], math.min(c, tonumber(ARGV[1]))) end
return 0`;

export function redisRateLimiter(url: string, prefix = 'shop:rl:'): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  // Connection errors surface on the next command; the event must not crash the process.
  redis.on('error', () => undefined);
  const toCount = (count: number, pttl: number): RateCount => ({
    count,
    retryAfter: count > 0 ? Math.max(1, Math.ceil(pttl / 1000)) : 0,
  });
  return {
    peek: async (key) => {
      const [count, pttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return toCount(Number(count ?? 0), pttl);
    },
    hit: async (key, windowSeconds, amount = 1) => {
      const [count, pttl] = (await redis.eval(
        hitScript,
        1,
        prefix + key,
        windowSeconds * 1000,
        amount,
      )) as [number, number];
      return toCount(count, pttl);
    },
    release: async (key, amount = 1) => {
      await redis.eval(releaseScript, 1, prefix + key, amount);
    },
    clear: async (key) => {
      await redis.del(prefix + key);
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}
