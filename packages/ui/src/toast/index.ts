export { Toast } from './Toast';
export type { ToastProps, ToastType } from './Toast';
