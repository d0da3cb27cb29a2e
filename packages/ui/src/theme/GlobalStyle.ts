import { createGlobalStyle } from 'styled-components';
import type { VonkTheme } from '../tokens/createTheme.ts';
import { themeToCss, tokensToCss } from '../tokens/createTheme.ts';
import { highContrastColors } from '../tokens/highContrast.ts';

const stillMotion = `
  --vonk-motion-duration-fast: 0ms;
  --vonk-motion-duration-medium: 0ms;
  --vonk-motion-duration-slow: 0ms;
`;

/**
 * Writes every token once as a --vonk-* custom property on :root, plus a minimal base.
 *
 * A customer's display preferences (issue #30, ADR 142, `applyDisplaySettings`) are attributes on
 * :root: the root's size in per cent of the browser's own (every rem follows, the browser's
 * setting still counts), the high-contrast colours over the brand's, and large print (18 pt) on
 * paper. Components read tokens only. WCAG 2.4.11 (ADR 140): what takes focus or is scrolled to
 * stops clear of the bars that stay on screen; AppShell writes their real sizes as
 * --vonk-shell-inset-top/bottom (0 where they scroll with the page). (Comments stay out of the
 * CSS: they would ship.)
 */
export const GlobalStyle = createGlobalStyle<{ $theme: VonkTheme }>`
  :root {
    ${({ $theme }) => themeToCss($theme)}
  }
  :root[data-vonk-reduced-motion='true'] { ${stillMotion} }
  @media (prefers-reduced-motion: reduce) { :root { ${stillMotion} } }

  :root[data-vonk-text-size='125'] { font-size: 125%; }
  :root[data-vonk-text-size='150'] { font-size: 150%; }
  :root[data-vonk-contrast='high'] { ${tokensToCss(highContrastColors)} }
  html {
    scroll-padding-top: calc(var(--vonk-shell-inset-top, 0px) + var(--vonk-space-2));
    scroll-padding-bottom: calc(var(--vonk-shell-inset-bottom, 0px) + var(--vonk-space-2));
  }

  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: var(--vonk-font-family-body);
    font-size: var(--vonk-font-size-md);
    line-height: var(--vonk-line-height-normal);
    color: var(--vonk-color-text);
    background: var(--vonk-color-background);
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: var(--vonk-font-family-heading); line-height: var(--vonk-line-height-tight); }
  a { color: var(--vonk-color-text-link); }
  :focus-visible { outline: var(--vonk-focus-outline); outline-offset: var(--vonk-focus-outline-offset); }

  /*
   * Print: a page on paper is a clean document (issue #29, ADR 134). The frame (header, menus,
   * banners, footer: AppShell marks them data-vonk-print='hide'), every navigation and every
   * control are left out; links print as their text; the content uses the full width in black
   * on white.
   */
  @media print {
    [data-vonk-print='hide'], nav, button, [role='button'], [role='progressbar'] { display: none !important; }
    :root { --vonk-color-background: #fff; --vonk-color-background-subtle: #fff; --vonk-color-text: #000; }
    body { background: #fff; color: #000; }
    main { padding: 0 !important; }
    main a { color: inherit; text-decoration: none; }
    * { box-shadow: none !important; }
    :root[data-vonk-print='large'] { font-size: 18pt; }
  }
`;
