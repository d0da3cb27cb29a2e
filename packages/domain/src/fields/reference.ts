import type { FieldResult } from './fieldResult.ts';
import { invalid, valid } from './fieldResult.ts';

// References a customer copies from an e-mail to open a public page (/retour-label,
// /overstappen-afronden). Spec §5 shows no validation for them; decided here: required, and only
// a length and the characters (ADR 064): a reference is a credential the back end issues, and its
// shape is the back end's business, so a new format never locks customers out.

/** Why a typed reference cannot be looked up: empty, or not shaped like one. */
export type ReferenceProblem = 'required' | 'format';

/** What people paste from an e-mail: spaces around and inside, lower case. `' ov-2026-0042 '` → `'OV-2026-0042'`. */
export function normaliseReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Any public-link reference, normalised: 8 to 64 letters, digits and hyphens (ADR 064). */
export const PUBLIC_REFERENCE_PATTERN = /^[A-Z0-9-]{8,64}$/;

/** A reference shaped like `pattern`, normalised. */
export function reference(input: string, pattern: RegExp): FieldResult<string, ReferenceProblem> {
  const value = normaliseReference(input);
  if (value === '') return invalid('required');
  return pattern.test(value) ? valid(value) : invalid('format');
}

/** The error of a typed reference that should look like `pattern`, or undefined when it does. */
export function referenceError(value: string, pattern: RegExp): ReferenceProblem | undefined {
  const result = reference(value, pattern);
  return result.ok ? undefined : result.error;
}

/**
 * What a URL (an e-mail link, or a link anyone can craft) holds where a reference belongs: none,
 * one to look up, or something else, which is never sent to the API and never shown back (issue
 * #27: `..` walked a lookup to `GET /api/`, a 3,000-character one filled the screen).
 */
export type LinkReference =
  { kind: 'none' } | { kind: 'valid'; reference: string } | { kind: 'invalid' };

export function linkReference(value: string | null | undefined): LinkReference {
  if (value === null || value === undefined || value.trim() === '') return { kind: 'none' };
  const result = reference(value, PUBLIC_REFERENCE_PATTERN);
  return result.ok ? { kind: 'valid', reference: result.value } : { kind: 'invalid' };
}
