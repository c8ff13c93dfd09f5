import { cx } from 'class-variance-authority';
import type { FallbackImageProps } from '../image/FallbackImage';
import { FallbackImage } from '../image/FallbackImage';

export type ProductImageProps = FallbackImageProps;

/** The library's product pictures: the shared fallback image with the `ui-image` look. */
export function ProductImage({ className, ...rest }: ProductImageProps) {
  return <FallbackImage className={cx('ui-image', className)} {...rest} />;
}
