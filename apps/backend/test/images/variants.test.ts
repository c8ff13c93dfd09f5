// Responsive pictures (behaviour.md#images): every picture route answers `?w=` with that width
// of the fixed set, or the 10×10 placeholder, as webp by default and JPEG/PNG by `Accept`,
// cached as immutable only under a URL that names what it shows. Every answer is decoded
// by sharp here, so a variant that says webp and is not would fail.
import { IMAGE_WIDTHS } from '@shop/domain';
import { and, eq, isNull } from 'drizzle-orm';
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

const db = () => t.backend.services.database.db;
const get = (path: string, headers: Record<string, string> = {}) =>
  t.backend.app.request(path, { headers });

/** What Chromium sends for an `<img>`. */
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** A browser that takes no webp (Safari before 14). */
const NO_WEBP_ACCEPT = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

/** The headers a response varies by (other middleware adds Origin). */
const varies = (res: Response) =>
  (res.headers.get('vary') ?? '').split(',').map((h) => h.trim().toLowerCase());

async function decoded(res: Response) {
  const bytes = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  // A full decode, not only the header: broken pixel data fails here.
  const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { bytes, format: meta.format, width: info.width, height: info.height };
}

/** Product 101's hero URL as the catalogue holds it (with its version). */
async function heroUrl(productId = 101): Promise<string> {
  const [row] = await db()
    .select({ value: s.productMetafields.value })
    .from(s.productMetafields)
    .where(
      and(
        eq(s.productMetafields.productId, productId),
        eq(s.productMetafields.key, 'ImageHero'),
        isNull(s.productMetafields.variantId),
      ),
    );
  return row!.value;
}

describe('format by Accept', () => {
  it('answers webp to Chromium, to a client without Accept and to */*, varying by Accept', async () => {
    const hero = await heroUrl();
    for (const accept of [CHROMIUM_ACCEPT, undefined, '*/*']) {
      const res = await get(`${hero}&w=400`, accept === undefined ? {} : { accept });
      expect(res.status, String(accept)).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(varies(res)).toContain('accept');
      const image = await decoded(res);
      expect([image.format, image.width, image.height]).toEqual(['webp', 400, 300]);
    }
  });

  it('falls back to JPEG for a photograph and PNG for a drawing when webp is not taken', async () => {
    const hero = await heroUrl();
    const photo = await get(`${hero}&w=400`, { accept: NO_WEBP_ACCEPT });
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(await decoded(photo)).toMatchObject({ format: 'jpeg', width: 400, height: 300 });

    const drawing = await get(`${hero.replace('hero.svg', 'iso-dimensions.svg')}&w=320`, {
      accept: 'image/webp;q=0, image/*',
    });
    expect(drawing.headers.get('content-type')).toBe('image/png');
    expect(await decoded(drawing)).toMatchObject({ format: 'png', width: 320, height: 240 });

    const content = await get('/images/content/room-living.jpg?w=640', { accept: NO_WEBP_ACCEPT });
    expect(await decoded(content)).toMatchObject({ format: 'jpeg', width: 640, height: 427 });
  });
});

