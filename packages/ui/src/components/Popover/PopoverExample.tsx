import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useButton, useDialog, useOverlayTrigger } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { Icon } from '../Icon/Icon.tsx';
import { Popover } from './Popover.tsx';

function HintDialog({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog({ 'aria-label': label }, ref);
  return (
    <div {...dialogProps} ref={ref} style={{ outline: 'none' }}>
      {children}
    </div>
  );
}

/** An info button with a popover, the pattern for 'what does this mean?' hints. */
export function PopoverExample() {
  const ref = useRef<HTMLButtonElement>(null);
  const state = useOverlayTriggerState({});
  const { triggerProps } = useOverlayTrigger({ type: 'dialog' }, state, ref);
  const { buttonProps } = useButton(triggerProps, ref);
  return (
    <>
      <button {...buttonProps} ref={ref} type="button">
        <Icon name="info" /> Wat is een vastrecht?
      </button>
      {state.isOpen && (
        <Popover state={state} triggerRef={ref}>
          <HintDialog label="Uitleg vastrecht">
            <p>Het vaste bedrag dat je elke maand betaalt, los van je gebruik.</p>
          </HintDialog>
        </Popover>
      )}
    </>
  );
}
