import type { ReactNode } from 'react';
import type { DialogProps } from '../Dialog/Dialog.tsx';
import { OpenOverlay, useOverlayReady } from './overlayLoader.tsx';

export interface ModalProps extends Omit<DialogProps, 'onClose'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Close on a click outside (default true). Escape always closes. */
  dismissable?: boolean;
  /** Hide the close button (then offer another way out in the footer). */
  hideCloseButton?: boolean;
  title: ReactNode;
}

/**
 * A modal dialog on react-aria: focus moves in and is contained, Escape and the close button
 * close it, focus returns to the trigger, the rest of the page is hidden from assistive tech.
 * Closed, it costs nothing: the react-aria code comes on first open (ADR 030; `preloadOverlay`
 * on the trigger fetches it ahead).
 */
export function Modal({
  open,
  onOpenChange,
  dismissable = true,
  hideCloseButton = false,
  ...dialog
}: ModalProps) {
  const ready = useOverlayReady(open, onOpenChange);
  if (!open || !ready) return null;
  return (
    <OpenOverlay
      {...dialog}
      onOpenChange={onOpenChange}
      dismissable={dismissable}
      variant="modal"
      closeButton={!hideCloseButton}
    />
  );
}
