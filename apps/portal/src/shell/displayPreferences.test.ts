import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_PREFERENCES, displayPreferencesKey } from '@vonk/domain';
import type { ApiClient, DisplayPreferences } from '@vonk/domain';
import {
  applyBootDisplayPreferences,
  applyDisplayPreferences,
  applyRememberedDisplayPreferences,
} from './displayPreferences.ts';
import { preloadBudget } from './preloadBudget.ts';

const HOST = 'mijn.vonk.nl';
const LARGE: DisplayPreferences = {
  textSize: 150,
  reducedMotion: false,
  highContrast: true,
  largePrintInvoices: true,
};

function device(entries: Record<string, string> = {}) {
  const store = new Map(Object.entries(entries));
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  } as Storage;
  return { storage, host: HOST, root: document.createElement('div'), store };
}

const clientAnswering = (answer: () => Promise<unknown>) =>
  ({ getJson: answer }) as unknown as ApiClient;

describe('display preferences on :root (issue #30, ADR 142)', () => {
  it('applies them and keeps a copy on this device', () => {
    const here = device();
    applyDisplayPreferences(LARGE, here);
    expect(here.root.dataset).toMatchObject({
      vonkTextSize: '150',
      vonkContrast: 'high',
      vonkPrint: 'large',
      vonkMotion: 'standard',
    });
    expect(JSON.parse(here.store.get(displayPreferencesKey(HOST))!)).toEqual(LARGE);
  });

  it('a cold load starts from the copy; without one, or an unreadable one, nothing changes', () => {
    const kept = device({ [displayPreferencesKey(HOST)]: JSON.stringify(LARGE) });
    applyRememberedDisplayPreferences(kept);
    expect(kept.root.dataset.vonkTextSize).toBe('150');
    for (const entries of [{}, { [displayPreferencesKey(HOST)]: '{nee' }]) {
      const none = device(entries);
      applyRememberedDisplayPreferences(none);
      expect(none.root.dataset.vonkTextSize).toBeUndefined();
    }
  });

  it("boot takes the copy the early script read, without touching this device's storage", () => {
    const untouched = device();
    untouched.storage.getItem = () => {
      throw new Error('storage read on the way to paint');
    };
    applyRememberedDisplayPreferences(untouched, JSON.stringify(LARGE));
    expect(untouched.root.dataset.vonkTextSize).toBe('150');
    const none = device({ [displayPreferencesKey(HOST)]: JSON.stringify(LARGE) });
    applyRememberedDisplayPreferences(none, null);
    expect(none.root.dataset.vonkTextSize).toBeUndefined();
  });

  it('the boot read applies what the API says, over the copy (the API is the truth)', async () => {
    const here = device({ [displayPreferencesKey(HOST)]: JSON.stringify(LARGE) });
    applyRememberedDisplayPreferences(here);
    const client = clientAnswering(async () => DEFAULT_DISPLAY_PREFERENCES);
    await applyBootDisplayPreferences(client, preloadBudget(1000), { agent: false }, here);
    expect(here.root.dataset.vonkTextSize).toBe('100');
    expect(here.root.dataset.vonkContrast).toBe('standard');
    expect(JSON.parse(here.store.get(displayPreferencesKey(HOST))!)).toEqual(
      DEFAULT_DISPLAY_PREFERENCES,
    );
  });

  it('a failing read leaves the display as it is; an agent gets none applied', async () => {
    const failed = device();
    const failing = clientAnswering(async () => Promise.reject(new Error('503')));
    await applyBootDisplayPreferences(failing, preloadBudget(1000), { agent: false }, failed);
    expect(failed.root.dataset.vonkTextSize).toBeUndefined();
    const agent = device();
    await applyBootDisplayPreferences(
      clientAnswering(async () => LARGE),
      preloadBudget(1000),
      {
        agent: true,
      },
      agent,
    );
    expect(agent.root.dataset.vonkTextSize).toBeUndefined();
    expect(agent.store.size).toBe(0);
  });

  it('a late answer does not hold the shell past the budget, and still applies', async () => {
    const here = device();
    let answer!: (value: DisplayPreferences) => void;
    const client = clientAnswering(() => new Promise((resolve) => (answer = resolve)));
    await applyBootDisplayPreferences(client, preloadBudget(5), { agent: false }, here);
    expect(here.root.dataset.vonkTextSize).toBeUndefined();
    answer(LARGE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(here.root.dataset.vonkTextSize).toBe('150');
  });
});
