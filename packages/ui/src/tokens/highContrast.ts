// High contrast (issue #30): the semantic colour tier again, brand-independent, for customers who
// chose it. Written on :root[data-vonk-contrast='high'] over the theme (GlobalStyle); every
// component reads the same semantic names, so none has high-contrast code of its own.
// contrast.test.ts holds it to WCAG 1.4.6 (7:1 for text) and 1.4.11 at 4.5:1 for parts.
import type { TokenMap } from './tokenMap.ts';

export const highContrastColors: TokenMap = {
  'color-text': '#000000',
  'color-text-muted': '#1a1a1a',
  'color-text-subtle': '#262626',
  'color-text-inverse': '#ffffff',
  'color-text-link': '#00207a',
  'color-text-link-hover': '#000000',
  'color-background': '#ffffff',
  'color-background-subtle': '#ffffff',
  'color-background-muted': '#f0f0f0',
  'color-background-inverse': '#000000',
  'color-surface': '#ffffff',
  'color-border': '#000000',
  'color-border-strong': '#000000',
  'color-action-primary': '#000000',
  'color-action-primary-hover': '#00207a',
  'color-on-action-primary': '#ffffff',
  'color-action-secondary': '#000000',
  'color-action-secondary-hover-background': '#f0f0f0',
  'color-chrome': '#000000',
  'color-on-chrome': '#ffffff',
  'color-focus': '#000000',
  'color-focus-on-chrome': '#ffffff',
  'color-progress': '#000000',
  'color-selected': '#000000',
  'color-selected-background': '#ffe14d',
  'color-feedback-info-text': '#00207a',
  'color-feedback-info-background': '#ffffff',
  'color-feedback-info-border': '#00207a',
  'color-feedback-success-text': '#00401a',
  'color-feedback-success-background': '#ffffff',
  'color-feedback-success-border': '#00401a',
  'color-feedback-warning-text': '#4a2800',
  'color-feedback-warning-background': '#ffffff',
  'color-feedback-warning-border': '#4a2800',
  'color-feedback-error-text': '#7a0000',
  'color-feedback-error-background': '#ffffff',
  'color-feedback-error-border': '#7a0000',
};

/** WCAG 1.4.6 (AAA) for text, and text-strength contrast for parts: what high contrast promises. */
export const HIGH_CONTRAST_MIN = { text: 7, parts: 4.5 } as const;
