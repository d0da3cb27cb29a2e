import fc from 'fast-check';

/**
 * What people (and scripts) type into a field, at its worst (ADR 064): any Unicode including
 * lone surrogates, control characters, bidi overrides and zero-width marks; very long text;
 * markup and injection attempts; near-misses of the right shape (digits, letters and separators
 * in any order). Property tests of field rules run on these.
 */
const NASTY = [
  '',
  ' ',
  '\u0000',
  '\u202E1234 AB',
  '1234\u200BAB',
  '０１２３ ＡＢ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '${7*7}',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '٣٤',
  '🏠🏠🏠',
  'a'.repeat(10_000),
  '9'.repeat(400),
  '\t\n\r',
];

export const hostileInput: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ maxLength: 2000 }),
  fc
    .array(fc.constantFrom(...'0123456789 -+./()@ABSDNLabsdnl\u00A0'), { maxLength: 40 })
    .map((chars) => chars.join('')),
);

/** At least 1,000 inputs per property (issue #13, #16). */
export const FUZZ_RUNS = { numRuns: 1000 };
