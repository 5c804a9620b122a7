export type { ToastApi } from './toastContext';
export { maxToasts, type ToastType, toastTypes, toastWidth } from './toastOptions';
export type { ToastOptions } from './toastQueue';
export { useToast } from './useToast';
