import { describe, expect, it } from 'vitest';
import { normaliseReturnReference, returnReferenceError } from './rules.ts';

describe('return reference rules (/retour-label, decided in shippingLabels/rules.ts)', () => {
  it.each([
    ['RET-2026-0117', undefined, 'RET-2026-0117'],
    [' ret-2026-0117\n', undefined, 'RET-2026-0117'],
    ['RET 2026 0117', 'format', 'RET20260117'],
    ['', 'required', ''],
    ['   ', 'required', ''],
    ['OV-2026-0042', 'format', 'OV-2026-0042'],
    ['RET-26-117', 'format', 'RET-26-117'],
  ])('%j: error %s, normalised %j', (value, error, normalised) => {
    expect(returnReferenceError(value)).toBe(error);
    expect(normaliseReturnReference(value)).toBe(normalised);
  });
});
