import { describe, expect, it } from 'vitest';
import { shouldReduceMotion } from './shouldReduceMotion.ts';

const iphone = (v: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36';

describe('shouldReduceMotion', () => {
  it.each([
    ['desktop Chrome', chrome, true, false, false],
    ['desktop, prefers reduced motion', chrome, true, true, true],
    ['desktop without Web Animations', chrome, false, false, true],
    ['iPhone OS 7_1', iphone('7_1'), true, false, false],
    ['iPhone OS 8_0', iphone('8_0'), true, false, true],
    ['iPhone OS 10_3_1', iphone('10_3_1'), true, false, true],
    ['iPhone OS 13_7', iphone('13_7'), true, false, true],
    ['iPhone OS 14_0', iphone('14_0'), true, false, false],
    ['iPhone OS 17_5', iphone('17_5'), true, false, false],
    ['iPhone OS 17_5, prefers reduced motion', iphone('17_5'), true, true, true],
  ])('%s → %s', (_label, userAgent, hasWebAnimations, prefersReducedMotion, expected) => {
    expect(shouldReduceMotion({ userAgent, hasWebAnimations, prefersReducedMotion })).toBe(
      expected,
    );
  });
});
