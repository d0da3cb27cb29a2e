import { describe, expect, it } from 'vitest';
import { safeTargetPath } from './safeTargetPath.ts';
import { routePaths } from '../navigation/routePaths.ts';

describe('safeTargetPath (spec §2.6)', () => {
  it.each([
    [undefined, '/'],
    [null, '/'],
    ['', '/'],
    [`${routePaths.invoices.href()}?jaar=2025`, `${routePaths.invoices.href()}?jaar=2025`],
    [routePaths.authCallback.href(), '/'],
    [routePaths.agentLogin.href({ id: '123' }), '/'],
    ['/x?next=/auth-callback', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['dashboard', '/'],
  ])('%s → %s', (path, expected) => {
    expect(safeTargetPath(path)).toBe(expected);
  });
});
