import { IMAGE_DEFAULT_FORMAT, IMAGE_PLACEHOLDER_SIZE, isImageWidth } from '@shop/domain';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** What a picture's variants are encoded as: the default webp of behaviour.md#images, or a fallback. */
export type VariantFormat = 'webp' | 'jpeg' | 'png';

export const VARIANT_TYPES: Readonly<Record<VariantFormat, string>> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The fallback for a browser that does not take webp: JPEG for photographs, PNG for
 * drawings (flat colour and hard edges, which JPEG smears).
 */
export type SourceKind = 'photo' | 'drawing';

/** A `?w=` that is no width of the set (behaviour.md#images): the route answers 400. */
export class BadImageWidth extends Error {}

/**
 * The width of `?w=`: null without one (the source picture itself); a width of the set or the
 * placeholder's; anything else — another number, a repeated or malformed parameter — throws.
 */
export function requestedWidth(values: readonly string[] | undefined): number | null {
  if (values === undefined || values.length === 0) return null;
  const [value] = values;
  if (values.length !== 1 || value === undefined || !/^[1-9]\d{0,4}$/.test(value))
    throw new BadImageWidth(`Unsupported image width: ${values.join(',')}`);
  const width = Number(value);
  if (!isImageWidth(width)) throw new BadImageWidth(`Unsupported image width: ${value}`);
  return width;
}

/** The q-value of each media type an `Accept` header names (`image/webp;q=0.8` → 0.8). */
function acceptedTypes(accept: string): Map<string, number> {
  const types = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    if (type === '') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    types.set(type, Number.isFinite(value) ? value : 0);
  }
  return types;
}

/**
 * behaviour.md#images: webp by default — for a client that sends no `Accept`, only `*\/*`, or names
 * `image/webp` — and the source's fallback (JPEG or PNG) for one that lists the image types
 * it takes without webp, as browsers without webp do (`image/png,image/*;q=0.8`).
 */
export function negotiateFormat(accept: string | undefined, kind: SourceKind): VariantFormat {
  const fallback: VariantFormat = kind === 'photo' ? 'jpeg' : 'png';
  const types = acceptedTypes(accept ?? '');
  const webp = types.get('image/webp');
  if (webp !== undefined) return webp > 0 ? IMAGE_DEFAULT_FORMAT : fallback;
  const named = [...types.keys()].filter((type) => type !== '*/*');
  return named.length === 0 ? IMAGE_DEFAULT_FORMAT : fallback;
}

/**
 * One variant: the source (an SVG drawing or an encoded photo) at `width` px wide, or the
 * 10×10 placeholder, encoded as `format`. SVGs are rasterised at the density that gives the
 * width, so a 2x variant is drawn sharp rather than scaled up; photos are never enlarged.
 */
async function encodeVariant(
  source: string | Uint8Array,
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  const input = typeof source === 'string' ? Buffer.from(source) : source;
  const vector = typeof source === 'string';
  let density: number | undefined;
  if (vector) {
    // An SVG's metadata width is the size it draws at 72 dpi (ours: 800 px).
    const { width: drawn } = await sharp(input).metadata();
    density = Math.max(72, Math.ceil((72 * width) / drawn));
  }
  let image = sharp(input, density === undefined ? {} : { density });
  image =
    width === IMAGE_PLACEHOLDER_SIZE.width
      ? // the 10×10 placeholder (behaviour.md#images): squeezed to the square, stretched back over the picture's box.
        image.resize(IMAGE_PLACEHOLDER_SIZE.width, IMAGE_PLACEHOLDER_SIZE.height, { fit: 'fill' })
      : image.resize({ width, withoutEnlargement: !vector });
  if (format === 'webp') return image.webp({ quality: 75, effort: 5 }).toBuffer();
  if (format === 'jpeg')
    return image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  return image.png({ compressionLevel: 9, palette: true, effort: 7 }).toBuffer();
}

/**
 * Variants made, kept by bytes (64 MB): every picture is a pure function of its URL, so one
 * made is good until the process ends, and the popular ones stay while the rest make room.
 * A request for a variant being made waits for it rather than making it again.
 */
const made = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (bytes) => bytes.length || 1,
});
const making = new Map<string, Promise<Buffer>>();

const variantId = (key: string, width: number, format: VariantFormat) =>
  `${key}|${String(width)}|${format}`;

/** Whether a variant is made or being made: serving it costs no render. */
export function variantMade(key: string, width: number, format: VariantFormat): boolean {
  const id = variantId(key, width, format);
  return made.has(id) || making.has(id);
}

export function imageVariant(
  key: string,
  source: () => string | Uint8Array | Promise<string | Uint8Array>,
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  const id = variantId(key, width, format);
  const cached = made.get(id);
  if (cached) return Promise.resolve(cached);
  let pending = making.get(id);
  if (!pending) {
    pending = (async () => encodeVariant(await source(), width, format))()
      .then((bytes) => {
        made.set(id, bytes);
        return bytes;
      })
      .finally(() => making.delete(id));
    making.set(id, pending);
  }
  return pending;
}
