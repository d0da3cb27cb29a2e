// Rules for the reference a customer types on /retour-label. Spec §5 shows no field validation
// for it ("other field-level validation: not shown"); decided here: required, and the shape of
// the references the sandbox and e-mails use (RET-2026-0117), so a typo is caught before a 404.

/** A return reference: RET, the year and a four-digit number. */
export const RETURN_REFERENCE_PATTERN = /^RET-\d{4}-\d{4}$/;

/** Why a typed return reference cannot be looked up: empty, or not shaped like one. */
export type ReturnReferenceError = 'required' | 'format';

/** What people paste from an e-mail: spaces around and inside, lower case. `' ret-2026-0117 '` → `'RET-2026-0117'`. */
export function normaliseReturnReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The error of a typed return reference, or undefined when it can be looked up. */
export function returnReferenceError(value: string): ReturnReferenceError | undefined {
  const reference = normaliseReturnReference(value);
  if (reference === '') return 'required';
  return RETURN_REFERENCE_PATTERN.test(reference) ? undefined : 'format';
}
