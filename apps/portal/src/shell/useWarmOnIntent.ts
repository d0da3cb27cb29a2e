import { useEffect } from 'react';

/**
 * Starts `load` the first time the user points at or tabs to an in-app link, once per mount: the
 * code the next navigation needs is on its way before the click (issue #10, ADR 092). Pointing
 * takes 100–300 ms before a click, about one round trip on a slow network.
 */
export function useWarmOnIntent(load: () => Promise<unknown>): void {
  useEffect(() => {
    const events = ['pointerover', 'focusin'] as const;
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !isInApp(link.getAttribute('href') ?? '')) return;
      stop();
      // A failed fetch is the navigation's to report when it needs the code.
      load().catch(() => undefined);
    };
    const stop = () => events.forEach((type) => document.removeEventListener(type, onIntent));
    events.forEach((type) => document.addEventListener(type, onIntent));
    return stop;
  }, [load]);
}

function isInApp(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
