import type { FieldResult } from './fieldResult.ts';
import { invalid, valid } from './fieldResult.ts';

// The new-password rule of /mijn-gegevens (spec: "password change payload: not shown"; ADR 044).
// What a person must meet, each shown as they type: 8 to 64 characters, a lower-case and an
// upper-case letter, a digit or another sign, and not the current password. Spaces count as
// characters (a passphrase is fine); nothing is trimmed, since the password is what was typed.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** The requirements a new password has, in the order the form lists them. */
export const PASSWORD_REQUIREMENTS = ['length', 'upperAndLower', 'digitOrSign'] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

export type PasswordError = 'required' | PasswordRequirement | 'tooLong' | 'sameAsCurrent';

export type PasswordStrength = 'weak' | 'fair' | 'strong';

const lower = /\p{Ll}/u;
const upper = /\p{Lu}/u;
const digitOrSign = /[^\p{L}\s]/u;

/** Which requirements `input` meets (counted in characters, not UTF-16 units). */
export function passwordRequirements(input: string): Record<PasswordRequirement, boolean> {
  const length = [...input].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH,
    upperAndLower: lower.test(input) && upper.test(input),
    digitOrSign: digitOrSign.test(input),
  };
}

/**
 * How hard the password is to guess, for the meter: weak until every requirement is met; strong
 * from 12 characters with letters of both cases, a digit and another sign, or from 16 characters.
 */
export function passwordStrength(input: string): PasswordStrength {
  const met = passwordRequirements(input);
  if (!PASSWORD_REQUIREMENTS.every((requirement) => met[requirement])) return 'weak';
  const length = [...input].length;
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u].filter((kind) =>
    kind.test(input),
  ).length;
  return length >= 16 || (length >= 12 && kinds === 4) ? 'strong' : 'fair';
}

/** A new password: the first unmet requirement, too long, or the same as `current`. */
export function newPassword(input: string, current = ''): FieldResult<string, PasswordError> {
  if (input === '') return invalid('required');
  const met = passwordRequirements(input);
  const unmet = PASSWORD_REQUIREMENTS.find((requirement) => !met[requirement]);
  if (unmet) return invalid(unmet);
  if ([...input].length > PASSWORD_MAX_LENGTH) return invalid('tooLong');
  if (current !== '' && input === current) return invalid('sameAsCurrent');
  return valid(input);
}
