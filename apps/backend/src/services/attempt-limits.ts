import { HttpError } from '../http/errors';
import type { RateLimiter } from './rate-limit';

export interface AttemptLimit {
  key: string;
  limit: number;
}

/** 429 with Retry-After when any of the counters is already at its limit. */
export async function assertUnderLimits(limiter: RateLimiter, limits: readonly AttemptLimit[]) {
  for (const { key, limit } of limits) {
    const { count, retryAfter } = await limiter.peek(key);
    if (count >= limit) {
      throw new HttpError(
        429,
        'Too many attempts, please try again later',
        'Too many attempts, please try again later',
        {
          'Retry-After': String(retryAfter),
        },
      );
    }
  }
}

export async function recordAttempt(
  limiter: RateLimiter,
  limits: readonly AttemptLimit[],
  windowSeconds: number,
) {
  await Promise.all(limits.map(({ key }) => limiter.hit(key, windowSeconds)));
}
