export { Modal, ModalClose, type ModalCloseProps, type ModalProps } from './Modal';
export { type ModalSize, modalSizes } from './modalOptions';
