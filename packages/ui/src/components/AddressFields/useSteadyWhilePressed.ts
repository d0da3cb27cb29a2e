import { useCallback, useEffect, useRef } from 'react';

/** After a release without a click (a drag, a press that slid off): show what waited. */
const RELEASE_GRACE_MS = 300;
/** A press whose release never reaches the page (outside the window) holds nothing longer. */
const LONGEST_HOLD_MS = 2000;

/**
 * Runs a change of what is shown now, or, while a pointer is pressed, once that press has
 * ended with its click. A field that reacts to losing focus (a lookup on blur) otherwise
 * changes the layout between mousedown and mouseup: the button under the pointer moves, the
 * mouseup lands elsewhere, and the first click is lost. Keyboard and typing are not held.
 */
export function useSteadyWhilePressed(): (change: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  const longest = useRef<ReturnType<typeof setTimeout>>(undefined);
  const release = useCallback(() => {
    pressed.current = false;
    clearTimeout(longest.current);
    const changes = waiting.current;
    waiting.current = [];
    changes.forEach((change) => change());
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = (ms: number) => () => {
      clearTimeout(timer);
      timer = setTimeout(release, ms);
    };
    const down = () => {
      clearTimeout(timer);
      pressed.current = true;
    };
    // The click ends a press (a tap's click comes after its pointerup): release after it.
    const listeners = [
      ['pointerdown', down],
      ['click', after(0)],
      ['pointercancel', after(0)],
      ['pointerup', after(RELEASE_GRACE_MS)],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
      clearTimeout(timer);
      clearTimeout(longest.current);
      waiting.current = []; // gone: nothing left to show
    };
  }, [release]);

  return useCallback(
    (change: () => void) => {
      if (!pressed.current) return change();
      if (waiting.current.length === 0) longest.current = setTimeout(release, LONGEST_HOLD_MS);
      waiting.current.push(change);
    },
    [release],
  );
}