describe('widths', () => {
  it('draws a vector picture sharp at every width of the set, 2x included', async () => {
    const hero = await heroUrl();
    for (const width of IMAGE_WIDTHS) {
      const image = await decoded(await get(`${hero}&w=${String(width)}`));
      expect([image.format, image.width, image.height]).toEqual(['webp', width, width * 0.75]);
    }
  }, 120_000);

  it('never enlarges a photograph beyond its own 1200 px', async () => {
    const image = await decoded(await get('/images/content/home-hero-showroom.jpg?w=1920'));
    expect([image.format, image.width, image.height]).toEqual(['webp', 1200, 800]);
    const small = await get('/images/content/home-hero-showroom.jpg?w=480');
    const smaller = await decoded(small);
    expect([smaller.width, smaller.height]).toEqual([480, 320]);
    // The point of it: far fewer bytes than the 1200 px JPEG.
    const original = await get('/images/content/home-hero-showroom.jpg');
    expect(smaller.bytes.length * 4).toBeLessThan((await original.arrayBuffer()).byteLength);
  });

  it.each(['401', '0', '1', '11', '2000', '99999', 'abc', '400px', '-400', '4e2', ''])(
    'refuses ?w=%s with a 400 that is not cached',
    async (width) => {
      const res = await get(`/images/content/room-living.jpg?w=${width}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { status: number; title: string };
      expect(body.status).toBe(400);
      expect(body.title).toContain('Unsupported image width');
    },
  );

  it('refuses two widths at once', async () => {
    const res = await get('/images/swatches/velvet-forest.svg?w=400&w=800');
    expect(res.status).toBe(400);
  });
});

describe('the 10×10 placeholder (behaviour.md#images)', () => {
  it.each([
    ['a product picture', ''],
    ['a content photo', '/images/content/room-dining.jpg'],
    ['a swatch', '/images/swatches/velvet-forest.svg'],
    ['the no-image picture', '/no-image.png'],
  ])('is 10×10 webp for %s, a few hundred bytes', async (_label, path) => {
    const url = path === '' ? `${await heroUrl()}&w=10` : `${path}?w=10`;
    const res = await get(url, { accept: CHROMIUM_ACCEPT });
    expect(res.status).toBe(200);
    const image = await decoded(res);
    expect([image.format, image.width, image.height]).toEqual(['webp', 10, 10]);
    expect(image.bytes.length).toBeLessThan(400);
  });
});

describe('caching', () => {
  it('is immutable under the catalogue’s versioned URL, for every width and format', async () => {
    const hero = await heroUrl();
    for (const [path, accept] of [
      [hero, CHROMIUM_ACCEPT],
      [`${hero}&w=800`, CHROMIUM_ACCEPT],
      [`${hero}&w=800`, NO_WEBP_ACCEPT],
      [`${hero}&w=10`, CHROMIUM_ACCEPT],
    ] as const) {
      const res = await get(path, { accept });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    }
  });

  it('answers 304 to a variant’s own ETag', async () => {
    const url = `${await heroUrl()}&w=400`;
    const first = await get(url, { accept: CHROMIUM_ACCEPT });
    const etag = first.headers.get('etag')!;
    const again = await get(url, { accept: CHROMIUM_ACCEPT, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(varies(again)).toContain('accept');
    // Another format is another representation: no 304 for the webp's tag.
    const jpeg = await get(url, { accept: NO_WEBP_ACCEPT, 'if-none-match': etag });
    expect(jpeg.status).toBe(200);
  });

  it('is revalidated, never immutable, under a URL without the version or with an old one', async () => {
    const hero = await heroUrl();
    const bare = hero.replace(/\?.*$/, '');
    for (const path of [
      bare,
      `${bare}?w=400`,
      bare.replace('hero', 'front'),
      `${bare}?v=old&w=400`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, no-cache');
    }
  });

  it('moves the version when the data a picture is drawn from changes', async () => {
    const productId = 102;
    const before = await heroUrl(productId);
    expect((await get(before)).headers.get('cache-control')).toContain('immutable');
    await db()
      .update(s.productMetafields)
      .set({ value: '2345' })
      .where(
        and(
          eq(s.productMetafields.productId, productId),
          eq(s.productMetafields.key, 'ProductWidth'),
          isNull(s.productMetafields.variantId),
        ),
      );
    // The same URL now shows a wider piece: it must not claim to be the old one forever.
    const res = await get(`${before}&w=400`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('is immutable for the content’s named pictures and their variants', async () => {
    for (const path of [
      '/images/content/room-living.jpg?w=800',
      '/images/icons/leaf.svg?w=160',
      '/no-image.png?w=400',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
