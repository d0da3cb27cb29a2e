import type { ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import type { DialogProps } from '../Dialog/Dialog.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { ModalFrame } from './ModalFrame.tsx';

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
 */
export function Modal({
  open,
  onOpenChange,
  dismissable = true,
  hideCloseButton = false,
  ...dialog
}: ModalProps) {
  const state = useOverlayTriggerState({ isOpen: open, onOpenChange });
  if (!state.isOpen) return null;
  return (
    <ModalFrame state={state} dismissable={dismissable} variant="modal">
      <Dialog {...dialog} onClose={hideCloseButton ? undefined : state.close} />
    </ModalFrame>
  );
}
