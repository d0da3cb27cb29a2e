import { describe, expect, it } from 'vitest';
import { isPathSegment, pathSegment } from './pathSegment.ts';

describe('pathSegment (issue #27)', () => {
  it.each([
    ['RET-2026-0117', 'RET-2026-0117'],
    ['a/b', 'a%2Fb'],
    ['a?b#c', 'a%3Fb%23c'],
    ['...', '...'],
    ['a..', 'a..'],
    // Percent signs are encoded, so `%2e%2e` stays a name, never a dot segment.
    ['%2e%2e', '%252e%252e'],
  ])('%j → %j', (value, segment) => {
    expect(pathSegment(value)).toBe(segment);
  });

  it.each(['', '.', '..'])('refuses %j, which fetch resolves to another path', (value) => {
    expect(isPathSegment(value)).toBe(false);
    expect(() => pathSegment(value)).toThrow('Not a path segment');
  });

  it('a segment stays under its prefix', () => {
    const url = new URL(`/api/shippinglabel/${pathSegment('%2e%2e')}`, 'http://x');
    expect(url.pathname).toBe('/api/shippinglabel/%252e%252e');
  });
});
