// Backends of a cluster starting together on one empty PostgreSQL database: the migrations
// and the demo seed run under an advisory lock (db/client.ts, SETUP_LOCK_KEY), so each is
// applied once and every backend comes up.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../src/index';
import type { RunningBackend } from '../../src/index';
import type { ThrowawayPostgres } from './throwaway-services';
import { startThrowawayPostgres } from './throwaway-services';

let server: ThrowawayPostgres;
beforeAll(async () => {
  server = await startThrowawayPostgres();
}, 60_000);
afterAll(async () => {
  await server.destroy();
});

async function count(query: string): Promise<number> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(query);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe('backends starting together on one database', () => {
  it('migrate and seed it once, and all of them start', async () => {
    const started = await Promise.allSettled(
      [0, 1, 2].map(() =>
        startBackend({ port: 0, databaseUrl: server.url, seed: 'demo', logLevel: 'silent' }),
      ),
    );
    const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
      expect(running).toHaveLength(3);
      const migrations = readdirSync(
        fileURLToPath(new URL('../../src/db/migrations', import.meta.url)),
      ).filter((name) => name.endsWith('.sql')).length;
      expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(
        migrations,
      );
      // The demo data once: one buyer@example.com, one set of brands.
      expect(
        await count(`select count(*) as n from customers where email = 'buyer@example.com'`),
      ).toBe(1);
      const brands = await count('select count(*) as n from brands');
      expect(brands).toBeGreaterThan(0);
      expect(await count('select count(distinct name) as n from brands')).toBe(brands);
    } finally {
      await Promise.all(running.map((backend: RunningBackend) => backend.close()));
    }
  }, 180_000);
});
