import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AnnouncerProvider } from '../Announcer/Announcer.tsx';
import { useAnnounce } from '../Announcer/AnnouncerContext.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { ToastApi, ToastOptions } from './ToastContext.ts';
import { ToastContext } from './ToastContext.ts';
import { Close, Item, Region } from './Toast.styles.ts';

interface ToastEntry extends ToastOptions {
  id: string;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Name of the toast list (default 'Meldingen'). */
  label?: string;
  closeText?: string;
}

function ToastList({ children, label = 'Meldingen', closeText = 'Sluiten' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);
  const announce = useAnnounce();

  const close = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (toast: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((list) => [...list, { ...toast, id }]);
      const text =
        toast.announcement ?? (typeof toast.message === 'string' ? toast.message : undefined);
      if (text) announce(text, toast.tone === 'error' ? 'assertive' : 'polite');
      const timeout = toast.timeout ?? (toast.tone === 'error' ? 0 : 6000);
      if (timeout > 0)
        timers.current.set(
          id,
          setTimeout(() => close(id), timeout),
        );
      return id;
    },
    [announce, close],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, close }), [show, close]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-label={label}>
        {toasts.map((toast) => (
          <Item key={toast.id} data-tone={toast.tone ?? 'info'}>
            <Icon name={toast.tone ?? 'info'} />
            <p>{toast.message}</p>
            <Close type="button" aria-label={closeText} onClick={() => close(toast.id)}>
              <Icon name="close" size={20} />
            </Close>
          </Item>
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

/**
 * Short confirmations ('Opgeslagen') shown at the bottom and read out through the live-region
 * announcer (the toast list itself is not a live region, so nothing is announced twice).
 */
export function ToastProvider(props: ToastProviderProps) {
  return (
    <AnnouncerProvider>
      <ToastList {...props} />
    </AnnouncerProvider>
  );
}
