export { ToastProvider } from './Toast.tsx';
export type { ToastProviderProps } from './Toast.tsx';
export { useToast } from './ToastContext.ts';
export type { ToastApi, ToastOptions } from './ToastContext.ts';
