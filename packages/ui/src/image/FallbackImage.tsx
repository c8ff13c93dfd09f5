import { NO_IMAGE_PATH, imageSrcSet } from '@shop/domain';
import type { CSSProperties, ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'onError' | 'srcSet'
> {
  /** The picture; null, undefined or '' shows the fallback (and marks `data-missing`). */
  src: string | null | undefined;
  alt: string;
  /** Where a missing or broken image falls back to. Default `/no-image.png` (behaviour.md#errors). */
  fallbackSrc?: string;
  /**
   * The largest CSS width the picture is laid out at. With it, a picture the image service
   * can resize gets `srcset` at densities 1 and 2 and a blurred 10×10 placeholder while it
   * loads (behaviour.md#images, `@shop/domain`'s `imageSrcSet`).
   */
  width?: number | `${number}`;
  /**
   * The widths the layout gives the picture (`(min-width: 1024px) 25vw, 50vw`). Given, the
   * picture is fluid: smaller widths are offered for phones. Default: `width` px.
   */
  sizes?: string;
  /**
   * False for artwork that is best as it is — SVG icons and logos, sharp at any density and
   * smaller than any raster. Default true.
   */
  responsive?: boolean;
}

/** The placeholder's URL as a CSS variable the stylesheet paints behind the picture. */
type PlaceholderStyle = CSSProperties & { '--ui-image-placeholder'?: string };

/** The picture has its pixels: the placeholder behind it goes (it would show through transparency). */
function markLoaded(img: HTMLImageElement) {
  img.dataset.loaded = 'true';
}

/** Swaps in the fallback once: a missing fallback must not loop. */
function fallBack(img: HTMLImageElement, fallbackSrc: string) {
  if (img.dataset.fallback !== 'true') {
    img.dataset.fallback = 'true';
    markLoaded(img);
    // The variants of a picture that failed would be tried before `src`.
    img.removeAttribute('srcset');
    img.removeAttribute('sizes');
    img.src = fallbackSrc;
  }
}

/**
 * The library's one image: responsive (behaviour.md#images: `srcset` at densities 1 and 2 from the image
 * service's widths, webp by default, a blurred 10×10 placeholder until the picture has
 * loaded) when it is given its `width`, and falling back to the placeholder picture when it
 * is missing or fails to load — also when a server-rendered image failed before hydration.
 * Lazy by default. Callers give `width`/`height` (or an aspect-ratio box) so nothing shifts
 * on load.
 */
export function FallbackImage({
  src,
  alt,
  fallbackSrc = NO_IMAGE_PATH,
  loading = 'lazy',
  width,
  sizes,
  responsive = true,
  style,
  onLoad,
  ...rest
}: FallbackImageProps) {
  const missing = src === null || src === undefined || src === '';
  const cssWidth = Number(width);
  const sources =
    missing || !responsive
      ? null
      : imageSrcSet(src, { width: cssWidth, fluid: sizes !== undefined });
  const placeholderStyle: PlaceholderStyle | undefined = sources
    ? { ...style, '--ui-image-placeholder': `url("${sources.placeholder}")` }
    : style;
  return (
    <img
      src={missing ? fallbackSrc : (sources?.src ?? src)}
      srcSet={sources?.srcSet}
      sizes={sources ? (sizes ?? `${String(cssWidth)}px`) : undefined}
      alt={alt}
      width={width}
      loading={loading}
      decoding="async"
      style={placeholderStyle}
      data-placeholder={sources ? '' : undefined}
      data-missing={missing ? 'true' : undefined}
      ref={(img) => {
        if (!img?.complete) return;
        // A server-rendered image can load or fail before hydration, when React is not yet
        // listening for its events: check once it is attached.
        if (img.naturalWidth > 0) {
          markLoaded(img);
          return;
        }
        img.decode().then(
          () => {
            markLoaded(img);
          },
          () => {
            fallBack(img, fallbackSrc);
          },
        );
      }}
      onLoad={(event) => {
        markLoaded(event.currentTarget);
        onLoad?.(event);
      }}
      onError={(event) => {
        fallBack(event.currentTarget, fallbackSrc);
      }}
      {...rest}
    />
  );
}
