export { Modal, modalContentVariants } from './Modal';
export type { ModalProps } from './Modal';
export { ModalGroup, createModalCoordinator, useModalCoordinator } from './modal-group';
export type { ModalCoordinator } from './modal-group';
export { ProductInfoModal } from './ProductInfoModal';
export type { ProductInfoEntry, ProductInfoModalProps } from './ProductInfoModal';
