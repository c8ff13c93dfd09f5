import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE, SIGN_IN_UNAVAILABLE_MESSAGE } from '@shop/domain';
import { redisRateLimiter } from '../../src/security/redis-rate-limit';
import { LimiterUnavailableError } from '../../src/security/rate-limit';
import type { TestBackend } from '../helpers';
import { DEMO, setupBackend } from '../helpers';
import { eventually } from './http';
import type { ThrowawayRedis } from './throwaway-services';
import { startThrowawayRedis } from './throwaway-services';

let redis: ThrowawayRedis;
beforeAll(async () => {
  redis = await startThrowawayRedis();
}, 60_000);
afterAll(async () => {
  await redis.destroy();
});

const search = { 'X-Algolia-Application-Id': 'LOCAL', 'X-Algolia-API-Key': 'demo-search-key' };

/** Times a call; every answer while Redis is away must come within a second. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('the Redis limiter while Redis is away', () => {
  it('fails at once, says so once each way in the log, and comes back without a restart', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
          done();
        },
      }),
    );
    const limiter = redisRateLimiter(redis.url, { logger });
    try {
      expect((await limiter.hit('fault:a', 60)).count).toBe(1);
      expect(limiter.status()).toBe('shared');
      await redis.stop();
      for (let i = 0; i < 20; i++) {
        const { value, ms } = await timed(() =>
          limiter.hit('fault:a', 60).then(
            () => undefined,
            (error: unknown) => error,
          ),
        );
        expect(value).toBeInstanceOf(LimiterUnavailableError);
        expect(ms).toBeLessThan(1000);
      }
      expect(limiter.status()).toBe('unreachable');
      await redis.start();
      // The client reconnects by itself (every ≤ 2 s); the counters answer again. Redis here
      // keeps nothing on disk, so the window starts afresh (SECURITY.md).
      await eventually(
        () => Promise.resolve(limiter.status() === 'shared' ? true : undefined),
        10_000,
        'reconnected',
      );
      expect((await limiter.hit('fault:a', 60)).count).toBe(1);
      const said = lines.map((line) => line.msg);
      expect(said.filter((msg) => msg.startsWith('Redis unreachable'))).toHaveLength(1);
      expect(said.filter((msg) => msg.startsWith('Redis reachable again'))).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  }, 60_000);
});

describe('the backend while Redis is away', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await setupBackend({ REDIS_URL: redis.url, SEARCH_LIMIT_PER_ADDRESS: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses sign-in in words, keeps searching per process, reports it on readiness, and recovers', async () => {
    await eventually(
      () =>
        Promise.resolve(t.backend.services.rateLimiter.status() === 'shared' ? true : undefined),
      10_000,
      'connected',
    );
    const { token } = await t.login(DEMO.buyer);
    await redis.stop();
    try {
      // Sign-in fails closed: 503 in words, within a second (it was 500 after up to 15 s).
      const login = await timed(() =>
        t.call('POST', '/api/customers/login', {
          body: { email: DEMO.buyer, password: 'demo-password-1' },
        }),
      );
      expect(login.value.status).toBe(503);
      expect(login.value.body.title).toBe(SIGN_IN_UNAVAILABLE_MESSAGE);
      expect(login.ms).toBeLessThan(1000);
      const register = await t.call('POST', '/api/customers/create-user', {
        body: {
          email: 'redis-away@example.com',
          first_name: 'Ana',
          last_name: 'Applicant',
          company: 'Applicant Ltd',
          phone: '02123456789',
          password: 'correct horse battery',
        },
      });
      expect(register.status).toBe(503);
      expect(register.body.title).toBe(SERVICE_UNAVAILABLE_MESSAGE);
      // Signed-in buyers are not affected: tokens live in the database.
      expect((await t.call('GET', '/api/customers/profile', { token })).status).toBe(200);
      // Search counts per process: it answers, and its limit still holds.
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const answer = await timed(() =>
          t.call('POST', '/1/indexes/*/queries', {
            headers: search,
            body: { requests: [{ indexName: 'products', params: 'query=chair' }] },
          }),
        );
        expect(answer.ms).toBeLessThan(1000);
        statuses.push(answer.value.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const ready = await t.call('GET', '/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ ready: true, redis: 'unreachable' });
    } finally {
      await redis.start();
    }
    await eventually(
      async () =>
        (await t.call('GET', '/health/ready')).body.redis === 'shared' ? true : undefined,
      10_000,
      'Redis shared again',
    );
    expect(
      (
        await t.call('POST', '/api/customers/login', {
          body: { email: DEMO.buyer, password: 'demo-password-1' },
        })
      ).status,
    ).toBe(200);
  }, 60_000);
});
