import { describe, expect, it } from 'vitest';
import { routePaths } from '../navigation/routePaths.ts';
import { classifyError } from './classifyError.ts';
import { isBrowserNoise } from './isBrowserNoise.ts';

describe('browser noise never sends anyone to /error (issue #16)', () => {
  it.each([
    'ResizeObserver loop completed with undelivered notifications.',
    'ResizeObserver loop limit exceeded',
    'Script error.',
    'Script error',
    new Error('ResizeObserver loop completed with undelivered notifications.'),
  ])('%s is noise: ignored, not logged, even in production', (error) => {
    expect(isBrowserNoise(error)).toBe(true);
    expect(classifyError(error, { production: true })).toEqual({ kind: 'ignore' });
  });

  it.each([
    'TypeError: x is undefined',
    new Error('Script error in the invoice list'),
    new Error('observer loop'),
    undefined,
    42,
  ])('%s is a real error: logged, and /error in production', (error) => {
    expect(isBrowserNoise(error)).toBe(false);
    expect(classifyError(error, { production: true })).toMatchObject({
      kind: 'failed',
      navigate: routePaths.error.href(),
    });
  });
});
