import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emailAddress } from './emailAddress.ts';
import {
  KNOWN_EMAIL_DOMAINS,
  SUGGESTED_EMAIL_DOMAINS,
  editDistance,
  emailSuggestion,
} from './emailSuggestion.ts';

const RUNS = { numRuns: 1000 };

describe('emailSuggestion', () => {
  it.each([
    ['jan@gmial.com', 'jan@gmail.com'],
    ['jan@gmail.con', 'jan@gmail.com'],
    ['jan@gmal.com', 'jan@gmail.com'],
    ['Jan.Jansen@Hotmial.com', 'Jan.Jansen@hotmail.com'],
    ['jan@hotmial.con', 'jan@hotmail.com'],
    ['jan@zigo.nl', 'jan@ziggo.nl'],
    ['jan@kpnmial.nl', 'jan@kpnmail.nl'],
    ['jan@outlok.com', 'jan@outlook.com'],
    ['jan@iclod.com', 'jan@icloud.com'],
  ])('%j: Bedoel je %j?', (input, suggestion) => {
    expect(emailSuggestion(input)).toBe(suggestion);
  });

  it.each([
    'jan@gmail.com',
    'jan@mail.com',
    'jan@me.com',
    'jan@vonk.nl',
    'jan@bücher.nl',
    'jan@example.nl',
    'jan@gxxxl.com',
    'geen-adres',
    '',
  ])('%j: no suggestion', (input) => {
    expect(emailSuggestion(input)).toBeUndefined();
  });

  it.each([
    ['gmail', 'gmial', 1],
    ['gmail', 'gmail', 0],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('editDistance(%j, %j) = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('suggests the common domain for one swapped, dropped or doubled letter in it', () => {
    const typo = fc
      .record({
        domain: fc.constantFrom(...SUGGESTED_EMAIL_DOMAINS),
        edit: fc.constantFrom('swap', 'drop', 'double'),
        at: fc.nat(),
      })
      .map(({ domain, edit, at }) => {
        const name = domain.slice(0, domain.indexOf('.'));
        const i = at % (name.length - 1);
        const typed =
          edit === 'swap'
            ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2)
            : edit === 'drop'
              ? name.slice(0, i) + name.slice(i + 1)
              : name.slice(0, i) + name[i] + name.slice(i);
        return { domain, typed: typed + domain.slice(name.length) };
      })
      .filter(({ domain, typed }) => typed !== domain && !KNOWN_EMAIL_DOMAINS.has(typed));
    fc.assert(
      fc.property(typo, ({ domain, typed }) => {
        const suggestion = emailSuggestion(`jan@${typed}`);
        // The closest common domain: this one, or one as close (`live.nl` from `hive.nl`).
        expect(suggestion).toBeDefined();
        const suggested = suggestion!.slice(4);
        expect(editDistance(typed, suggested)).toBeLessThanOrEqual(editDistance(typed, domain));
      }),
      RUNS,
    );
  });

  it('only ever suggests a valid address with the same local part, never for its own answer', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const suggestion = emailSuggestion(address);
        if (suggestion === undefined) return;
        expect(emailAddress(suggestion).ok).toBe(true);
        expect(suggestion.split('@')[0]).toBe(address.split('@')[0]);
        expect(emailSuggestion(suggestion)).toBeUndefined();
      }),
      RUNS,
    );
  });
});
