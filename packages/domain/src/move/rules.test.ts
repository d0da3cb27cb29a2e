import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOVE_MAX_DAYS_AHEAD, lastMoveDate, moveDateError, sameAddress } from './rules.ts';

const RUNS = { numRuns: 1000 };
const TODAY = '2026-11-23';
const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 23 + offset)).toISOString().slice(0, 10);

describe('move date', () => {
  it.each([
    ['', 'required'],
    ['2026-02-30', 'invalid'],
    ['morgen', 'invalid'],
    [TODAY, 'notAfterToday'],
    ['2026-11-24', undefined],
    [lastMoveDate(TODAY), undefined],
    [day(MOVE_MAX_DAYS_AHEAD + 1), 'tooFar'],
  ] as const)('%j → %j', (input, error) => {
    expect(moveDateError(input, TODAY)).toBe(error);
  });

  it('accepts exactly the days from tomorrow to 180 days ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const error = moveDateError(day(offset), TODAY);
        const expected =
          offset < 1 ? 'notAfterToday' : offset > MOVE_MAX_DAYS_AHEAD ? 'tooFar' : undefined;
        expect(error).toBe(expected);
      }),
      RUNS,
    );
  });

  it('answers a known code or nothing for any text', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect([undefined, 'required', 'invalid', 'notAfterToday', 'tooFar']).toContain(
          moveDateError(input, TODAY),
        );
      }),
      RUNS,
    );
  });
});

describe('sameAddress', () => {
  const home = {
    street: 'Kerkstraat',
    houseNumber: 12,
    houseNumberAddition: null,
    postalCode: '3511 LX',
    city: 'Utrecht',
  };
  it('ignores case, spacing and an empty addition', () => {
    expect(sameAddress(home, { ...home, postalCode: '3511lx', houseNumberAddition: '' })).toBe(
      true,
    );
    expect(sameAddress(home, { ...home, houseNumber: 14 })).toBe(false);
    expect(sameAddress(home, { ...home, houseNumberAddition: 'A' })).toBe(false);
  });

  it('is symmetric', () => {
    const address = fc.record({
      street: fc.string(),
      houseNumber: fc.integer({ min: 1, max: 99999 }),
      houseNumberAddition: fc.option(fc.constantFrom('A', 'a', 'BIS', ''), { nil: null }),
      postalCode: fc.constantFrom('3511 LX', '3511LX', '1015 KK'),
      city: fc.string(),
    });
    fc.assert(
      fc.property(address, address, (a, b) => {
        expect(sameAddress(a, b)).toBe(sameAddress(b, a));
      }),
      RUNS,
    );
  });
});
