import { describe, expect, it } from 'vitest';
import { InMemoryWebStorage } from 'oidc-client-ts';
import { endedSessionKey, recordEndedSession, takeEndedSession } from './endedSession.ts';

const HOST = 'portal.test';

describe('ended session record (ADR 056)', () => {
  it('is read once, under a host-prefixed key', () => {
    const storage = new InMemoryWebStorage();
    recordEndedSession(storage, HOST, { reason: 'idle', agent: false });
    expect(storage.getItem(endedSessionKey(HOST))).not.toBeNull();
    expect(takeEndedSession(storage, HOST)).toEqual({ reason: 'idle', agent: false });
    expect(takeEndedSession(storage, HOST)).toBeNull();
  });

  it.each(['not json', '{"reason":"other"}', '{}'])('ignores a tampered value %s', (text) => {
    const storage = new InMemoryWebStorage();
    storage.setItem(endedSessionKey(HOST), text);
    expect(takeEndedSession(storage, HOST)).toBeNull();
    expect(storage.length).toBe(0);
  });
});
