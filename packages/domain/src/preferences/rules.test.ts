import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  displayPreferencesKey,
  hasDisplayPreferences,
  parseRememberedPreferences,
  rememberedPreferencesText,
} from './rules.ts';
import type { DisplayPreferences } from './schema.ts';

const LARGE: DisplayPreferences = {
  textSize: 150,
  reducedMotion: false,
  highContrast: true,
  largePrintInvoices: true,
};

describe('the device copy of the display preferences (ADR 142)', () => {
  it('keys it per host, like the session keys (spec §9)', () => {
    expect(displayPreferencesKey('mijn.vonk.nl')).toBe('mijn.vonk.nldisplayPreferences');
  });

  it.each([
    ['the defaults', DEFAULT_DISPLAY_PREFERENCES],
    ['150 % and high contrast', LARGE],
    [
      '125 % and reduced motion',
      { ...DEFAULT_DISPLAY_PREFERENCES, textSize: 125, reducedMotion: true },
    ],
  ] as const)('reads back what it wrote: %s', (_label, preferences) => {
    expect(parseRememberedPreferences(rememberedPreferencesText(preferences))).toEqual(preferences);
  });

  it.each([
    ['nothing', null],
    ['an empty text', ''],
    ['not JSON', '{nee'],
    ['null', 'null'],
    ['a number', '150'],
    ['a text size not offered', JSON.stringify({ ...LARGE, textSize: 200 })],
    ['a text size as text', JSON.stringify({ ...LARGE, textSize: '150' })],
    ['a flag as text', JSON.stringify({ ...LARGE, highContrast: 'true' })],
    ['a flag missing', JSON.stringify({ textSize: 150, reducedMotion: false, highContrast: true })],
    ['anything more', JSON.stringify({ ...LARGE, customerId: '10000001' })],
  ])('ignores %s', (_label, text) => {
    expect(parseRememberedPreferences(text)).toBeNull();
  });

  it('keeps only the four values, whatever else the object holds', () => {
    const extra = { ...LARGE, customerId: '10000001' } as DisplayPreferences;
    expect(JSON.parse(rememberedPreferencesText(extra))).toEqual(LARGE);
  });
});

describe('hasDisplayPreferences', () => {
  it.each([
    [DEFAULT_DISPLAY_PREFERENCES, false],
    [{ ...DEFAULT_DISPLAY_PREFERENCES, textSize: 125 }, true],
    [{ ...DEFAULT_DISPLAY_PREFERENCES, reducedMotion: true }, true],
    [{ ...DEFAULT_DISPLAY_PREFERENCES, highContrast: true }, true],
    [{ ...DEFAULT_DISPLAY_PREFERENCES, largePrintInvoices: true }, true],
  ] as const)('%o → %s', (preferences, expected) => {
    expect(hasDisplayPreferences(preferences)).toBe(expected);
  });
});
