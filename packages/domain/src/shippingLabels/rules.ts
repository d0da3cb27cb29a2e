import {
  normaliseReference,
  PUBLIC_REFERENCE_PATTERN,
  referenceError,
} from '../fields/reference.ts';
import type { ReferenceProblem } from '../fields/reference.ts';

// The reference a customer types on /retour-label (rules shared with other e-mail references in
// references/emailReference.ts).

/** A return reference: any public-link reference (ADR 064). */
export const RETURN_REFERENCE_PATTERN = PUBLIC_REFERENCE_PATTERN;

/** Why a typed return reference cannot be looked up: empty, or not shaped like one. */
export type ReturnReferenceError = ReferenceProblem;

/** `' ret-2026-0117 '` → `'RET-2026-0117'`. */
export const normaliseReturnReference = normaliseReference;

/** The error of a typed return reference, or undefined when it can be looked up. */
export function returnReferenceError(value: string): ReturnReferenceError | undefined {
  return referenceError(value, RETURN_REFERENCE_PATTERN);
}
