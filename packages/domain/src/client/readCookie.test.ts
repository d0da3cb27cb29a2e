import { describe, expect, it } from 'vitest';
import { readCookie } from './readCookie.ts';

describe('readCookie', () => {
  it.each([
    ['XSRF-TOKEN=abc', 'abc'],
    ['a=1; XSRF-TOKEN=a%3Db=c; b=2', 'a=b=c'],
    ['a=1', null],
    ['', null],
  ])('%s → %s', (cookies, expected) => {
    expect(readCookie(cookies, 'XSRF-TOKEN')).toBe(expected);
  });
});
