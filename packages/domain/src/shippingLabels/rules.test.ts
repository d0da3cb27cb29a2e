import { describe, expect, it } from 'vitest';
import { normaliseReturnReference, returnReferenceError } from './rules.ts';

describe('return reference rules (/retour-label, decided in shippingLabels/rules.ts)', () => {
  it.each([
    // ADR 064: only length (8–64) and characters (letters, digits, hyphens) are checked.
    ['RET-2026-0117', undefined, 'RET-2026-0117'],
    [' ret-2026-0117\n', undefined, 'RET-2026-0117'],
    ['K7QH 2M9X VC4T', undefined, 'K7QH2M9XVC4T'],
    ['', 'required', ''],
    ['   ', 'required', ''],
    ['RET-117', 'format', 'RET-117'],
    ['A'.repeat(65), 'format', 'A'.repeat(65)],
    ['RET?2026', 'format', 'RET?2026'],
  ])('%j: error %s, normalised %j', (value, error, normalised) => {
    expect(returnReferenceError(value)).toBe(error);
    expect(normaliseReturnReference(value)).toBe(normalised);
  });
});
