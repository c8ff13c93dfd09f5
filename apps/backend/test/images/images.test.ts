import { and, asc, eq, isNotNull, isNull, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/db/schema';
import type { TestBackend } from '../helpers';
import { setupBackend } from '../helpers';

let t: TestBackend;
// Starting a seeded backend can take a minute on the shared 2-core machine under load.
beforeAll(async () => {
  t = await setupBackend();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const db = () => t.backend.services.database.db;
const get = (path: string, headers: Record<string, string> = {}) =>
  t.backend.app.request(path, { headers });

/** Every picture URL the seed wrote: image metafields, variant images and swatches. */
async function seededImageUrls(): Promise<string[]> {
  const [metafields, variants, swatches] = await Promise.all([
    db()
      .select({ url: s.productMetafields.value })
      .from(s.productMetafields)
      .where(like(s.productMetafields.value, '/images/%')),
    db()
      .select({ url: s.variants.imageUrl })
      .from(s.variants)
      .where(isNotNull(s.variants.imageUrl)),
    db()
      .select({ url: s.optionValues.imageUrl })
      .from(s.optionValues)
      .where(isNotNull(s.optionValues.imageUrl)),
  ]);
  return [...new Set([...metafields, ...variants, ...swatches].map((r) => r.url ?? ''))].sort();
}

describe('seeded picture URLs', () => {
  it('every one resolves to a picture of the right type with long cache headers', async () => {
    const urls = await seededImageUrls();
    expect(urls.length).toBeGreaterThan(5000);
    const failures: string[] = [];
    const types = new Set<string>();
    // In batches: concurrent requests share the single PGlite connection anyway.
    for (let i = 0; i < urls.length; i += 25) {
      await Promise.all(
        urls.slice(i, i + 25).map(async (url) => {
          const res = await get(url);
          const type = res.headers.get('content-type') ?? '';
          types.add(type);
          const body = new Uint8Array(await res.arrayBuffer());
          const expected = url.endsWith('.mp4') ? 'video/mp4' : 'image/svg+xml; charset=utf-8';
          if (
            res.status !== 200 ||
            type !== expected ||
            body.length < 500 ||
            res.headers.get('cache-control') !== 'public, max-age=31536000, immutable'
          ) {
            failures.push(`${url}: ${res.status} ${type} ${body.length}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
    expect([...types].sort()).toEqual(['image/svg+xml; charset=utf-8', 'video/mp4']);
  }, 240_000);
});

describe('product pictures', () => {
  it('are SVG drawings in the variant finish, deterministic, with an ETag that answers 304', async () => {
    const [value] = await db()
      .select({
        colors: s.optionValues.colors,
        variantId: s.variants.id,
        productId: s.variants.productId,
      })
      .from(s.optionValues)
      .innerJoin(s.variantOptionValues, eq(s.variantOptionValues.optionValueId, s.optionValues.id))
      .innerJoin(s.variants, eq(s.variants.id, s.variantOptionValues.variantId))
      .where(isNotNull(s.optionValues.colors))
      .orderBy(asc(s.variants.id))
      .limit(1);
    const variants = await db()
      .select()
      .from(s.variants)
      .where(eq(s.variants.productId, value!.productId))
      .orderBy(asc(s.variants.id));
    const index = variants.findIndex((v) => v.id === value!.variantId);
    // The URL as the catalogue holds it, with its version (`?v=`).
    const url = variants[index]!.imageUrl!;
    expect(url).toMatch(
      new RegExp(`^/images/products/${value!.productId}/variant-${index}\\.svg\\?v=[\\w-]{12}$`),
    );
    const first = await get(url);
    const svg = await first.text();
    expect(first.status).toBe(200);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 800 600"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.toLowerCase()).toContain(value!.colors![0]!.toLowerCase());
    expect(svg).not.toMatch(/<script/i);
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await get(url);
    expect(await again.text()).toBe(svg);
    expect(again.headers.get('etag')).toBe(etag);
    const cached = await get(url, { 'if-none-match': `W/${etag}, "other"` });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    expect(cached.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const other = await get(
      `/images/products/${value!.productId}/variant-${index === 0 ? 1 : 0}.svg`,
    );
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('draws the product type, and dimension lines from the size metafields', async () => {
    const [sofa] = await db()
      .select()
      .from(s.products)
      .where(like(s.products.name, '%Sofa'))
      .limit(1);
    const hero = await (await get(`/images/products/${sofa!.id}/hero.svg`)).text();
    expect(hero).toContain(`<title>${sofa!.name}: hero</title>`);
    const [width] = await db()
      .select()
      .from(s.productMetafields)
      .where(
        and(
          eq(s.productMetafields.productId, sofa!.id),
          eq(s.productMetafields.key, 'ProductWidth'),
          isNull(s.productMetafields.variantId),
        ),
      );
    const iso = await (await get(`/images/products/${sofa!.id}/iso-dimensions.svg`)).text();
    expect(iso).toContain(`W ${width!.value} mm`);
    const swatch = await get('/images/swatches/velvet-forest.svg');
    expect(swatch.status).toBe(200);
    expect(await swatch.text()).toContain('Velvet Forest material swatch');
  });

  it.each([
    '/images/products/999999/hero.svg',
    '/images/products/101/poster.svg',
    '/images/products/101/lifestyle-11.svg',
    '/images/products/101/lifestyle-0.svg',
    '/images/products/101/variant-9.svg',
    '/images/products/0101/hero.svg',
    '/images/products/abc/hero.svg',
    '/images/products/101/hero.png',
    '/images/products/102/movie.mp4',
    '/images/swatches/..%2Fsecret.svg',
    '/images/unknown.svg',
  ])('answers 404 for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

describe('movie and no-image', () => {
  it('serves the movie clip as MP4 for products with a movie entry', async () => {
    const [movie] = await db()
      .select()
      .from(s.productMetafields)
      .where(eq(s.productMetafields.key, 'ImageMovieFile'))
      .limit(1);
    const res = await get(movie!.value);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('ascii')).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avc1'))).toBe(true);
    expect(res.headers.get('accept-ranges')).toBe('bytes');

    // Browsers stream video in byte ranges (Safari plays nothing without them).
    const part = await get(movie!.value, { range: 'bytes=0-1' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-1/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 2));
    const tail = await get(movie!.value, { range: 'bytes=-100' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 100));
    const past = await get(movie!.value, { range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('serves /no-image.png as a real 400 x 300 PNG', async () => {
    const res = await get('/no-image.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    // Decoded by sharp (libvips' own PNG reader), not by the code that made it.
    const { data, info } = await sharp(png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.format, info.width, info.height]).toEqual(['raw', 400, 300]);
    const at = (x: number, y: number) => [
      ...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3),
    ];
    // Top-left is the light background, the middle of the frame's left edge the darker ink.
    expect(at(0, 0)).toEqual([0xee, 0xee, 0xec]);
    expect(at(143, 150)).toEqual([0xb4, 0xb4, 0xb0]);
  });
});
