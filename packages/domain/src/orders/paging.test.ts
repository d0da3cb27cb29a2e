import { describe, expect, it } from 'vitest';
import { completedOrdersPage } from './paging.ts';

describe('completedOrdersPage (?pagina=, spec §9 pages of 10)', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['twee', 1],
    ['99999', 1],
  ])('%j → %i', (value, page) => {
    expect(completedOrdersPage(value)).toBe(page);
  });
});
