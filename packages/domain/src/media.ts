import type { MetafieldSource } from './metafields';
import { readMetafield } from './metafields';

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

/** behaviour.md#product-metafields: the movie metafield, always shown last in the gallery. */
export const MOVIE_METAFIELD_KEY = 'ImageMovieFile';

/** behaviour.md#product-metafields: the product image metafield keys, in gallery order, the movie last. */
export const IMAGE_METAFIELD_KEYS: readonly string[] = Object.freeze([
  'ImageHero',
  ...numbered('ImageLifestyle', 10),
  'ImageFront',
  'ImageSide',
  'ImageBack',
  ...numbered('ImageCompartment', 3),
  ...numbered('ImageDetailed', 3),
  'ImageMaterialSwatch',
  'ImageIsoDimensionView',
  MOVIE_METAFIELD_KEY,
]);

/** One slide of the product gallery. */
export interface GalleryItem {
  type: 'image' | 'video';
  /** The metafield key the url came from. */
  key: string;
  url: string;
}

/**
 * The gallery of a product (behaviour.md#modals, #product-metafields): every image metafield that has a value, in the
 * order of {@link IMAGE_METAFIELD_KEYS}, then the movie as a `video` item. Keys without
 * a value are skipped; the same url under two keys is shown once.
 */
export function buildGallery(metafields: MetafieldSource): GalleryItem[] {
  const gallery: GalleryItem[] = [];
  const seen = new Set<string>();
  for (const key of IMAGE_METAFIELD_KEYS) {
    const url = readMetafield(metafields, key);
    if (url === null || seen.has(url)) continue;
    seen.add(url);
    gallery.push({ type: key === MOVIE_METAFIELD_KEY ? 'video' : 'image', key, url });
  }
  return gallery;
}
