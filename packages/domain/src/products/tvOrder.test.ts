import { describe, expect, it } from 'vitest';
import type { AvailableProduct } from './schema.ts';
import { addDays, quoteChange, quoteOrder, tvOrderNames, tvOrderQuote } from './tvOrder.ts';

const entry = (
  name: string,
  category: AvailableProduct['category'],
  price: number,
  oneOffPrice = 0,
): AvailableProduct => ({
  name,
  displayName: name,
  category,
  price,
  oneOffPrice,
  description: '',
  current: false,
  downloadSpeedMbps: null,
  uploadSpeedMbps: null,
});
const catalogue = [
  entry('TV Start', 'Tv', 17.5),
  entry('Mediabox Next', 'SetTopBox', 0),
  entry('Mediabox Next Mini', 'SetTopBox', 3, 25),
  entry('Film1', 'PremiumPackage', 12.5),
  entry('Overal Veilig Online 10', 'Security', 8),
  entry('Overal Veilig Online 3', 'Security', 5),
];

describe('tvOrderNames (POST /api/products/tv {stbCount})', () => {
  it.each([
    [1, ['TV Start', 'Mediabox Next']],
    [2, ['TV Start', 'Mediabox Next', 'Mediabox Next Mini']],
    [
      4,
      [
        'TV Start',
        'Mediabox Next',
        'Mediabox Next Mini',
        'Mediabox Next Mini',
        'Mediabox Next Mini',
      ],
    ],
  ])('%i boxes → %j', (count, names) => {
    expect(tvOrderNames(count)).toEqual(names);
  });
});

describe('tvOrderQuote (issue #14 summary: what changes, new monthly price, one-off, from when)', () => {
  it('sanne (Internet Start € 45) adds TV with two boxes', () => {
    expect(tvOrderQuote(catalogue, 2, 45, '2026-11-23')).toEqual({
      lines: [
        { displayName: 'TV Start', count: 1, monthly: 17.5, oneOff: 0 },
        { displayName: 'Mediabox Next', count: 1, monthly: 0, oneOff: 0 },
        { displayName: 'Mediabox Next Mini', count: 1, monthly: 3, oneOff: 25 },
      ],
      monthlyIncrease: 20.5,
      newMonthly: 65.5,
      oneOff: 25,
      startDate: '2026-11-30',
    });
  });

  it('counts repeated boxes on one line, in cents', () => {
    const quote = tvOrderQuote(catalogue, 4, 0.1, '2026-12-28')!;
    expect(quote.lines[2]).toEqual({
      displayName: 'Mediabox Next Mini',
      count: 3,
      monthly: 9,
      oneOff: 75,
    });
    expect(quote.newMonthly).toBe(26.6);
    expect(quote.startDate).toBe('2027-01-04');
  });

  it('starts today without hardware, and is null for a name the catalogue lacks', () => {
    expect(quoteOrder(catalogue, ['Film1'], 45, '2026-11-23', false)?.startDate).toBe('2026-11-23');
    expect(quoteOrder(catalogue, ['Bestaat niet'], 45, '2026-11-23', false)).toBeNull();
  });

  it('addDays crosses months and years', () => {
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
  });
});

describe('quoteChange (a change: what you will have against what goes)', () => {
  it('jan 1 → 10 licences: € 3 goes, € 8 comes, so € 5 more', () => {
    expect(
      quoteChange(catalogue, [{ price: 3 }], ['Overal Veilig Online 10'], 130.45, '2026-11-23'),
    ).toMatchObject({ monthlyIncrease: 5, newMonthly: 135.45, oneOff: 0, startDate: '2026-11-23' });
  });

  it('10 → 3 licences is cheaper: a negative difference', () => {
    expect(
      quoteChange(catalogue, [{ price: 8 }], ['Overal Veilig Online 3'], 135.45, '2026-11-23'),
    ).toMatchObject({ monthlyIncrease: -3, newMonthly: 132.45 });
  });
});
