import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

export interface ToastOptions {
  message: ReactNode;
  /** Text read out by screen readers (default: message when it is a string). */
  announcement?: string;
  tone?: 'info' | 'success' | 'error';
  /** ms before it disappears; errors stay until closed (default 6000, 0 = stay). */
  timeout?: number;
}

export interface ToastApi {
  show: (toast: ToastOptions) => string;
  close: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | undefined>(undefined);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}
