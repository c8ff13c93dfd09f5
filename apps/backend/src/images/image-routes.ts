import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { METAFIELD_NAMESPACE, MOVIE_METAFIELD_KEY, NO_IMAGE_PATH } from '@shop/domain';
import * as s from '../db/schema';
import type { AppEnv, Services } from '../http/context';
import { parseByteRange } from './byte-range';
import { materialLook } from './colour';
import { brandLogo, contentIcon } from './content-graphics';
import { contentPhoto } from './content-photos';
import { loadProductLook } from './image-catalogue';
import { parseProductId, parseSlot, parseSwatch } from './image-paths';
import { noImagePng } from './no-image';
import { drawProductImage } from './product-drawings';
import { swatchSvg } from './textures';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const MOVIE_FILE = new URL('./movie/turntable.mp4', import.meta.url);

const etagOf = (body: string | Uint8Array) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Answers a picture with long cache headers and a content ETag; a matching If-None-Match
 * gets 304. SVGs are served with a CSP that forbids scripts, so a picture can never run code.
 */
function sendAsset(
  c: Context<AppEnv>,
  body: string | Uint8Array,
  contentType: string,
  extra: Record<string, string> = {},
) {
  const etag = etagOf(body);
  const headers: Record<string, string> = {
    'Cache-Control': IMMUTABLE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ...extra,
  };
  if (contentType.startsWith('image/svg'))
    headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, headers);
  }
  headers['Content-Type'] = contentType;
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, headers);
}

function imageNotFound(c: Context<AppEnv>) {
  const title = `Image Not Found: ${c.req.path}`;
  return c.json({ status: 404, title, message: title, requestId: c.get('requestId') }, 404, {
    'Cache-Control': 'no-store',
  });
}

let movie: Promise<Uint8Array> | undefined;

/** `name` of `name.ext` when it is a plain slug; '' (no such picture) otherwise. */
const fileName = (file: string, ext: string) =>
  new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)\\.${ext}$`).exec(file)?.[1] ?? '';

/**
 * Product pictures (SPEC §3 image metafields): `/images/products/{id}/{slot}.svg` drawn from
 * the product's type, size and variant finishes; `/images/swatches/{material}.svg`;
 * `/images/products/{id}/movie.mp4` for products with a movie; `/no-image.png` (SPEC §8); and
 * the content's pictures: `/images/content/{name}.jpg`, `/images/icons/{name}.svg`,
 * `/images/brands/{slug}.svg`.
 */
export function imageRoutes(services: Services) {
  const db = services.database.db;
  // A product page asks for all its pictures at once: concurrent requests for one product
  // share one catalogue read. Nothing is kept after it resolves, so nothing goes stale.
  const inFlight = new Map<number, ReturnType<typeof loadProductLook>>();
  const lookOf = (id: number) => {
    let pending = inFlight.get(id);
    if (!pending) {
      pending = loadProductLook(db, id).finally(() => inFlight.delete(id));
      inFlight.set(id, pending);
    }
    return pending;
  };
  return new Hono<AppEnv>()
    .get(NO_IMAGE_PATH, (c) => sendAsset(c, noImagePng(), 'image/png'))
    .get('/images/swatches/:file', (c) => {
      const slug = parseSwatch(c.req.param('file'));
      if (!slug) return imageNotFound(c);
      const label = slug.replace(/-/g, ' ').replace(/\b\w/g, (l) => l.toUpperCase());
      return sendAsset(c, swatchSvg(label, materialLook(slug)), 'image/svg+xml; charset=utf-8');
    })
    .get('/images/content/:file', (c) => {
      const photo = contentPhoto(fileName(c.req.param('file'), 'jpg'));
      return photo ? sendAsset(c, photo, 'image/jpeg') : imageNotFound(c);
    })
    .get('/images/icons/:file', (c) => {
      const icon = contentIcon(fileName(c.req.param('file'), 'svg'));
      return icon ? sendAsset(c, icon, 'image/svg+xml; charset=utf-8') : imageNotFound(c);
    })
    .get('/images/brands/:file', (c) => {
      const logo = brandLogo(fileName(c.req.param('file'), 'svg'));
      return logo ? sendAsset(c, logo, 'image/svg+xml; charset=utf-8') : imageNotFound(c);
    })
    .get('/images/products/:id/movie.mp4', async (c) => {
      const id = parseProductId(c.req.param('id'));
      if (id === null) return imageNotFound(c);
      const [row] = await db
        .select({ id: s.productMetafields.id })
        .from(s.productMetafields)
        .where(
          and(
            eq(s.productMetafields.productId, id),
            eq(s.productMetafields.namespace, METAFIELD_NAMESPACE),
            eq(s.productMetafields.key, MOVIE_METAFIELD_KEY),
          ),
        )
        .limit(1);
      if (!row) return imageNotFound(c);
      movie ??= readFile(MOVIE_FILE);
      const bytes = await movie;
      const range = parseByteRange(c.req.header('range'), bytes.length);
      if (range === null) return sendAsset(c, bytes, 'video/mp4', { 'Accept-Ranges': 'bytes' });
      const headers = { 'Cache-Control': IMMUTABLE, ETag: etagOf(bytes), 'Accept-Ranges': 'bytes' };
      if (range === 'unsatisfiable')
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${bytes.length}` });
      return c.body(new Uint8Array(bytes.subarray(range.start, range.end + 1)), 206, {
        ...headers,
        'Content-Type': 'video/mp4',
        'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`,
      });
    })
    .get('/images/products/:id/:file', async (c) => {
      const id = parseProductId(c.req.param('id'));
      const slot = parseSlot(c.req.param('file'));
      if (id === null || slot === null) return imageNotFound(c);
      const look = await lookOf(id);
      if (!look) return imageNotFound(c);
      if (slot.kind === 'variant' && slot.n >= look.finishes.length) return imageNotFound(c);
      return sendAsset(c, drawProductImage(look, slot), 'image/svg+xml; charset=utf-8');
    });
}
