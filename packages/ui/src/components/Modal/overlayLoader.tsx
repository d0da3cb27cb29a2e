// The react-aria code of an open Modal or Drawer (focus containment, scroll lock, aria-hidden on
// the rest of the page: about 16 kB gzip) is fetched on first open, not with the page that shows
// the closed overlay (ADR 030). One module-level cache, so every overlay after the first opens
// synchronously, and triggers can fetch it ahead on intent (pointerenter, focus).
import { useEffect, useSyncExternalStore } from 'react';
import type { ModalOverlay, ModalOverlayProps } from './ModalOverlay.tsx';

let loaded: typeof ModalOverlay | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches the open-overlay code once; a failed fetch is tried again on the next call. */
export function loadOverlay(): Promise<void> {
  pending ??= import('./ModalOverlay.tsx').then(
    (module) => {
      loaded = module.ModalOverlay;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * Fetches the code of an open Modal or Drawer ahead of its first open: call it from the trigger's
 * `onPointerEnter` and `onFocus`, so the click finds the code there and the overlay opens at once.
 */
export function preloadOverlay(): void {
  // A failure here is not the user's concern yet: opening tries again and handles it.
  loadOverlay().catch(() => {});
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether the open-overlay code is there (false before, and on the server). While `open`, fetches
 * it; when the fetch fails the overlay reports itself closed, so the trigger is not left expanded
 * over nothing and the next press tries again.
 */
export function useOverlayReady(open: boolean, onOpenChange: (open: boolean) => void): boolean {
  const ready = useSyncExternalStore(
    subscribe,
    () => loaded !== undefined,
    () => false,
  );
  useEffect(() => {
    if (!open || ready) return;
    let current = true;
    loadOverlay().catch((error: unknown) => {
      console.error('The overlay could not be loaded.', error);
      if (current) onOpenChange(false);
    });
    return () => {
      current = false;
    };
  }, [open, ready, onOpenChange]);
  return ready;
}

/** The open Modal or Drawer; render it only once `useOverlayReady` says its code is there. */
export function OpenOverlay(props: ModalOverlayProps) {
  const Overlay = loaded;
  return Overlay ? <Overlay {...props} /> : null;
}
