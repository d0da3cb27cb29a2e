// High contrast (issue #30): the brand's text, line and action colours replaced, the same for every
// brand (its light backgrounds stay), for customers who chose it. Written on :root[data-vonk-contrast='high'] over the theme (GlobalStyle); the semantic
// and component tiers point at these, so no component has high-contrast code of its own.
// contrast.test.ts holds every semantic pair to WCAG 1.4.6 (7:1 for text) and 4.5:1 for parts.
import type { TokenMap } from './tokenMap.ts';
import { flatten } from './tokenMap.ts';

const black = '#000000';
const ink = '#00207a';

export const highContrastColors: TokenMap = flatten('brand-color', {
  // Links, buttons, focus, the selected item and progress: black; the chrome a deep blue.
  primary: black,
  primaryStrong: black,
  primarySubtle: '#ffe14d',
  accent: ink,
  neutral300: black,
  neutral600: '#1a1a1a',
  neutral700: '#1a1a1a',
  neutral900: black,
  info: ink,
  success: '#00401a',
  warning: '#4a2800',
  error: '#7a0000',
});

/** WCAG 1.4.6 (AAA) for text, and text-strength contrast for parts: what high contrast promises. */
export const HIGH_CONTRAST_MIN = { text: 7, parts: 4.5 } as const;
