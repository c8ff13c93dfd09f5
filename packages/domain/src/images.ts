import { IMAGE_DENSITIES, IMAGE_PLACEHOLDER_SIZE } from './constants';

/**
 * The widths, in pixels, the image service renders a picture at (`?w=`). A fixed set, so a
 * CDN caches a handful of variants per picture and nobody can make the service rasterise
 * every width there is. It runs from a cart line's 80 px thumbnail to a 1920 px-wide
 * screen, with the 1x and 2x sizes of the storefront's layouts on it (card 400/800, quick
 * view 640/1280, gallery 800/1600). The 10×10 placeholder (behaviour.md#images) is asked for apart, as
 * `?w=10`.
 */
export const IMAGE_WIDTHS = [80, 160, 320, 400, 480, 640, 800, 960, 1280, 1600, 1920] as const;

/** The smallest width a fluid picture (one given `sizes`) is offered at: a phone's. */
const FLUID_MIN_WIDTH = 320;

/** Whether `width` is one the image service renders: a width of the set, or the placeholder's. */
export function isImageWidth(width: number): boolean {
  return (
    width === IMAGE_PLACEHOLDER_SIZE.width || (IMAGE_WIDTHS as readonly number[]).includes(width)
  );
}

/** The smallest width of the set that covers `pixels`, or the largest when none does. */
export function imageWidthFor(pixels: number): number {
  return IMAGE_WIDTHS.find((w) => w >= pixels) ?? Math.max(...IMAGE_WIDTHS);
}

/**
 * Pictures the image service can resize: its own root-relative paths and http(s) URLs.
 * A `data:` or `blob:` URI is already the bytes; nothing can be asked of it.
 */
export function isResizableImage(src: string): boolean {
  return /^https?:\/\//i.test(src) || (src.startsWith('/') && !src.startsWith('//'));
}

/**
 * `src` with `w` added: the URL of the picture at that width. Its other parameters stay (the
 * catalogue's version `v`); `src` is the picture's own URL, so it carries no `w` yet.
 */
export function imageVariantUrl(src: string, width: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${String(width)}`;
}

export interface ImageSrcSetOptions {
  /** The largest CSS width, in px, the picture is laid out at (its `width` attribute). */
  width: number;
  /**
   * True when the layout is fluid (the caller gives `sizes`): smaller widths from a phone's
   * 320 px up are offered too, so a phone does not download the desktop picture.
   */
  fluid?: boolean;
}

export interface ImageSources {
  /** The 1x picture: what a browser without `srcset` shows. */
  src: string;
  /** `url 400w, url 800w`: the 1x and 2x widths (densities, behaviour.md#images), ascending. */
  srcSet: string;
  /** The 10×10 placeholder shown, blurred, while the picture loads (behaviour.md#images). */
  placeholder: string;
}

/**
 * Responsive pictures (behaviour.md#images): the URLs of a picture laid out `width` CSS px wide at
 * densities 1 and 2, each the set's smallest width that covers it, as `w` descriptors for
 * `srcset` (with `sizes`, the browser picks what the screen needs), and the 10×10
 * placeholder. The format is not in the URL: the service answers webp (the default of behaviour.md#images)
 * to browsers that take it and JPEG or PNG to others (`Accept`). Null when `src` is not a
 * picture the service can resize.
 */
export function imageSrcSet(
  src: string,
  { width, fluid = false }: ImageSrcSetOptions,
): ImageSources | null {
  if (!isResizableImage(src) || !Number.isFinite(width) || width <= 0) return null;
  const widths = new Set<number>(IMAGE_DENSITIES.map((density) => imageWidthFor(width * density)));
  const oneX = imageWidthFor(width);
  if (fluid) for (const w of IMAGE_WIDTHS) if (w >= FLUID_MIN_WIDTH && w < oneX) widths.add(w);
  const sorted = [...widths].sort((a, b) => a - b);
  return {
    src: imageVariantUrl(src, oneX),
    srcSet: sorted.map((w) => `${imageVariantUrl(src, w)} ${String(w)}w`).join(', '),
    placeholder: imageVariantUrl(src, IMAGE_PLACEHOLDER_SIZE.width),
  };
}
