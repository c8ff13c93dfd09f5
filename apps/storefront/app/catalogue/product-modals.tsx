import { GalleryModal, type GalleryModalProps } from '@shop/ui/gallery';
import { ProductInfoModal, type ProductInfoModalProps } from '@shop/ui/modal';

// The product page's two modals, in one chunk loaded when the buyer first opens either.
export function ProductGalleryModal(props: GalleryModalProps) {
  return <GalleryModal {...props} />;
}

export function ProductDetailInfoModal(props: ProductInfoModalProps) {
  return <ProductInfoModal {...props} />;
}
