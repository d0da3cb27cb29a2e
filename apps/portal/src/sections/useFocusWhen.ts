import { useEffect, useRef } from 'react';

/**
 * A ref for what replaces the control a keyboard user just pressed (a confirmation, the next
 * step): it takes focus each time `shown` becomes or changes to something truthy, so focus
 * does not fall back to the top of the page. The element needs tabIndex={-1}.
 */
export function useFocusWhen<E extends HTMLElement = HTMLDivElement>(shown: unknown) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
