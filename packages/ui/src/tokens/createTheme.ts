import type { BrandTokens } from './brand.ts';
import { nachtBrand, vonkBrand } from './brand.ts';
import { componentTokens } from './component.ts';
import { semanticColors, semanticScales } from './semantic.ts';
import type { TokenMap } from './tokenMap.ts';
import { TOKEN_PREFIX, flatten } from './tokenMap.ts';
import { highContrastColors } from './highContrast.ts';

export interface VonkTheme {
  name: string;
  /** All three tiers, flat: brand-*, semantic (color-*, space-*, …) and component tokens. */
  tokens: TokenMap;
}

/** Builds a theme from a brand: only tier 1 differs between brands. */
export function createTheme(brand: BrandTokens, overrides: TokenMap = {}): VonkTheme {
  const { name, ...values } = brand;
  return {
    name,
    tokens: {
      ...flatten('brand', values),
      ...semanticColors,
      ...semanticScales,
      ...componentTokens,
      ...overrides,
    },
  };
}

/** `--vonk-x: value;` lines for a style block. */
export function themeToCss(theme: VonkTheme): string {
  return tokensToCss(theme.tokens);
}

/** `--vonk-x: value;` lines of any token map (a theme, or the high-contrast override). */
export function tokensToCss(tokens: TokenMap): string {
  return Object.entries(tokens)
    .map(([name, value]) => `${TOKEN_PREFIX}${name}: ${value};`)
    .join('\n');
}

/** The same declarations as an inline style object, for scoping a theme to a subtree. */
export function themeToStyle(theme: VonkTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme.tokens).map(([name, value]) => [`${TOKEN_PREFIX}${name}`, value]),
  );
}

export const vonkTheme: VonkTheme = createTheme(vonkBrand);
export const nachtTheme: VonkTheme = createTheme(nachtBrand);

/** A theme as a customer who chose high contrast sees it (issue #30): its colours overridden. */
export function highContrastOf(theme: VonkTheme): VonkTheme {
  return {
    name: `${theme.name} hoog contrast`,
    tokens: { ...theme.tokens, ...highContrastColors },
  };
}
