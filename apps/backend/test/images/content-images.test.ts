import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await setupBackend();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const get = (path: string) => t.backend.app.request(path);

/** Every backend-relative picture path in a story's content (draft and published). */
function picturePaths(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    if (/^\/(images\/|no-image\.png)/.test(value)) into.add(value.split(/[?#]/)[0] ?? value);
  } else if (Array.isArray(value)) for (const v of value) picturePaths(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) picturePaths(v, into);
}

const TYPES: Record<string, { type: string; magic: (b: Uint8Array) => boolean }> = {
  jpg: { type: 'image/jpeg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  svg: {
    type: 'image/svg+xml; charset=utf-8',
    magic: (b) => new TextDecoder().decode(b.subarray(0, 200)).startsWith('<svg'),
  },
  png: { type: 'image/png', magic: (b) => b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
};

describe('pictures of the seeded content', () => {
  it('every path the stories reference answers 200 with its type, real bytes and long caching', async () => {
    const rows = await t.backend.services.database.db
      .select({ draft: s.stories.draftContent, published: s.stories.publishedContent })
      .from(s.stories);
    const paths = new Set<string>();
    for (const row of rows) {
      picturePaths(row.draft, paths);
      picturePaths(row.published, paths);
    }
    const kinds = new Set([...paths].map((p) => p.split('/')[2]));
    expect(kinds).toEqual(new Set(['content', 'icons', 'brands']));
    expect(paths.size).toBeGreaterThanOrEqual(25);

    const failures: string[] = [];
    for (const path of [...paths].sort()) {
      const res = await get(path);
      const body = new Uint8Array(await res.arrayBuffer());
      const expected = TYPES[path.slice(path.lastIndexOf('.') + 1)];
      if (
        res.status !== 200 ||
        !expected ||
        res.headers.get('content-type') !== expected.type ||
        !expected.magic(body) ||
        res.headers.get('cache-control') !== 'public, max-age=31536000, immutable'
      )
        failures.push(`${path}: ${res.status} ${res.headers.get('content-type')} ${body.length} B`);
    }
    expect(failures).toEqual([]);
  });

  it('draws each photo as a 1200 x 800 JPEG, the same bytes every time', async () => {
    const first = new Uint8Array(
      await (await get('/images/content/room-living.jpg')).arrayBuffer(),
    );
    const again = new Uint8Array(
      await (await get('/images/content/room-living.jpg')).arrayBuffer(),
    );
    expect(Buffer.from(first).equals(Buffer.from(again))).toBe(true);
    const { format, width, height } = await sharp(first).metadata();
    expect([format, width, height]).toEqual(['jpeg', 1200, 800]);
    expect(first.length).toBeGreaterThan(10_000);
  });

  it('has wordmarks for the catalogue brands too, and 404s for names it does not know', async () => {
    const logo = await get('/images/brands/nordic-oak-works.svg');
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('Nordic Oak Works');
    for (const path of [
      '/images/content/unknown.jpg',
      '/images/content/room-living.png',
      '/images/icons/nope.svg',
      '/images/icons/..%2Fshield.svg',
      '/images/brands/unknown.svg',
      '/images/brands/constructor.svg',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });
});
