import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { highContrastOf, nachtTheme, vonkTheme } from './createTheme.ts';
import { HIGH_CONTRAST_MIN, highContrastColors } from './highContrast.ts';
import { contrastPairs } from './semantic.ts';
import { resolveToken } from './tokenMap.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each([vonkTheme, nachtTheme, highContrastOf(vonkTheme), highContrastOf(nachtTheme)])(
  'theme $name',
  (theme) => {
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
  },
);

// Issue #30: the high-contrast set promises more than AA, for every brand it is laid over.
describe.each([vonkTheme, nachtTheme].map(highContrastOf))('$name', (theme) => {
  it.each(contrastPairs)(
    '$foreground on $background reaches 7:1 for text, 4.5:1 for parts',
    ({ foreground, background, min }) => {
      const ratio = contrastRatio(
        resolveToken(theme.tokens, foreground),
        resolveToken(theme.tokens, background),
      );
      const wanted = min === 4.5 ? HIGH_CONTRAST_MIN.text : HIGH_CONTRAST_MIN.parts;
      expect(
        ratio,
        `${foreground} on ${background} = ${ratio.toFixed(2)}:1`,
      ).toBeGreaterThanOrEqual(wanted);
    },
  );

  it('replaces every text, line and action colour of the brand', () => {
    for (const name of [
      'neutral-900',
      'neutral-700',
      'neutral-600',
      'neutral-300',
      'primary-strong',
    ])
      expect(highContrastColors[`brand-color-${name}`]).toMatch(/^#[0-3][0-9a-f]{5}$/);
  });
});
