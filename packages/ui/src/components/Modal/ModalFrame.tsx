import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Overlay, useModalOverlay } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { Panel, Underlay } from './Modal.styles.ts';

export interface ModalFrameProps {
  state: OverlayTriggerState;
  dismissable: boolean;
  variant: 'modal' | 'drawer';
  placement?: 'start' | 'end';
  children: ReactNode;
}

/** Portal + underlay + focus containment shared by Modal and Drawer (react-aria). */
export function ModalFrame({
  state,
  dismissable,
  variant,
  placement = 'end',
  children,
}: ModalFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable: dismissable, isKeyboardDismissDisabled: false },
    state,
    ref,
  );
  return (
    <Overlay>
      <Underlay {...underlayProps} data-variant={variant} data-placement={placement}>
        <Panel {...modalProps} ref={ref} data-variant={variant} data-placement={placement}>
          {children}
        </Panel>
      </Underlay>
    </Overlay>
  );
}
