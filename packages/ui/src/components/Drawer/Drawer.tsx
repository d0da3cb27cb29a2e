import type { ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import type { DialogProps } from '../Dialog/Dialog.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { ModalFrame } from '../Modal/ModalFrame.tsx';

export interface DrawerProps extends Omit<DialogProps, 'onClose'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Side the sheet slides in from (default 'end'). */
  placement?: 'start' | 'end';
  isDismissable?: boolean;
  title: ReactNode;
}

/** A side sheet: the same modal behaviour as Modal (focus trap, Escape, focus return). */
export function Drawer({
  isOpen,
  onOpenChange,
  placement = 'end',
  isDismissable = true,
  ...dialog
}: DrawerProps) {
  const state = useOverlayTriggerState({ isOpen, onOpenChange });
  if (!state.isOpen) return null;
  return (
    <ModalFrame state={state} isDismissable={isDismissable} variant="drawer" placement={placement}>
      <Dialog {...dialog} onClose={state.close} />
    </ModalFrame>
  );
}
