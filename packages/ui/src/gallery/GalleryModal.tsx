import { Modal } from '../modal/Modal';
import { Gallery, type GalleryProps } from './Gallery';

export interface GalleryModalProps extends GalleryProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The gallery in a full-screen modal (behaviour.md#modals). */
export function GalleryModal({ open, onOpenChange, ...gallery }: GalleryModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      variant="fullscreen"
      title={`${gallery.productName} gallery`}
      hideTitle
    >
      <Gallery {...gallery} />
    </Modal>
  );
}
