import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

const TOP = '--vonk-shell-inset-top';
const BOTTOM = '--vonk-shell-inset-bottom';

/** The height a bar keeps covering while the page scrolls: 0 unless it is sticky or fixed. */
function coveredHeight(element: Element | null | undefined): number {
  if (!(element instanceof HTMLElement)) return 0;
  const { position } = getComputedStyle(element);
  return position === 'sticky' || position === 'fixed' ? element.offsetHeight : 0;
}

/**
 * Writes the real sizes of the bars that stay on screen (the sticky header at the top, the fixed
 * bottom bar) as custom properties on the root, which GlobalStyle turns into scroll-padding: a
 * focused element is scrolled clear of them (WCAG 2.4.11, ADR 140). Sizes follow the bars as they
 * wrap, zoom or stop being fixed on a short screen.
 */
export function useShellInsets(
  header: RefObject<HTMLElement | null>,
  navigation: RefObject<HTMLElement | null>,
  /** Changes when a bar comes or goes (e.g. a page without the main menu). */
  bars: string,
): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    // The navigation slot is `display: contents`: measure the bar it holds.
    const bar = () => navigation.current?.firstElementChild;
    const update = () => {
      const bottomBar = bar();
      const bottom =
        bottomBar instanceof HTMLElement &&
        getComputedStyle(bottomBar).position === 'fixed' &&
        bottomBar.getBoundingClientRect().bottom >= window.innerHeight - 1
          ? bottomBar.offsetHeight
          : 0;
      root.style.setProperty(TOP, `${coveredHeight(header.current)}px`);
      root.style.setProperty(BOTTOM, `${bottom}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    for (const element of [header.current, bar()]) if (element) observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(TOP);
      root.style.removeProperty(BOTTOM);
    };
  }, [header, navigation, bars]);
}
