import { readMotionEnvironment, shouldReduceMotion } from './shouldReduceMotion.ts';

/** Text size in per cent of the browser's own (issue #30): every rem follows the root. */
export type TextSizePercent = 100 | 125 | 150;

/** How a person wants the screen and print (issue #30); the app decides where it comes from. */
export interface DisplaySettings {
  textSize: TextSizePercent;
  reducedMotion: boolean;
  highContrast: boolean;
  /** Printed pages in large print (18 pt). */
  largePrint: boolean;
}

export const STANDARD_DISPLAY: DisplaySettings = {
  textSize: 100,
  reducedMotion: false,
  highContrast: false,
  largePrint: false,
};

/**
 * The attributes on :root that the tokens respond to (GlobalStyle): `data-vonk-text-size`,
 * `data-vonk-contrast`, `data-vonk-print` and the person's motion choice `data-vonk-motion`.
 * `data-vonk-reduced-motion` is the result: their choice or what the device asks (spec §4).
 */
export function applyDisplaySettings(
  settings: DisplaySettings,
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.vonkTextSize = String(settings.textSize);
  root.dataset.vonkContrast = settings.highContrast ? 'high' : 'standard';
  root.dataset.vonkPrint = settings.largePrint ? 'large' : 'standard';
  root.dataset.vonkMotion = settings.reducedMotion ? 'reduce' : 'standard';
  root.dataset.vonkReducedMotion = String(reducedMotionOn(root));
}

/** The person chose less motion on this root, or the device asks for it (spec §4, WCAG 2.3.3). */
export function reducedMotionOn(root: HTMLElement = document.documentElement): boolean {
  return root.dataset.vonkMotion === 'reduce' || shouldReduceMotion(readMotionEnvironment());
}
