import type { FieldResult } from './fieldResult.ts';
import { invalid, valid } from './fieldResult.ts';

// The e-mail address rule (spec §3 change e-mail address; contact addresses). Deliberately the
// shape check a form can make, not RFC 5322: one @, something before it, a domain of letters, digits and
// dashes (also non-Latin: IDN) with a dot and a top-level part of at least two letters, no spaces, at most 254 characters (RFC 5321). Whether
// the mailbox exists only a confirmation mail can tell. The domain part is lower-cased (it is
// case-insensitive); the local part is kept as typed.

const SHAPE = /^[^\s@]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;
export const EMAIL_MAX_LENGTH = 254;

/** `' Jan@Vonk.NL '` → `'Jan@vonk.nl'`. */
export function emailAddress(input: string): FieldResult<string> {
  const trimmed = input.trim();
  if (trimmed === '') return invalid('required');
  const at = trimmed.lastIndexOf('@');
  const value = at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
  if (value.length > EMAIL_MAX_LENGTH || value.includes('..')) return invalid('invalid');
  return SHAPE.test(value) ? valid(value) : invalid('invalid');
}
