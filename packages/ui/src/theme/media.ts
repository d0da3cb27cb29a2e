import type { Breakpoint } from '../tokens/foundations.ts';
import { breakpoints, stickyMinHeight } from '../tokens/foundations.ts';

/** Media queries cannot read custom properties, so breakpoints are the one token used in TS. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  /** Tall enough for bars that stay on screen (sticky header, fixed bottom bar; ADR 140). */
  tall: `@media (min-height: ${stickyMinHeight}px)`,
  /** Narrow (the bottom bar) and tall (it is fixed). */
  tallBelowMd: `@media (max-width: ${breakpoints.md - 0.02}px) and (min-height: ${stickyMinHeight}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
