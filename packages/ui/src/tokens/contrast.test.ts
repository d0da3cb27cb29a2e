import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { nachtTheme, vonkTheme } from './createTheme.ts';
import { contrastPairs } from './semantic.ts';
import { resolveToken } from './tokenMap.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each([vonkTheme, nachtTheme])('theme $name', (theme) => {
  it.each(contrastPairs)(
    '$foreground on $background reaches $min:1',
    ({ foreground, background, min }) => {
      const ratio = contrastRatio(
        resolveToken(theme.tokens, foreground),
        resolveToken(theme.tokens, background),
      );
      expect(
        ratio,
        `${foreground} on ${background} = ${ratio.toFixed(2)}:1`,
      ).toBeGreaterThanOrEqual(min);
    },
  );

  it('resolves every token to a value', () => {
    for (const name of Object.keys(theme.tokens))
      expect(resolveToken(theme.tokens, name)).not.toBe('');
  });
});
