import { HttpError } from '../http/errors';
import type { RateCount, RateLimiter } from './rate-limit';

export interface AttemptLimit {
  key: string;
  limit: number;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later';

export function tooManyAttempts(retryAfter: number, title = TOO_MANY_ATTEMPTS) {
  return new HttpError(429, title, title, { 'Retry-After': String(Math.max(1, retryAfter)) });
}

export interface Reservation {
  /** Each counter after this attempt was added, in the order of the limits. */
  counts: RateCount[];
  /** Takes the attempt back (it turned out not to count, e.g. a successful login). */
  release(): Promise<void>;
}

/**
 * Counts the attempt on every counter *before* the work it guards (behaviour.md#security: requests that
 * only peeked were all evaluated when they raced; 25 of 40 parallel guesses got through a
 * limit of 10). An attempt over any limit is taken back and refused with 429 and Retry-After.
 */
export async function reserveAttempt(
  limiter: RateLimiter,
  limits: readonly AttemptLimit[],
  windowSeconds: number,
  amount = 1,
): Promise<Reservation> {
  const counts = await Promise.all(
    limits.map(({ key }) => limiter.hit(key, windowSeconds, amount)),
  );
  const release = async () => {
    await Promise.all(limits.map(({ key }) => limiter.release(key, amount)));
  };
  const over = counts.findIndex((count, i) => count.count > (limits[i]?.limit ?? Infinity));
  if (over >= 0) {
    await release();
    throw tooManyAttempts(counts[over]?.retryAfter ?? windowSeconds);
  }
  return { counts, release };
}
