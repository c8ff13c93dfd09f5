import { HttpError, serviceUnavailable } from '../http/errors';
import type { RateCount, RateLimiter } from './rate-limit';
import { LimiterUnavailableError } from './rate-limit';

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
 *
 * These limits guard accounts, so they fail closed: while the shared counters are
 * unreachable the attempt is refused with 503 and `unavailable` (nothing counted, nothing
 * done) rather than let each replica count on its own (SECURITY.md).
 */
export async function reserveAttempt(
  limiter: RateLimiter,
  limits: readonly AttemptLimit[],
  windowSeconds: number,
  unavailable: string,
): Promise<Reservation> {
  const hits = await Promise.allSettled(limits.map(({ key }) => limiter.hit(key, windowSeconds)));
  const counts: RateCount[] = [];
  for (const hit of hits) {
    if (hit.status === 'fulfilled') counts.push(hit.value);
    else if (!(hit.reason instanceof LimiterUnavailableError)) throw hit.reason;
  }
  if (counts.length < limits.length) {
    // The counters that did count before Redis went are given back, if it answers.
    await Promise.allSettled(
      limits
        .filter((_, i) => hits[i]?.status === 'fulfilled')
        .map(({ key }) => limiter.release(key)),
    );
    throw serviceUnavailable(unavailable);
  }
  // A counter that cannot be lowered keeps the attempt for its window: the safe side.
  const release = async () => {
    await Promise.allSettled(limits.map(({ key }) => limiter.release(key)));
  };
  const over = counts.findIndex((count, i) => count.count > (limits[i]?.limit ?? Infinity));
  if (over >= 0) {
    await release();
    throw tooManyAttempts(counts[over]?.retryAfter ?? windowSeconds);
  }
  return { counts, release };
}
