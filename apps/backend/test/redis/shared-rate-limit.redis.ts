import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRateLimiter } from '../../src/security/redis-rate-limit';
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
      // Amounts and reservations taken back (behaviour.md#security), never below zero or on a missing key.
      expect((await a.hit(key, 30, 50)).count).toBe(50);
      await b.release(key, 20);
      expect((await a.peek(key)).count).toBe(30);
      await b.release(key, 100);
      expect((await a.peek(key)).count).toBe(0);
      const missing = `test:${randomUUID()}`;
      await a.release(missing);
      expect(await a.peek(missing)).toEqual({ count: 0, retryAfter: 0 });
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

describe('limits counted before the work, across replicas (behaviour.md#security)', () => {
  let one: TestBackend;
  let two: TestBackend;
  beforeAll(async () => {
    const env = {
      REDIS_URL: url,
      LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '10',
      LOGIN_LIMIT_PER_ACCOUNT: '50',
      SEARCH_LIMIT_PER_ADDRESS: '60',
    };
    one = await setupBackend(env);
    two = await setupBackend(env);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('evaluates exactly the limit of racing guesses sent to two replicas', async () => {
    const email = `${randomUUID()}@example.com`;
    // Runs share Redis and the in-process address 'local': its own budget must not run out.
    await one.backend.services.rateLimiter.clear('login:address:local');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 === 0 ? one : two).call('POST', '/api/customers/login', {
          body: { email, password: 'wrong-password' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('shares one search budget per address between replicas', async () => {
    const headers = { 'x-algolia-application-id': 'LOCAL', 'x-algolia-api-key': 'demo-search-key' };
    const call = (backend: TestBackend) =>
      backend.call('POST', '/1/indexes/*/queries', {
        headers,
        body: {
          requests: Array.from({ length: 30 }, () => ({ indexName: 'products', hitsPerPage: 1 })),
        },
      });
    // In-process requests share the address 'local': start from an empty budget.
    await one.backend.services.rateLimiter.clear('search:address:local');
    expect((await call(one)).status).toBe(200);
    expect((await call(two)).status).toBe(200);
    const refused = await call(one);
    expect(refused.status).toBe(429);
    expect(refused.body.status).toBe(429);
    expect((await call(two)).status).toBe(429);
  });
});
