export { FallbackImage } from './FallbackImage';
export type { FallbackImageProps } from './FallbackImage';
