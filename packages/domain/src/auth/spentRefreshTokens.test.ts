import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { spentRefreshTokens } from './spentRefreshTokens.ts';
import { tokenFingerprint } from './tokenFingerprint.ts';

const KEY = 'localhost:5173vonk-auth.spent';

describe('spentRefreshTokens', () => {
  it('remembers fingerprints for 24 hours, at most 50', () => {
    const storage = memoryStorage();
    let now = 0;
    const spent = spentRefreshTokens(storage, KEY, () => now);
    spent.add('a');
    expect(spent.has('a')).toBe(true);
    expect(spent.has('b')).toBe(false);
    now = 24 * 3600 * 1000 - 1;
    expect(spent.has('a')).toBe(true);
    now += 1;
    expect(spent.has('a')).toBe(false);
    for (let i = 0; i < 60; i += 1) spent.add(`f${i}`);
    expect(JSON.parse(storage.getItem(KEY) ?? '[]')).toHaveLength(50);
    expect(spent.has('f9')).toBe(false);
    expect(spent.has('f59')).toBe(true);
  });

  it.each(['not json', '{"a":1}'])('treats a damaged list (%s) as empty', (value) => {
    const storage = memoryStorage([[KEY, value]]);
    expect(spentRefreshTokens(storage, KEY, () => 0).has('a')).toBe(false);
  });

  it('fingerprints are stable, 14 hex digits, and differ per token', () => {
    expect(tokenFingerprint('rt-1')).toBe(tokenFingerprint('rt-1'));
    expect(tokenFingerprint('rt-1')).toMatch(/^[0-9a-f]{14}$/);
    expect(tokenFingerprint('rt-1')).not.toBe(tokenFingerprint('rt-2'));
  });
});
