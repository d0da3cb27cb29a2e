export { VonkProvider } from './VonkProvider.tsx';
export type { VonkProviderProps } from './VonkProvider.tsx';
export { GlobalStyle } from './GlobalStyle.ts';
export { media } from './media.ts';
export { shouldReduceMotion, readMotionEnvironment } from './shouldReduceMotion.ts';
export type { MotionEnvironment } from './shouldReduceMotion.ts';
