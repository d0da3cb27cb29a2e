import { useEffect, useLayoutEffect, useRef } from 'react';
import { focusArrival } from '@vonk/ui';
import { useLocation } from 'react-router-dom';
import type { PagePhase } from './pageLoad.ts';

/**
 * WCAG 2.4.3 / 4.1.3 (issue #30, ADR 141): after an in-app navigation (not the first load) the
 * page that arrived takes focus, as GOV.UK and React Router's accessible-navigation guidance do:
 * a flow step's or receipt's marked heading (`Section arrival`), else the page's h1. Focus moves
 * only when it is where the navigation left it (the link just followed, the menu item, the
 * button that submitted) or lost on <body>. Focus the user or the page moved since stays: a field
 * tabbed to while the page was loading, an error summary or result the page focused itself, an
 * open dialog.
 */
export function useFocusAfterNavigation(phase: PagePhase, mainId: string): void {
  const { pathname, search } = useLocation();
  const place = `${pathname}${search}`;
  const handled = useRef<string | null>(null);
  /** What had focus when the location changed: the control the navigation started from. */
  const origin = useRef<Element | null>(null);
  useLayoutEffect(() => {
    origin.current = document.activeElement;
  }, [place]);
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
      const stayed = active === origin.current && !active?.closest('[role="dialog"]');
      if (lost || stayed) focusArrival(main);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, place, mainId]);
}
