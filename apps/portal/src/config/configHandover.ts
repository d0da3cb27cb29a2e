// The config across the identity provider's round trip (ADR 085): the page that sends the
// customer to the IdP leaves its checked config in the tab's session storage, and the page the
// IdP sends back to (/auth-callback, a new document a few seconds later) takes it instead of
// fetching config.json a second time. Once, only there, and only while young; every other page
// load fetches config.json as before, so a changed config is seen at the next load.

/** Also read by the early script (src/warmLanding.ts), which then does not fetch config.json. */
export const CONFIG_HANDOVER_KEY = 'vonk.configHandover';

/** A login takes seconds; an older handover (an abandoned login) is not used. */
export const HANDOVER_MAX_AGE_MS = 10 * 60_000;

/** Leaves `config` for the page the IdP sends back to. Storage errors: that page fetches. */
export function handOverConfig(
  config: unknown,
  storage: Storage = sessionStorage,
  now = Date.now(),
) {
  try {
    storage.setItem(CONFIG_HANDOVER_KEY, JSON.stringify({ at: now, config }));
  } catch {
    // Full or unavailable storage: nothing handed over.
  }
}

/**
 * Removes the handover and returns its config when it is young enough, else undefined. The caller
 * checks it again (parseRuntimeConfig): a handover is only a shortcut past the fetch.
 */
export function takeHandedOverConfig(storage: Storage = sessionStorage, now = Date.now()): unknown {
  try {
    const text = storage.getItem(CONFIG_HANDOVER_KEY);
    storage.removeItem(CONFIG_HANDOVER_KEY);
    if (!text) return undefined;
    const { at, config } = JSON.parse(text) as { at?: unknown; config?: unknown };
    const age = typeof at === 'number' ? now - at : Number.NaN;
    return age >= 0 && age <= HANDOVER_MAX_AGE_MS ? config : undefined;
  } catch {
    return undefined;
  }
}
