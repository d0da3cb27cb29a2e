import type { ReactNode } from 'react';
import type { DialogProps } from '../Dialog/Dialog.tsx';
import { OpenOverlay, useOverlayReady } from '../Modal/overlayLoader.tsx';

export interface DrawerProps extends Omit<DialogProps, 'onClose'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Side the sheet slides in from (default 'end'). */
  placement?: 'start' | 'end';
  /** Close on a click outside (default true). Escape always closes. */
  dismissable?: boolean;
  title: ReactNode;
}

/**
 * A side sheet: the same modal behaviour as Modal (focus trap, Escape, focus return). Closed, it
 * costs nothing: the react-aria code comes on first open (ADR 030; `preloadOverlay` on the
 * trigger fetches it ahead).
 */
export function Drawer({
  open,
  onOpenChange,
  placement = 'end',
  dismissable = true,
  ...dialog
}: DrawerProps) {
  const ready = useOverlayReady(open, onOpenChange);
  if (!open || !ready) return null;
  return (
    <OpenOverlay
      {...dialog}
      onOpenChange={onOpenChange}
      dismissable={dismissable}
      variant="drawer"
      placement={placement}
      closeButton
    />
  );
}
