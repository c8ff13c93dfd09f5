export { Gallery } from './Gallery';
export type { GalleryProps } from './Gallery';
export { GalleryModal } from './GalleryModal';
export type { GalleryModalProps } from './GalleryModal';
export { DEFAULT_VIDEO_THUMBNAIL } from './video-thumbnail';
