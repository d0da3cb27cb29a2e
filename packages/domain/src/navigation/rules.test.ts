import { describe, expect, it } from 'vitest';
import { navVisibility, withNavOff } from './rules.ts';
import { routePaths } from './routePaths.ts';

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
    [routePaths.invoices.href(), '1', `${routePaths.invoices.href()}?nav=off`],
    [
      `${routePaths.invoices.href()}?jaar=2025`,
      '1',
      `${routePaths.invoices.href()}?jaar=2025&nav=off`,
    ],
    [routePaths.invoices.href(), null, routePaths.invoices.href()],
  ])('%s, stored %s → %s', (path, stored, expected) => {
    expect(withNavOff(path, stored)).toBe(expected);
  });
});
