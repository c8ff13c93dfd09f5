import { NO_IMAGE_PATH } from '@shop/domain';
import { cx } from 'class-variance-authority';
import type { ImgHTMLAttributes } from 'react';

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError'
> {
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
 * An image that falls back to the placeholder when it is missing or fails to load.
 * Callers give `width`/`height` (or an aspect-ratio box) so nothing shifts on load.
 */
export function ProductImage({
  src,
  alt,
  fallbackSrc = NO_IMAGE_PATH,
  className,
  ...rest
}: ProductImageProps) {
  return (
    <img
      src={src !== null && src !== undefined && src !== '' ? src : fallbackSrc}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cx('ui-image', className)}
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
