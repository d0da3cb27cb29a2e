import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, emailAddress } from './emailAddress.ts';

const RUNS = { numRuns: 1000 };

describe('emailAddress', () => {
  it.each([
    ['jan.jansen@vonk.nl', 'jan.jansen@vonk.nl'],
    ['  jan@vonk.nl ', 'jan@vonk.nl'],
    ['Jan@Vonk.NL', 'Jan@vonk.nl'],
    ['j+nieuwsbrief@mail.vonk.example', 'j+nieuwsbrief@mail.vonk.example'],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ['anne@xn--mnchen-3ya.de', 'anne@xn--mnchen-3ya.de'],
    ['anne@münchen.de', 'anne@münchen.de'],
  ])('%j → %j', (input, value) => {
    expect(emailAddress(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['jan', 'invalid'],
    ['jan@', 'invalid'],
    ['@vonk.nl', 'invalid'],
    ['jan@vonk', 'invalid'],
    ['jan@vonk.n', 'invalid'],
    ['jan jansen@vonk.nl', 'invalid'],
    ['jan@@vonk.nl', 'invalid'],
    ['jan@vonk..nl', 'invalid'],
    ['jan..jansen@vonk.nl', 'invalid'],
    ['jan@-vonk.nl', 'invalid'],
    ['jan@vonk.nl.', 'invalid'],
    [`${'a'.repeat(250)}@vonk.nl`, 'invalid'],
  ])('%j is refused: %s', (input, error) => {
    expect(emailAddress(input)).toEqual({ ok: false, error });
  });

  it('accepts generated addresses and answers them trimmed, idempotently', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '  '), (address, pad) => {
        const result = emailAddress(`${pad}${address}${pad}`);
        if (address.length > EMAIL_MAX_LENGTH || address.includes('..')) return;
        expect(result.ok).toBe(true);
        if (result.ok) expect(emailAddress(result.value)).toEqual(result);
      }),
      RUNS,
    );
  });

  it('never accepts text without exactly one @ in a valid place, nor spaces', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = emailAddress(input);
        if (!result.ok) return;
        expect(result.value).not.toMatch(/\s/);
        expect(result.value.split('@')).toHaveLength(2);
        expect(result.value.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
      }),
      RUNS,
    );
  });
});
