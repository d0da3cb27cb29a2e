import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOUSE_NUMBER_MAX, houseNumber, houseNumberAddition } from './houseNumber.ts';

const RUNS = { numRuns: 1000 };

describe('houseNumber', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['99999', 99_999],
  ])('%j → %j', (input, value) => {
    expect(houseNumber(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['0', 'invalid'],
    ['012', 'invalid'],
    ['100000', 'invalid'],
    ['12a', 'invalid'],
    ['-3', 'invalid'],
    ['1.5', 'invalid'],
  ])('%j is refused: %s', (input, error) => {
    expect(houseNumber(input)).toEqual({ ok: false, error });
  });

  it('accepts every whole number from 1 to 99999 and refuses everything above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), (n) => {
        expect(houseNumber(String(n)).ok).toBe(n <= HOUSE_NUMBER_MAX);
      }),
      RUNS,
    );
  });
});

describe('houseNumberAddition', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['a', 'A'],
    [' -b ', 'B'],
    ['bis', 'BIS'],
    ['2hoog', '2HOOG'],
    ['A-1', 'A-1'],
  ])('%j → %j', (input, value) => {
    expect(houseNumberAddition(input)).toEqual({ ok: true, value });
  });

  it.each(['ABCDEFG', 'A--1', 'A-', '#', 'a b c d e f g'])('%j is refused', (input) => {
    expect(houseNumberAddition(input)).toEqual({ ok: false, error: 'invalid' });
  });

  it('answers upper-case letters and digits (dashes between), idempotently', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (input) => {
        const result = houseNumberAddition(input);
        if (result.ok && result.value !== null) {
          expect(result.value).toMatch(/^[A-Z0-9](?:-?[A-Z0-9]){0,5}$/);
          expect(houseNumberAddition(result.value)).toEqual(result);
        }
      }),
      RUNS,
    );
  });
});
