import type { ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import type { Placement } from 'react-aria';
import { DismissButton, Overlay, usePopover } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { Panel, Underlay } from './Popover.styles.ts';

export interface PopoverProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<Element | null>;
  children: ReactNode;
  /** Default 'bottom start'. */
  placement?: Placement;
  offset?: number;
  'aria-label'?: string;
}

/** A non-modal overlay positioned at its trigger (react-aria usePopover). */
export function Popover({
  state,
  triggerRef,
  children,
  placement = 'bottom start',
  offset = 8,
  ...rest
}: PopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement, offset },
    state,
  );
  return (
    <Overlay>
      <Underlay {...underlayProps} />
      <Panel {...popoverProps} {...rest} ref={popoverRef} data-popover="">
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </Panel>
    </Overlay>
  );
}
