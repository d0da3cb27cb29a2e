// Tier 2: semantic tokens. Meaning, not colour: every component style reads these (or tier 3).
import type { TokenMap } from './tokenMap.ts';
import { ref } from './tokenMap.ts';
import {
  breakpoints,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  shadow,
  space,
  zIndex,
} from './foundations.ts';

const b = (name: string) => ref(`brand-color-${name}`);

export const semanticColors: TokenMap = {
  'color-text': b('neutral-900'),
  'color-text-muted': b('neutral-700'),
  'color-text-subtle': b('neutral-600'),
  'color-text-inverse': b('neutral-0'),
  'color-text-link': b('primary-strong'),
  'color-text-link-hover': b('accent'),
  'color-background': b('neutral-0'),
  'color-background-subtle': b('neutral-50'),
  'color-background-muted': b('neutral-100'),
  'color-background-inverse': b('neutral-900'),
  'color-surface': b('neutral-0'),
  'color-border': b('neutral-300'),
  'color-border-strong': b('neutral-600'),
  'color-action-primary': b('primary-strong'),
  'color-action-primary-hover': b('accent'),
  'color-on-action-primary': b('neutral-0'),
  'color-action-secondary': b('primary-strong'),
  'color-action-secondary-hover-background': b('primary-subtle'),
  'color-chrome': b('accent'),
  'color-on-chrome': b('neutral-0'),
  'color-focus': b('primary-strong'),
  'color-focus-on-chrome': b('neutral-0'),
  'color-progress': b('primary'),
  'color-selected': b('primary-strong'),
  'color-selected-background': b('primary-subtle'),
  'color-feedback-info-text': b('info'),
  'color-feedback-info-background': b('info-subtle'),
  'color-feedback-info-border': b('info'),
  'color-feedback-success-text': b('success'),
  'color-feedback-success-background': b('success-subtle'),
  'color-feedback-success-border': b('success'),
  'color-feedback-warning-text': b('warning'),
  'color-feedback-warning-background': b('warning-subtle'),
  'color-feedback-warning-border': b('warning'),
  'color-feedback-error-text': b('error'),
  'color-feedback-error-background': b('error-subtle'),
  'color-feedback-error-border': b('error'),
};

const scale = (prefix: string, values: Record<string, string | number>, unit = ''): TokenMap =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      `${prefix}-${k.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`,
      `${v}${unit}`,
    ]),
  );

export const semanticScales: TokenMap = {
  'font-family-body': ref('brand-font-body'),
  'font-family-heading': ref('brand-font-heading'),
  'font-family-mono': ref('brand-font-mono'),
  ...scale('font-size', fontSize),
  ...scale('font-weight', fontWeight),
  ...scale('line-height', lineHeight),
  ...scale('space', space),
  'radius-small': ref('brand-radius-small'),
  'radius-medium': ref('brand-radius-medium'),
  'radius-large': ref('brand-radius-large'),
  'radius-pill': '999px',
  ...scale('shadow', shadow),
  ...scale('breakpoint', breakpoints, 'px'),
  ...scale('z-index', zIndex),
  ...scale('motion', motion),
  'focus-outline': `3px solid ${ref('color-focus')}`,
  'focus-outline-offset': '2px',
};

/**
 * Text/background pairs that must stay readable, checked by contrast.test.ts for every theme.
 * `min` is 4.5 for text, 3 for large text and user-interface parts (WCAG 1.4.3 / 1.4.11).
 */
export const contrastPairs: { foreground: string; background: string; min: 4.5 | 3 }[] = [
  { foreground: 'color-text', background: 'color-background', min: 4.5 },
  { foreground: 'color-text', background: 'color-background-subtle', min: 4.5 },
  { foreground: 'color-text', background: 'color-background-muted', min: 4.5 },
  { foreground: 'color-text-muted', background: 'color-background', min: 4.5 },
  { foreground: 'color-text-muted', background: 'color-background-subtle', min: 4.5 },
  { foreground: 'color-text-muted', background: 'color-background-muted', min: 4.5 },
  { foreground: 'color-text-subtle', background: 'color-background', min: 4.5 },
  { foreground: 'color-text-inverse', background: 'color-background-inverse', min: 4.5 },
  { foreground: 'color-text-link', background: 'color-background', min: 4.5 },
  { foreground: 'color-text-link', background: 'color-background-subtle', min: 4.5 },
  { foreground: 'color-text-link-hover', background: 'color-background', min: 4.5 },
  { foreground: 'color-on-action-primary', background: 'color-action-primary', min: 4.5 },
  { foreground: 'color-on-action-primary', background: 'color-action-primary-hover', min: 4.5 },
  { foreground: 'color-action-secondary', background: 'color-background', min: 4.5 },
  {
    foreground: 'color-action-secondary',
    background: 'color-action-secondary-hover-background',
    min: 4.5,
  },
  { foreground: 'color-on-chrome', background: 'color-chrome', min: 4.5 },
  { foreground: 'color-selected', background: 'color-selected-background', min: 4.5 },
  { foreground: 'color-text', background: 'color-selected-background', min: 4.5 },
  {
    foreground: 'color-feedback-info-text',
    background: 'color-feedback-info-background',
    min: 4.5,
  },
  {
    foreground: 'color-feedback-success-text',
    background: 'color-feedback-success-background',
    min: 4.5,
  },
  {
    foreground: 'color-feedback-warning-text',
    background: 'color-feedback-warning-background',
    min: 4.5,
  },
  {
    foreground: 'color-feedback-error-text',
    background: 'color-feedback-error-background',
    min: 4.5,
  },
  { foreground: 'color-text', background: 'color-feedback-info-background', min: 4.5 },
  { foreground: 'color-text', background: 'color-feedback-success-background', min: 4.5 },
  { foreground: 'color-text', background: 'color-feedback-warning-background', min: 4.5 },
  { foreground: 'color-text', background: 'color-feedback-error-background', min: 4.5 },
  { foreground: 'color-feedback-error-text', background: 'color-background', min: 4.5 },
  { foreground: 'color-border-strong', background: 'color-background', min: 3 },
  { foreground: 'color-focus', background: 'color-background', min: 3 },
  { foreground: 'color-focus-on-chrome', background: 'color-chrome', min: 3 },
  { foreground: 'color-progress', background: 'color-background', min: 3 },
  { foreground: 'color-feedback-info-border', background: 'color-background', min: 3 },
  { foreground: 'color-feedback-warning-border', background: 'color-background', min: 3 },
];
