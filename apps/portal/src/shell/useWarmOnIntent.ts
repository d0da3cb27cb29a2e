import { useEffect } from 'react';

/**
 * Calls `warm` with a link's href when the user points at or tabs to an in-app link, once per
 * href and mount: the code the navigation to it needs is on its way before the click (issue #10,
 * ADR 151: the route table of the link's area). Pointing takes 100–300 ms before a click, about
 * one round trip on a slow network.
 */
export function useWarmOnIntent(warm: (href: string) => Promise<unknown>): void {
  useEffect(() => {
    const events = ['pointerover', 'focusin'] as const;
    const warmed = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      if (!isInApp(href) || warmed.has(href)) return;
      warmed.add(href);
      // A failed fetch is the navigation's to report when it needs the code.
      warm(href).catch(() => undefined);
    };
    events.forEach((type) => document.addEventListener(type, onIntent));
    return () => events.forEach((type) => document.removeEventListener(type, onIntent));
  }, [warm]);
}

function isInApp(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
