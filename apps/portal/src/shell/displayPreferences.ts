import {
  displayPreferencesKey,
  parseRememberedPreferences,
  preload,
  reads,
  rememberedPreferencesText,
} from '@vonk/domain';
import type { ApiClient, DisplayPreferences } from '@vonk/domain';
import { applyDisplaySettings } from '@vonk/ui';
import type { DisplaySettings } from '@vonk/ui';
import type { PreloadBudget } from './preloadBudget.ts';
import { takeEarly } from '../session/takeEarly.ts';

/** The customer's preferences (the API's words) as the design system's settings. */
export const displaySettingsOf = (preferences: DisplayPreferences): DisplaySettings => ({
  textSize: preferences.textSize,
  reducedMotion: preferences.reducedMotion,
  highContrast: preferences.highContrast,
  largePrint: preferences.largePrintInvoices,
});

interface Device {
  storage: Storage;
  host: string;
  root?: HTMLElement;
}

const thisDevice = (): Device => ({ storage: localStorage, host: location.host });

/**
 * Applies the preferences on :root (every token responds, issue #30) and keeps a copy on this
 * device for the next cold load (ADR 142). A storage that refuses (private mode, full) only
 * costs that copy.
 */
export function applyDisplayPreferences(
  preferences: DisplayPreferences,
  { storage, host, root }: Device = thisDevice(),
): void {
  applyDisplaySettings(displaySettingsOf(preferences), root);
  try {
    storage.setItem(displayPreferencesKey(host), rememberedPreferencesText(preferences));
  } catch {
    // Not remembered: the shell's boot read applies them again next time.
  }
}

/**
 * A cold load, before anything paints (boot): the copy this device kept from the last login, so a
 * signed-in customer's spinner and shell do not flash at the standard size. The API stays the
 * truth: the shell's boot read applies what it says before the shell paints. The early script
 * (src/warmLanding.ts) has read the copy already: then boot does not touch storage at all.
 */
export function applyRememberedDisplayPreferences(
  device?: Device,
  early: string | null | undefined = takeEarly('vonkEarlyPreferences'),
): void {
  try {
    const here = early === undefined ? (device ?? thisDevice()) : undefined;
    const text = here ? here.storage.getItem(displayPreferencesKey(here.host)) : early;
    const remembered = parseRememberedPreferences(text ?? null);
    if (remembered) applyDisplaySettings(displaySettingsOf(remembered), device?.root);
  } catch {
    // No storage: the standard display until the boot read answers.
  }
}

/**
 * The shell's boot read of the preferences (issue #30), awaited within the navigation's preload
 * budget so the shell paints with them; an answer after the budget still applies when it comes.
 * A failure leaves the display as it is (the copy, or the standard). An agent works in their own
 * display: the customer's preferences are theirs to see, not applied to the agent's screen.
 */
export async function applyBootDisplayPreferences(
  client: ApiClient,
  budget: Pick<PreloadBudget, 'within'>,
  { agent }: { agent: boolean },
  device?: Device,
): Promise<void> {
  if (agent) return;
  // Shared with the §2.5 round's request for the same URL: no second GET.
  const answer = preload(client, reads.displayPreferences).then(
    (preferences) => applyDisplayPreferences(preferences, device),
    () => undefined,
  );
  await budget.within(answer);
}
