import { FallbackImage } from '@shop/ui/image';
import type { ImgHTMLAttributes } from 'react';
import { useBlocks } from '../context/blocks-context';
import { useLeadBlock } from '../context/lead-block';
import type { BlockImage as BlockImageValue } from './fields';

export interface BlockImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'onError'
> {
  image: BlockImageValue;
  /** Used when the asset has no alt text. Default `''` (decorative). */
  fallbackAlt?: string;
}

/** `src` under `base` when it is root-relative (`/images/a.jpg`); absolute URLs as they are. */
export function assetUrl(src: string, base: string): string {
  return base !== '' && src.startsWith('/') && !src.startsWith('//') ? `${base}${src}` : src;
}

/**
 * A content image: the asset under the blocks' asset base URL, falling back to
 * `/no-image.png` (SPEC §8) when it is missing or fails to load (@shop/ui's FallbackImage).
 * Loaded lazily, unless its block leads the page (`useLeadBlock`) or `loading` says so.
 */
export function BlockImage({ image, fallbackAlt = '', loading, ...rest }: BlockImageProps) {
  const { assetBaseUrl } = useBlocks();
  const lead = useLeadBlock();
  return (
    <FallbackImage
      src={image.src === null ? null : assetUrl(image.src, assetBaseUrl)}
      alt={image.alt || fallbackAlt}
      loading={loading ?? (lead ? 'eager' : 'lazy')}
      {...rest}
    />
  );
}
