import { NO_IMAGE_PATH } from '@shop/domain';
import type { ImgHTMLAttributes } from 'react';
import { useBlocks } from '../context/blocks-context';
import type { BlockImage as BlockImageValue } from './fields';

export interface BlockImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'onError'
> {
  image: BlockImageValue;
  /** Used when the asset has no alt text. Default `''` (decorative). */
  fallbackAlt?: string;
}

/**
 * A content image that falls back to `/no-image.png` (SPEC §8) when the asset is missing
 * or fails to load. (@shop/ui keeps its `ProductImage` internal, hence this twin.)
 */
/** `src` under `base` when it is root-relative (`/images/a.jpg`); absolute URLs as they are. */
export function assetUrl(src: string, base: string): string {
  return base !== '' && src.startsWith('/') && !src.startsWith('//') ? `${base}${src}` : src;
}

/** Swaps in `/no-image.png` once: a missing fallback must not loop. */
function fallBack(img: HTMLImageElement) {
  if (img.dataset.fallback !== 'true') {
    img.dataset.fallback = 'true';
    img.src = NO_IMAGE_PATH;
  }
}

export function BlockImage({
  image,
  fallbackAlt = '',
  loading = 'lazy',
  ...rest
}: BlockImageProps) {
  const { assetBaseUrl } = useBlocks();
  return (
    <img
      src={image.src === null ? NO_IMAGE_PATH : assetUrl(image.src, assetBaseUrl)}
      alt={image.alt || fallbackAlt}
      loading={loading}
      decoding="async"
      data-missing={image.src === null ? 'true' : undefined}
      ref={(img) => {
        // A server-rendered image can fail before hydration, when React is not yet
        // listening for its error event: check once it is attached.
        if (img?.complete && img.naturalWidth === 0) {
          img.decode().catch(() => {
            fallBack(img);
          });
        }
      }}
      onError={(event) => {
        fallBack(event.currentTarget);
      }}
      {...rest}
    />
  );
}
