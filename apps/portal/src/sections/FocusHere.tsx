import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * Takes focus when it appears, for what replaces the control a keyboard user just pressed (a
 * confirmation step, a result), so focus does not fall back to the top of the page.
 */
export function FocusHere({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      {children}
    </div>
  );
}
