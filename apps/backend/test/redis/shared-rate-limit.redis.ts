import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRateLimiter } from '../../src/services/rate-limit';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';

// Needs a Redis server: `pnpm --filter @shop/backend test:redis` (TEST_REDIS_URL, default
// redis://127.0.0.1:6379). Two backends sharing one Redis act like two replicas.
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('redisRateLimiter', () => {
  it('counts across clients and reports the window', async () => {
    const key = `test:${randomUUID()}`;
    const a = redisRateLimiter(url);
    const b = redisRateLimiter(url);
    try {
      await a.hit(key, 30);
      const second = await b.hit(key, 30);
      expect(second.count).toBe(2);
      expect(second.retryAfter).toBeGreaterThan(0);
      expect(second.retryAfter).toBeLessThanOrEqual(30);
      expect((await a.peek(key)).count).toBe(2);
      await b.clear(key);
      expect((await a.peek(key)).count).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('login limits shared by replicas', () => {
  let one: TestBackend;
  let two: TestBackend;
  beforeAll(async () => {
    one = await setupBackend({ REDIS_URL: url, LOGIN_LIMIT_PER_ACCOUNT: '2' });
    two = await setupBackend({ REDIS_URL: url, LOGIN_LIMIT_PER_ACCOUNT: '2' });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('blocks on the second replica after failures on the first', async () => {
    const email = `${randomUUID()}@example.com`;
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await one.call('POST', '/api/customers/login', {
            body: { email, password: 'wrong-password' },
          })
        ).status,
      ).toBe(401);
    }
    const blocked = await two.call('POST', '/api/customers/login', {
      body: { email, password: 'wrong-password' },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
