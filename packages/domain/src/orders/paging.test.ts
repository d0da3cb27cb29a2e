import { describe, expect, it } from 'vitest';
import { completedOrdersPage, lastOrdersPage, shownOrdersPage } from './paging.ts';

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

describe('lastOrdersPage (spec §9 pages of 10)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
  ])('%i orders → last page %i', (total, last) => {
    expect(lastOrdersPage(total)).toBe(last);
  });
});

describe('shownOrdersPage (ADR 119: past the last page shows the last page)', () => {
  it.each([
    // requested, total orders → page shown
    [1, 11, 1],
    [2, 11, 2],
    [3, 11, 2],
    [99, 11, 2],
    [99, 10, 1],
    [99, 0, 1],
    [2, 0, 1],
    [0, 11, 1],
  ])('page %i of %i orders → page %i', (requested, total, shown) => {
    expect(shownOrdersPage(requested, total)).toBe(shown);
  });
});
