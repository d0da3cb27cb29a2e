// Brand-independent scales: typography, spacing, shadows, breakpoints, z-index and motion.

export const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.5rem',
  '6': '2rem',
  '7': '2.5rem',
  '8': '3rem',
  '9': '4rem',
} as const;
export type SpaceToken = keyof typeof space;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': '2.25rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;
export const lineHeight = { tight: '1.2', normal: '1.5' } as const;

export const shadow = {
  sm: '0 1px 2px rgb(0 0 0 / 0.12)',
  md: '0 4px 12px rgb(0 0 0 / 0.14)',
  lg: '0 12px 32px rgb(0 0 0 / 0.2)',
} as const;

/** Min-widths in px. 396 is where the header fits a 3p subscription next to the avatar. */
export const breakpoints = { xs: 320, sm: 396, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/**
 * Min-height in px from which the header sticks and the bottom bar is fixed (WCAG 2.4.11, issue
 * #30, ADR 140). Below it (a landscape phone, 200 % zoom on a laptop) both scroll with the page,
 * as GOV.UK's do: bars that stay would cover a third of the screen or more.
 */
export const stickyMinHeight = 500;

export const zIndex = {
  base: '0',
  sticky: '100',
  navigation: '200',
  header: '300',
  loadingBar: '400',
  overlay: '500',
  modal: '600',
  toast: '700',
} as const;

export const motion = {
  durationFast: '120ms',
  durationMedium: '220ms',
  durationSlow: '400ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easingExit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;
