import { useLayoutEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { FocusTarget, focusArrival } from '@vonk/ui';
import { lazyPart } from './lazyPart.tsx';

/**
 * A flow's step or receipt that a navigation arrives at, loaded as a `lazyPart` (issue #34):
 * while its code loads, its skeleton is the arrival target that takes focus (ADR 141), and when
 * the step shows, its own marked heading takes focus over from the skeleton.
 */
export function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  /** Where the skeleton took arrival focus (its <main>); one step of a kind shows at a time. */
  let focusedIn: HTMLElement | null = null;

  function Busy({ children }: { children: ReactNode }) {
    return (
      <FocusTarget
        arrival
        aria-busy="true"
        onFocus={(event) => {
          focusedIn = event.currentTarget.closest('main') ?? document.body;
        }}
      >
        {children}
      </FocusTarget>
    );
  }

  /** Mounts with the step: focus, lost with the skeleton, goes to the step's arrival target. */
  function Shown() {
    useLayoutEffect(() => {
      const container = focusedIn;
      focusedIn = null;
      const active = document.activeElement;
      if (container?.isConnected && (!active || active === document.body)) focusArrival(container);
    }, []);
    return null;
  }

  return lazyPart(load, { Busy, Shown });
}
