import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedContentIfMissing } from '../src/modules/content/seed-content';
import type { TestBackend } from './helpers';
import { setupBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend();
});
afterAll(async () => {
  await t.close();
});

it('fills in the stories of a database seeded before the content tables existed, once', async () => {
  const db = t.backend.services.database.db;
  expect(await seedContentIfMissing(db)).toBe(false);
  await db.execute(sql`TRUNCATE TABLE stories, content_space`);
  expect(
    (await t.call('GET', '/v2/cdn/stories/site-settings?token=demo-public-token')).status,
  ).toBe(404);

  expect(await seedContentIfMissing(db)).toBe(true);
  const settings = await t.call('GET', '/v2/cdn/stories/site-settings?token=demo-public-token');
  expect(settings.status).toBe(200);
  expect(settings.body.cv).toBeGreaterThan(0);
  expect(await seedContentIfMissing(db)).toBe(false);
});
