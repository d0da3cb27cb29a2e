import type { ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import type { DialogProps } from '../Dialog/Dialog.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { ModalFrame } from './ModalFrame.tsx';

export interface ModalOverlayProps extends Omit<DialogProps, 'onClose'> {
  onOpenChange: (open: boolean) => void;
  dismissable: boolean;
  variant: 'modal' | 'drawer';
  placement?: 'start' | 'end';
  /** Show the dialog's close button. */
  closeButton: boolean;
  title: ReactNode;
}

/**
 * An open Modal or Drawer: react-aria's modal behaviour (focus moves in and is contained, Escape
 * closes, focus returns, the page is hidden from assistive tech) around a Dialog. Its own chunk,
 * fetched on first open (overlayLoader.tsx, ADR 030): mounted only while open.
 */
export function ModalOverlay({
  onOpenChange,
  dismissable,
  variant,
  placement,
  closeButton,
  ...dialog
}: ModalOverlayProps) {
  const state = useOverlayTriggerState({ isOpen: true, onOpenChange });
  return (
    <ModalFrame state={state} dismissable={dismissable} variant={variant} placement={placement}>
      <Dialog {...dialog} onClose={closeButton ? state.close : undefined} />
    </ModalFrame>
  );
}
