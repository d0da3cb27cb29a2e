import { describe, expect, it } from 'vitest';
import { safeTargetPath } from './safeTargetPath.ts';

describe('safeTargetPath (spec §2.6)', () => {
  it.each([
    [undefined, '/'],
    [null, '/'],
    ['', '/'],
    ['/rekeningen?jaar=2025', '/rekeningen?jaar=2025'],
    ['/auth-callback', '/'],
    ['/agentlogin/123', '/'],
    ['/x?next=/auth-callback', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['dashboard', '/'],
  ])('%s → %s', (path, expected) => {
    expect(safeTargetPath(path)).toBe(expected);
  });
});
