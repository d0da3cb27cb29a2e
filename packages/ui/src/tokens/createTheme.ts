import type { BrandTokens } from './brand.ts';
import { nachtBrand, vonkBrand } from './brand.ts';
import { componentTokens } from './component.ts';
import { semanticColors, semanticScales } from './semantic.ts';
import type { TokenMap } from './tokenMap.ts';
import { TOKEN_PREFIX, flatten } from './tokenMap.ts';

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
  return Object.entries(theme.tokens)
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
