import { describe, expect, it } from 'vitest';
import {
  CONFIG_HANDOVER_KEY,
  HANDOVER_MAX_AGE_MS,
  handOverConfig,
  takeHandedOverConfig,
} from './configHandover.ts';

const config = { authority: 'http://localhost:4001', clientId: 'mijn-vonk-portal' };

describe('config handover across the IdP round trip (ADR 085)', () => {
  it('gives the handed-over config once', () => {
    const storage = window.sessionStorage;
    storage.clear();
    handOverConfig(config, storage, 1_000);
    expect(takeHandedOverConfig(storage, 2_000)).toEqual(config);
    expect(storage.getItem(CONFIG_HANDOVER_KEY)).toBeNull();
    expect(takeHandedOverConfig(storage, 2_000)).toBeUndefined();
  });

  it('gives nothing for an old handover (an abandoned login), and removes it', () => {
    const storage = window.sessionStorage;
    handOverConfig(config, storage, 0);
    expect(takeHandedOverConfig(storage, HANDOVER_MAX_AGE_MS + 1)).toBeUndefined();
    expect(storage.getItem(CONFIG_HANDOVER_KEY)).toBeNull();
  });

  it('gives nothing for an unreadable handover or one from the future', () => {
    const storage = window.sessionStorage;
    storage.setItem(CONFIG_HANDOVER_KEY, '{');
    expect(takeHandedOverConfig(storage, 0)).toBeUndefined();
    handOverConfig(config, storage, 5_000);
    expect(takeHandedOverConfig(storage, 0)).toBeUndefined();
  });
});
