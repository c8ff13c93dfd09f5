import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { HttpError } from '../../http/errors';

/**
 * Search queries per client address and window (SEARCH_LIMIT_PER_ADDRESS per
 * SEARCH_LIMIT_WINDOW_SECONDS), each query of a multi-query counted, in Redis when
 * REDIS_URL is set so replicas share it (behaviour.md#security), per process while Redis is
 * unreachable. Over it: Algolia's 429 shape.
 */
export function searchBudget(services: Services) {
  const { config, trafficLimiter: rateLimiter } = services;
  return async (c: Context<AppEnv>, queries: number): Promise<void> => {
    const key = `search:address:${c.get('clientAddress')}`;
    const { count, retryAfter } = await rateLimiter.hit(
      key,
      config.SEARCH_LIMIT_WINDOW_SECONDS,
      queries,
    );
    if (count <= config.SEARCH_LIMIT_PER_ADDRESS) return;
    // Refused queries do no work, so they do not use up the window either.
    await rateLimiter.release(key, queries);
    const message = `Too many search queries from this address: at most ${String(config.SEARCH_LIMIT_PER_ADDRESS)} per ${String(config.SEARCH_LIMIT_WINDOW_SECONDS)} s. Retry in ${String(retryAfter)} s.`;
    throw new HttpError(429, message, message, { 'Retry-After': String(retryAfter) });
  };
}
