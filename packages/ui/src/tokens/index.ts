export type { BrandTokens } from './brand.ts';
export { vonkBrand, nachtBrand } from './brand.ts';
export { breakpoints, space, zIndex, motion } from './foundations.ts';
export type { Breakpoint, SpaceToken } from './foundations.ts';
export type { TokenMap } from './tokenMap.ts';
export { ref, resolveToken } from './tokenMap.ts';
export type { VonkTheme } from './createTheme.ts';
export {
  createTheme,
  highContrastOf,
  themeToCss,
  themeToStyle,
  tokensToCss,
  vonkTheme,
  nachtTheme,
} from './createTheme.ts';
export { HIGH_CONTRAST_MIN, highContrastColors } from './highContrast.ts';
export { contrastPairs } from './semantic.ts';
export { contrastRatio } from './contrast.ts';
