import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TRANSFER_REFERENCE_PATTERN } from '../transfer/rules.ts';
import { RETURN_REFERENCE_PATTERN } from '../shippingLabels/rules.ts';
import { linkReference, reference } from './reference.ts';

const RUNS = { numRuns: 1000 };

describe('reference (from an e-mail)', () => {
  it.each([
    ['OV-2026-0042', TRANSFER_REFERENCE_PATTERN, { ok: true, value: 'OV-2026-0042' }],
    [' ov-2026-0042 ', TRANSFER_REFERENCE_PATTERN, { ok: true, value: 'OV-2026-0042' }],
    ['RET - 2026 - 0117', RETURN_REFERENCE_PATTERN, { ok: true, value: 'RET-2026-0117' }],
    ['', RETURN_REFERENCE_PATTERN, { ok: false, error: 'required' }],
    ['OV-42', TRANSFER_REFERENCE_PATTERN, { ok: false, error: 'format' }],
    ['K7QH-2M9X/..', TRANSFER_REFERENCE_PATTERN, { ok: false, error: 'format' }],
  ])('%j', (input, pattern, expected) => {
    expect(reference(input, pattern)).toEqual(expected);
  });

  it('finds every printed reference however it is pasted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('OV', 'RET'),
        fc.stringMatching(/^\d{4}$/),
        fc.stringMatching(/^\d{4}$/),
        fc.constantFrom('', ' ', '\t'),
        fc.boolean(),
        (kind, year, number, pad, lower) => {
          const printed = `${kind}-${year}-${number}`;
          const pattern = kind === 'OV' ? TRANSFER_REFERENCE_PATTERN : RETURN_REFERENCE_PATTERN;
          const typed = `${pad}${lower ? printed.toLowerCase() : printed}${pad}`;
          expect(reference(typed, pattern)).toEqual({ ok: true, value: printed });
        },
      ),
      RUNS,
    );
  });

  it('a found reference has no spaces, is upper case and is found again as it is', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = reference(input, RETURN_REFERENCE_PATTERN);
        if (result.ok) {
          expect(result.value).toMatch(RETURN_REFERENCE_PATTERN);
          expect(reference(result.value, RETURN_REFERENCE_PATTERN)).toEqual(result);
        }
      }),
      RUNS,
    );
  });
});

describe('linkReference (a reference a URL carries, issue #27)', () => {
  it.each([
    [null, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['  ', { kind: 'none' }],
    ['k7qh-2m9x-vc4t-8wjd', { kind: 'valid', reference: 'K7QH-2M9X-VC4T-8WJD' }],
    ['RET-2026-0117', { kind: 'valid', reference: 'RET-2026-0117' }],
    ['..', { kind: 'invalid' }],
    ['../../api', { kind: 'invalid' }],
    ['%2e%2e', { kind: 'invalid' }],
    ['RET-2026-0117/pdf', { kind: 'invalid' }],
    ['RET-2026-0117?x=1', { kind: 'invalid' }],
    ['<script>', { kind: 'invalid' }],
    ['A'.repeat(65), { kind: 'invalid' }],
    ['A'.repeat(3000), { kind: 'invalid' }],
  ])('%j → %o', (input, expected) => {
    expect(linkReference(input)).toEqual(expected);
  });
});
