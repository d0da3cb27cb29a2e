import type { ComponentPropsWithRef, ReactNode, RefObject } from 'react';
import type { Placement } from 'react-aria';
import { DismissButton, Overlay, useObjectRef, usePopover } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { Panel, Underlay } from './Popover.styles.ts';
import { AriaLocale } from '../../theme/AriaLocale.tsx';

/** Other props (className, data-*, aria-*) and the ref go to the popover panel. */
export interface PopoverProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  state: OverlayTriggerState;
  triggerRef: RefObject<Element | null>;
  children: ReactNode;
  /** Default 'bottom start'. */
  placement?: Placement;
  offset?: number;
  'aria-label'?: string;
}

/** A non-modal overlay positioned at its trigger (react-aria usePopover). */
export function Popover(props: PopoverProps) {
  return (
    <AriaLocale>
      <PopoverLocalized {...props} />
    </AriaLocale>
  );
}

function PopoverLocalized({
  state,
  triggerRef,
  children,
  placement = 'bottom start',
  offset = 8,
  ref,
  ...rest
}: PopoverProps) {
  const popoverRef = useObjectRef(ref);
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
