import { NO_IMAGE_PATH } from '@shop/domain';
import type { ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'onError'
> {
  /** The picture; null, undefined or '' shows the fallback (and marks `data-missing`). */
  src: string | null | undefined;
  alt: string;
  /** Where a missing or broken image falls back to. Default `/no-image.png` (SPEC §8). */
  fallbackSrc?: string;
}

/** Swaps in the fallback once: a missing fallback must not loop. */
function fallBack(img: HTMLImageElement, fallbackSrc: string) {
  if (img.dataset.fallback !== 'true') {
    img.dataset.fallback = 'true';
    img.src = fallbackSrc;
  }
}

/**
 * An image that falls back to the placeholder when it is missing or fails to load, also
 * when a server-rendered image failed before hydration. Lazy by default. Callers give
 * `width`/`height` (or an aspect-ratio box) so nothing shifts on load.
 */
export function FallbackImage({
  src,
  alt,
  fallbackSrc = NO_IMAGE_PATH,
  loading = 'lazy',
  ...rest
}: FallbackImageProps) {
  const missing = src === null || src === undefined || src === '';
  return (
    <img
      src={missing ? fallbackSrc : src}
      alt={alt}
      loading={loading}
      decoding="async"
      data-missing={missing ? 'true' : undefined}
      ref={(img) => {
        // A server-rendered image can fail before hydration, when React is not yet
        // listening for its error event: check once it is attached.
        if (img?.complete && img.naturalWidth === 0) {
          img.decode().catch(() => {
            fallBack(img, fallbackSrc);
          });
        }
      }}
      onError={(event) => {
        fallBack(event.currentTarget, fallbackSrc);
      }}
      {...rest}
    />
  );
}
