import { assetUrl } from '@shop/domain';
import { FallbackImage } from '@shop/ui/image';
import type { FallbackImageProps } from '@shop/ui/image';
import { useBlocks } from '../context/blocks-context';
import { useLeadBlock } from '../context/lead-block';
import type { ImageValue } from './fields';

export interface BlockImageProps extends Omit<FallbackImageProps, 'src' | 'alt'> {
  image: ImageValue;
  /** Used when the asset has no alt text. Default `''` (decorative). */
  fallbackAlt?: string;
}

/**
 * A content image: the asset under the blocks' asset base URL, falling back to
 * `/no-image.png` (behaviour.md#errors) when it is missing or fails to load (@shop/ui's FallbackImage).
 * Given the `width` its block lays it out at (and `sizes`), it is responsive: `srcset` at
 * densities 1 and 2 and a blurred 10×10 placeholder (behaviour.md#images). Loaded lazily, unless its
 * block leads the page (`useLeadBlock`) or `loading` says so.
 */
export function BlockImage({ image, fallbackAlt = '', loading, ...rest }: BlockImageProps) {
  const { assetBaseUrl } = useBlocks();
  const lead = useLeadBlock();
  return (
    <FallbackImage
      src={assetUrl(image.src, assetBaseUrl)}
      alt={image.alt || fallbackAlt}
      loading={loading ?? (lead ? 'eager' : 'lazy')}
      {...rest}
    />
  );
}

/** A picture beside text (about, careers, contact, image + content): half a desktop, all of a phone. */
export const SPLIT_IMAGE_WIDTH = 640;
export const SPLIT_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';
