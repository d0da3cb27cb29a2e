import { describe, expect, it } from 'vitest';
import type { EarlyReads } from '../warmLanding.ts';
import { takeEarly } from './takeEarly.ts';

describe('takeEarly', () => {
  it('hands over what the early script left, once', () => {
    const reads: EarlyReads = { token: 'jan', at: 0, answers: new Map() };
    const page = { vonkEarlyReads: reads };
    expect(takeEarly('vonkEarlyReads', page)).toBe(reads);
    expect(takeEarly('vonkEarlyReads', page)).toBeUndefined();
    expect(page).not.toHaveProperty('vonkEarlyReads');
  });

  it('is undefined when the early script left nothing (a story, a unit test, the dev server)', () => {
    expect(takeEarly('vonkEarlySignIn', {})).toBeUndefined();
  });
});
