import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './rate-limit';

describe('memoryRateLimiter', () => {
  it('counts hits in a fixed window and forgets them when it ends', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfter: 0 });
    await limiter.hit('k', 60);
    now += 10_000;
    expect(await limiter.hit('k', 60)).toEqual({ count: 2, retryAfter: 50 });
    now += 50_001;
    expect(await limiter.peek('k')).toEqual({ count: 0, retryAfter: 0 });
  });

  it('clears one key without touching another', async () => {
    const limiter = memoryRateLimiter();
    await limiter.hit('a', 60);
    await limiter.hit('b', 60);
    await limiter.clear('a');
    expect((await limiter.peek('a')).count).toBe(0);
    expect((await limiter.peek('b')).count).toBe(1);
  });

  it('adds an amount and takes a reservation back, never below zero', async () => {
    const limiter = memoryRateLimiter();
    expect((await limiter.hit('q', 60, 50)).count).toBe(50);
    await limiter.release('q', 20);
    expect((await limiter.peek('q')).count).toBe(30);
    await limiter.release('q', 100);
    expect((await limiter.peek('q')).count).toBe(0);
    await limiter.release('missing');
    expect((await limiter.peek('missing')).count).toBe(0);
  });
});
