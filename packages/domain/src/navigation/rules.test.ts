import { describe, expect, it } from 'vitest';
import { navVisibility, withNavOff } from './rules.ts';

describe('navVisibility (spec §2.3)', () => {
  it.each([
    ['?nav=off', null, { hideNav: true, clearStored: false }],
    ['nav=on', null, { hideNav: false, clearStored: false }],
    ['', '1', { hideNav: true, clearStored: true }],
    ['', '0', { hideNav: false, clearStored: false }],
    ['', null, { hideNav: false, clearStored: false }],
    [new URLSearchParams('nav=off'), '1', { hideNav: true, clearStored: true }],
  ])('%s with stored %s', (query, stored, expected) => {
    expect(navVisibility(query, stored)).toEqual(expected);
  });
});

describe('withNavOff (spec §2.3: after login the target opens with nav=off)', () => {
  it.each([
    ['/rekeningen', '1', '/rekeningen?nav=off'],
    ['/rekeningen?jaar=2025', '1', '/rekeningen?jaar=2025&nav=off'],
    ['/rekeningen', null, '/rekeningen'],
  ])('%s, stored %s → %s', (path, stored, expected) => {
    expect(withNavOff(path, stored)).toBe(expected);
  });
});
