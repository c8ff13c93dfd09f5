import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { METAFIELD_NAMESPACE, MOVIE_METAFIELD_KEY, NO_IMAGE_PATH } from '@shop/domain';
import * as s from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';
import { parseByteRange } from './byte-range';
import { materialLook } from './colour';
import { brandLogo, contentIcon } from './content-graphics';
import { contentPhoto } from './content-photos';
import { loadProductLook, pictureVersion } from './image-catalogue';
import { parseProductId, parseSlot, parseSwatch } from './image-paths';
import { noImagePng, noImageSource } from './no-image';
import { drawProductImage } from './product-drawings';
import { swatchSvg } from './textures';
import { knownSwatches } from './known-swatches';
import { renderBudget } from './render-budget';
import {
  BadImageWidth,
  VARIANT_TYPES,
  imageVariant,
  negotiateFormat,
  requestedWidth,
  variantMade,
} from './variants';
import type { SourceKind } from './variants';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A picture whose URL does not name its current version (no `v`, or an old one): cacheable,
 * but asked again each time (its ETag answers 304 while it is unchanged).
 */
export const REVALIDATE = 'public, no-cache';
const MOVIE_FILE = new URL('./movie/turntable.mp4', import.meta.url);

const etagOf = (body: string | Uint8Array) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Answers a picture with its cache headers and a content ETag; a matching If-None-Match
 * gets 304. SVGs are served with a CSP that forbids scripts, so a picture can never run code.
 */
function sendAsset(
  c: Context<AppEnv>,
  body: string | Uint8Array,
  contentType: string,
  extra: Record<string, string> = {},
  cacheControl = IMMUTABLE,
) {
  const etag = etagOf(body);
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
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

interface Picture {
  /** What the picture is cached under: its path, and for product pictures their version. */
  key: string;
  /** The picture itself (an SVG drawing, or a JPEG or PNG), made on demand. */
  source: () => string | Uint8Array | Promise<string | Uint8Array>;
  type: string;
  kind: SourceKind;
  cacheControl?: string;
}

/**
 * Answers a picture, or with `?w=` one of its variants (behaviour.md#images): that width of
 * the fixed set, or the 10×10 placeholder, encoded by sharp as webp — or as JPEG/PNG for a
 * browser whose `Accept` leaves webp out (`Vary: Accept`). A width outside the set is a 400.
 */
async function sendPicture(
  c: Context<AppEnv>,
  picture: Picture,
  admitRender: (c: Context<AppEnv>) => Promise<Response | null>,
) {
  let width: number | null;
  try {
    width = requestedWidth(c.req.queries('w'));
  } catch (error) {
    if (!(error instanceof BadImageWidth)) throw error;
    const title = error.message;
    return c.json({ status: 400, title, message: title, requestId: c.get('requestId') }, 400, {
      'Cache-Control': 'no-store',
    });
  }
  if (width === null)
    return sendAsset(c, await picture.source(), picture.type, {}, picture.cacheControl);
  const format = negotiateFormat(c.req.header('accept'), picture.kind);
  if (!variantMade(picture.key, width, format)) {
    const refused = await admitRender(c);
    if (refused) return refused;
  }
  const bytes = await imageVariant(picture.key, picture.source, width, format);
  return sendAsset(c, bytes, VARIANT_TYPES[format], { Vary: 'Accept' }, picture.cacheControl);
}

const SVG = 'image/svg+xml; charset=utf-8';

/** Line drawings fall back to PNG; the studio and room views, photographs in a real shop, to JPEG. */
const DRAWING_SLOTS: ReadonlySet<string> = new Set([
  'iso-dimensions',
  'client-drawing',
  'evaluation-drawing',
  'isometric-drawing',
]);

let movie: Promise<Uint8Array> | undefined;

/** `name` of `name.ext` when it is a plain slug; '' (no such picture) otherwise. */
const fileName = (file: string, ext: string) =>
  new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)\\.${ext}$`).exec(file)?.[1] ?? '';

/**
 * Product pictures (the image metafields of behaviour.md#product-metafields): `/images/products/{id}/{slot}.svg?v=…` drawn
 * from the product's type, size and variant finishes; `/images/swatches/{material}.svg`;
 * `/images/products/{id}/movie.mp4` for products with a movie; `/no-image.png` (behaviour.md#errors); and
 * the content's pictures: `/images/content/{name}.jpg`, `/images/icons/{name}.svg`,
 * `/images/brands/{slug}.svg`. Every picture takes `?w=` for its responsive variants.
 */
export function imageRoutes(services: Services) {
  const db = services.database.db;
  const admitRender = renderBudget(services);
  const swatchNames = knownSwatches(
    () => services.database.db,
    services.config.CATALOGUE_CACHE_SECONDS * 1000,
  );
  const send = (c: Context<AppEnv>, picture: Picture) => sendPicture(c, picture, admitRender);
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
  return (
    new Hono<AppEnv>()
      // The pictures below are drawn from their name and this code alone: named assets, like a
      // content service's uploads, immutable under their URL (a changed drawing takes a new
      // name; test/images/picture-bytes.test.ts pins them).
      .get(NO_IMAGE_PATH, (c) =>
        send(c, {
          key: NO_IMAGE_PATH,
          // The PNG as it is; its variants from the drawing it is rendered from.
          source: () => (c.req.query('w') === undefined ? noImagePng() : noImageSource()),
          type: 'image/png',
          kind: 'drawing',
        }),
      )
      .get('/images/swatches/:file', async (c) => {
        const slug = parseSwatch(c.req.param('file'));
        // Only the catalogue's materials: a made-up name is drawn and rendered for nobody.
        if (!slug || !(await swatchNames()).has(slug)) return imageNotFound(c);
        const label = slug.replace(/-/g, ' ').replace(/\b\w/g, (l) => l.toUpperCase());
        return send(c, {
          key: c.req.path,
          source: () => swatchSvg(label, materialLook(slug)),
          type: SVG,
          kind: 'photo',
        });
      })
      .get('/images/content/:file', (c) => {
        const photo = contentPhoto(fileName(c.req.param('file'), 'jpg'));
        if (!photo) return imageNotFound(c);
        return send(c, {
          key: c.req.path,
          source: () => photo,
          type: 'image/jpeg',
          kind: 'photo',
        });
      })
      .get('/images/icons/:file', (c) => {
        const icon = contentIcon(fileName(c.req.param('file'), 'svg'));
        if (!icon) return imageNotFound(c);
        return send(c, { key: c.req.path, source: () => icon, type: SVG, kind: 'drawing' });
      })
      .get('/images/brands/:file', (c) => {
        const logo = brandLogo(fileName(c.req.param('file'), 'svg'));
        if (!logo) return imageNotFound(c);
        return send(c, { key: c.req.path, source: () => logo, type: SVG, kind: 'drawing' });
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
        const headers = {
          'Cache-Control': IMMUTABLE,
          ETag: etagOf(bytes),
          'Accept-Ranges': 'bytes',
        };
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
        // Drawn from catalogue data: immutable only under the URL of its current version.
        const version = pictureVersion(look);
        return send(c, {
          key: `${c.req.path}?v=${version}`,
          source: () => drawProductImage(look, slot),
          type: SVG,
          kind: DRAWING_SLOTS.has(slot.kind) ? 'drawing' : 'photo',
          cacheControl: c.req.query('v') === version ? IMMUTABLE : REVALIDATE,
        });
      })
  );
}
