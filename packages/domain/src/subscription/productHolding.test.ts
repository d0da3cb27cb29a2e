import { describe, expect, it } from 'vitest';
import { productHolding } from './productHolding.ts';

describe('productHolding (issue #26)', () => {
  it.each([
    ['Active', 3, 'current'],
    ['Ceased', 1, 'current'],
    ['InitialOrderInProgress', 1, 'current'],
    ['Ceased', 0, 'ceased'],
    ['Active', 0, 'none'],
    ['InitialOrderInProgress', 0, 'none'],
    ['None', 0, 'none'],
    [undefined, 0, 'none'],
    [undefined, 2, 'current'],
  ] as const)('status %s with %i products → %s', (status, count, holding) => {
    expect(productHolding(status, count)).toBe(holding);
  });
});
