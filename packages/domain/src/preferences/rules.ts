import type { DisplayPreferences, TextSize } from './schema.ts';

/** The choices of the text size, smallest first (issue #30). */
export const TEXT_SIZES: readonly TextSize[] = [100, 125, 150];

/** A customer who never chose: the portal as it is. */
export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  textSize: 100,
  reducedMotion: false,
  highContrast: false,
  largePrintInvoices: false,
};

/**
 * localStorage key of this device's copy of the last applied preferences (ADR 142), per host like
 * the session keys (spec §9). Only the four display values: no customer id, nothing else.
 */
export const displayPreferencesKey = (host: string): string => `${host}displayPreferences`;

const FLAGS = ['reducedMotion', 'highContrast', 'largePrintInvoices'] as const;

/**
 * The remembered preferences, or null for none or anything that is not exactly the four values
 * (an old or tampered entry is ignored, never half applied). The API stays the truth: this only
 * spares a cold load the flash before the boot read answers.
 */
export function parseRememberedPreferences(text: string | null): DisplayPreferences | null {
  try {
    const value = JSON.parse(text ?? '') as Record<string, unknown> | null;
    const valid =
      Object.keys(value ?? {}).length === 4 &&
      TEXT_SIZES.includes(value?.textSize as TextSize) &&
      FLAGS.every((flag) => typeof value?.[flag] === 'boolean');
    return valid ? (value as DisplayPreferences) : null;
  } catch {
    return null;
  }
}

/** What is kept on the device: exactly the four values, in a fixed order. */
export function rememberedPreferencesText(preferences: DisplayPreferences): string {
  const { textSize, reducedMotion, highContrast, largePrintInvoices } = preferences;
  return JSON.stringify({ textSize, reducedMotion, highContrast, largePrintInvoices });
}

/** Whether anything differs from the portal as it is (the /mijn-gegevens summary). */
export const hasDisplayPreferences = (preferences: DisplayPreferences): boolean =>
  rememberedPreferencesText(preferences) !== rememberedPreferencesText(DEFAULT_DISPLAY_PREFERENCES);
