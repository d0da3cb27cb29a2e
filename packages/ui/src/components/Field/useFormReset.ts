import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';

/**
 * Calls `onReset` when the form the element is in is reset (a reset button, `form.reset()`): a
 * field keeping its value in React state restores its starting value then, as the browser does for
 * an uncontrolled one. The latest `onReset` is called.
 */
export function useFormReset(element: RefObject<HTMLElement | null>, onReset: () => void): void {
  const latest = useRef(onReset);
  latest.current = onReset;
  useEffect(() => {
    const form = (element.current as HTMLInputElement | null)?.form;
    if (!form) return;
    const reset = () => latest.current();
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, [element]);
}
