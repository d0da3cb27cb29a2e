export { VonkProvider } from './VonkProvider.tsx';
export type { VonkProviderProps } from './VonkProvider.tsx';
export { GlobalStyle } from './GlobalStyle.ts';
export { media } from './media.ts';
export { shouldReduceMotion, readMotionEnvironment } from './shouldReduceMotion.ts';
export { STANDARD_DISPLAY, applyDisplaySettings, reducedMotionOn } from './displaySettings.ts';
export type { DisplaySettings, TextSizePercent } from './displaySettings.ts';
export type { MotionEnvironment } from './shouldReduceMotion.ts';
