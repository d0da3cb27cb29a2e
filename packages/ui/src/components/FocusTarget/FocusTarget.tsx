import type { ComponentPropsWithRef, ReactNode, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { mergeRefs } from 'react-aria';
import { Root } from './FocusTarget.styles.ts';

/**
 * Marks where focus goes when the page arrives at a new state by navigation (a flow's next step,
 * a receipt): `focusArrival` prefers it over the page's h1 (WCAG 2.4.3, ADR 141).
 */
export const FOCUS_TARGET = 'data-vonk-focus-target';

/**
 * A ref for what replaces the control a keyboard user just pressed (a status, a confirmation,
 * the next step): it takes focus each time `when` becomes or changes to something truthy, so
 * focus does not fall back to <body>. The element needs tabIndex={-1}.
 */
export function useFocusWhen<E extends HTMLElement = HTMLDivElement>(
  when: unknown,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

/**
 * After an in-app navigation: focus the state's marked target (`FOCUS_TARGET`), else the first
 * h1, else `container` itself, within `container` (the <main>). Returns what got focus.
 */
export function focusArrival(container: HTMLElement): HTMLElement {
  const target =
    container.querySelector<HTMLElement>(`[${FOCUS_TARGET}]`) ??
    container.querySelector<HTMLElement>('h1') ??
    container;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return target;
}

export interface FocusTargetProps extends ComponentPropsWithRef<'div'> {
  /**
   * Takes focus when this becomes or changes to something truthy (e.g. the id of the request
   * just made); `true` takes it on mount. Leave it undefined for an arrival target only.
   */
  when?: unknown;
  /** Also the target `focusArrival` picks after a navigation (a step, a receipt). */
  arrival?: boolean;
  children?: ReactNode;
}

/**
 * What replaced the control a keyboard user just pressed, or where a new step starts: a block
 * that takes focus (WCAG 2.4.3). It is not in the Tab order and shows no focus ring of its own.
 */
export function FocusTarget({ when, arrival = false, children, ref, ...rest }: FocusTargetProps) {
  const own = useFocusWhen<HTMLDivElement>(when);
  return (
    <Root
      ref={mergeRefs(own, ref)}
      tabIndex={-1}
      {...(arrival ? { [FOCUS_TARGET]: '' } : {})}
      {...rest}
    >
      {children}
    </Root>
  );
}
