import { useEffect, useRef } from 'react';
import { focusArrival } from '@vonk/ui';
import { useLocation } from 'react-router-dom';
import type { PagePhase } from './pageLoad.ts';

/**
 * WCAG 2.4.3 / 4.1.3 (issue #30, ADR 141): after an in-app navigation (not the first load) the
 * page that arrived takes focus, as GOV.UK and React Router's accessible-navigation guidance do:
 * a flow step's or receipt's marked heading (`Section arrival`), else the page's h1. Focus that
 * is still somewhere meaningful in the page stays: a field, an option, an error summary or result
 * the page focused itself, an open dialog. Focus left on <body>, on the link just followed or in
 * the menu or header the navigation started from moves.
 */
export function useFocusAfterNavigation(phase: PagePhase, mainId: string): void {
  const { pathname, search } = useLocation();
  const place = `${pathname}${search}`;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (phase !== 'complete') return;
    if (handled.current === null) {
      handled.current = place; // the first load: focus stays at the top of the document
      return;
    }
    if (handled.current === place) return;
    handled.current = place;
    // After the page's own effects (an error summary or a result that focuses itself).
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById(mainId);
      const active = document.activeElement;
      if (!main) return;
      const lost = !active || active === document.body || !active.isConnected;
      // A link just followed, or the menu, header or trail the navigation started from.
      const left =
        !lost &&
        (active.matches('a[href]') || !main.contains(active)) &&
        !active.closest('[role="dialog"]');
      if (lost || left) focusArrival(main);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, place, mainId]);
}
