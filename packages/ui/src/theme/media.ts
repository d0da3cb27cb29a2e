import type { Breakpoint } from '../tokens/foundations.ts';
import { breakpoints } from '../tokens/foundations.ts';

/** Media queries cannot read custom properties, so breakpoints are the one token used in TS. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
