import type { ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import type { DialogProps } from '../Dialog/Dialog.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { ModalFrame } from '../Modal/ModalFrame.tsx';

export interface DrawerProps extends Omit<DialogProps, 'onClose'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Side the sheet slides in from (default 'end'). */
  placement?: 'start' | 'end';
  /** Close on a click outside (default true). Escape always closes. */
  dismissable?: boolean;
  title: ReactNode;
}

/** A side sheet: the same modal behaviour as Modal (focus trap, Escape, focus return). */
export function Drawer({
  open,
  onOpenChange,
  placement = 'end',
  dismissable = true,
  ...dialog
}: DrawerProps) {
  const state = useOverlayTriggerState({ isOpen: open, onOpenChange });
  if (!state.isOpen) return null;
  return (
    <ModalFrame state={state} dismissable={dismissable} variant="drawer" placement={placement}>
      <Dialog {...dialog} onClose={state.close} />
    </ModalFrame>
  );
}
