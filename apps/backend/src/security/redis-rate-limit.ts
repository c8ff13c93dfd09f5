import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RateCount, RateLimiter } from './rate-limit';
import { LimiterUnavailableError } from './rate-limit';

const hitScript = `
local c = redis.call('INCRBY', KEYS[1], ARGV[2])
if c == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

// Only a live counter is lowered (a DECR on a missing key would create one without expiry).
const releaseScript = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECRBY', KEYS[1], math.min(c, tonumber(ARGV[1]))) end
return 0`;

/** A command Redis has not answered by then fails: a hung server must not hold a request. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long the first call waits for the first connection (the process has just started). */
const FIRST_CONNECT_MS = 1000;
/** Reconnect attempts back off to this and go on for as long as the process lives. */
const MAX_RECONNECT_DELAY_MS = 2000;

export interface RedisRateLimiterOptions {
  prefix?: string;
  /** Told once when Redis becomes unreachable and once when it answers again. */
  logger?: Logger;
}

/**
 * The counters in Redis, shared by every replica. While Redis is unreachable every call
 * fails at once with LimiterUnavailableError: no offline queue, no retries inside a request
 * (a request used to wait up to 15 s on ioredis's queue and then answer 500). The client
 * reconnects in the background, so the counters come back without a restart; what each
 * limit does meanwhile is its caller's decision (security/limiter-policy.ts).
 */
export function redisRateLimiter(url: string, options: RedisRateLimiterOptions = {}): RateLimiter {
  const prefix = options.prefix ?? 'shop:rl:';
  const log = options.logger?.child({ component: 'redis' });
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: FIRST_CONNECT_MS,
    retryStrategy: (times) => Math.min(times * 200, MAX_RECONNECT_DELAY_MS),
  });
  let reachable: boolean | undefined;
  const firstConnect = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const becomes = (now: boolean, reason?: string) => {
    if (reachable === now) return;
    const before = reachable;
    reachable = now;
    if (now && before === false)
      log?.info('Redis reachable again: limits are shared across replicas again');
    else if (!now)
      log?.error(
        { reason },
        'Redis unreachable: sign-in, password reset and registration answer 503; search and newsletter limits count per process',
      );
  };
  redis.on('ready', () => {
    becomes(true);
  });
  // The event must not crash the process; each attempt's failure is not news, the change is.
  redis.on('error', (error: Error) => {
    becomes(false, error.message);
  });
  redis.on('close', () => {
    becomes(false, 'connection closed');
  });

  // Each call's outcome is news too: a killed server's socket stops being writable before
  // the client sees it close, and a hung one never closes (its commands time out).
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    await firstConnect;
    if (redis.status !== 'ready') {
      becomes(false, `Redis is ${redis.status}`);
      throw new LimiterUnavailableError(`Redis is ${redis.status}`);
    }
    try {
      const result = await command();
      becomes(true);
      return result;
    } catch (error) {
      becomes(false, (error as Error).message);
      throw new LimiterUnavailableError((error as Error).message, { cause: error });
    }
  };
  const toCount = (count: number, pttl: number): RateCount => ({
    count,
    retryAfter: count > 0 ? Math.max(1, Math.ceil(pttl / 1000)) : 0,
  });
  return {
    peek: (key) =>
      run(async () => {
        const [count, pttl] = await Promise.all([
          redis.get(prefix + key),
          redis.pttl(prefix + key),
        ]);
        return toCount(Number(count ?? 0), pttl);
      }),
    hit: (key, windowSeconds, amount = 1) =>
      run(async () => {
        const [count, pttl] = (await redis.eval(
          hitScript,
          1,
          prefix + key,
          windowSeconds * 1000,
          amount,
        )) as [number, number];
        return toCount(count, pttl);
      }),
    release: (key, amount = 1) =>
      run(async () => {
        await redis.eval(releaseScript, 1, prefix + key, amount);
      }),
    clear: (key) =>
      run(async () => {
        await redis.del(prefix + key);
      }),
    status: () => (redis.status === 'ready' && reachable === true ? 'shared' : 'unreachable'),
    close: async () => {
      redis.removeAllListeners('close');
      redis.removeAllListeners('error');
      redis.on('error', () => undefined);
      await redis.quit().catch(() => {
        redis.disconnect();
      });
    },
  };
}
