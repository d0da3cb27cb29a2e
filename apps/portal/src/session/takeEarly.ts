import type {
  EarlyConfigGlobal,
  EarlyPreferencesGlobal,
  EarlyReadsGlobal,
  EarlySignInGlobal,
} from '../warmLanding.ts';

/** What the early script (src/warmLanding.ts) leaves on the page for the app. */
export type EarlyGlobals = EarlyConfigGlobal &
  EarlyReadsGlobal &
  EarlySignInGlobal &
  EarlyPreferencesGlobal;

/**
 * Takes one thing the early script left on the page (the config.json answer, ADR 085; the
 * landing reads, ADR 090; the callback's code redemption, ADR 107), once: it is gone from the
 * page after, so nothing else can take it a second time.
 */
export function takeEarly<K extends keyof EarlyGlobals>(
  key: K,
  page: EarlyGlobals = globalThis as EarlyGlobals,
): EarlyGlobals[K] {
  const value = page[key];
  delete page[key];
  return value;
}
