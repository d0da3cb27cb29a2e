import type { FieldResult } from './fieldResult.ts';
import { invalid, valid } from './fieldResult.ts';

// The e-mail address rule (spec §3 change e-mail address; the primary address is the login name):
// what a mail server accepts (ADR 128). The local part is an RFC 5322 dot-atom of ASCII characters
// (RFC 5321 takes no more without SMTPUTF8, which many servers lack), at most 64 characters; the
// domain has LDH labels of at most 63 after IDNA (so `jan@bücher.nl` is fine: xn--bcher-kva.nl), a
// top-level part of letters, the whole at most 254 characters. Whether the mailbox exists only the
// verification link can tell. The value is shown as typed with the domain lower-cased (it is
// case-insensitive); `emailAddressAscii` is the form a mail is addressed to and logins compare.

export type EmailError = 'required' | 'invalid' | 'localPart' | 'tooLong';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** RFC 5322 atext: what a dot-atom's atoms are made of. */
const ATEXT = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** Letters, marks and digits of any script, dashes and dots: what IDNA may turn into a domain. */
const DOMAIN_TYPED = /^[\p{L}\p{M}\p{N}.-]+$/u;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The domain in ASCII (IDNA through the WHATWG URL parser, in browsers and Node), or undefined. */
function asciiDomain(domain: string): string | undefined {
  if (!DOMAIN_TYPED.test(domain) || domain.startsWith('.') || domain.endsWith('.')) return;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
  const labels = host.split('.');
  const ok =
    host.length <= EMAIL_MAX_LENGTH - 2 &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1)!);
  return ok ? host : undefined;
}

function parse(input: string): FieldResult<{ value: string; ascii: string }, EmailError> {
  const trimmed = input.trim();
  if (trimmed === '') return invalid('required');
  const parts = trimmed.split('@');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return invalid('invalid');
  const [local, typedDomain] = parts as [string, string];
  const domain = asciiDomain(typedDomain.toLowerCase());
  if (!domain) return invalid('invalid');
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || local.length + 1 + domain.length > EMAIL_MAX_LENGTH)
    return invalid('tooLong');
  const atoms = local.split('.');
  if (!atoms.every((atom) => atom === '' || ATEXT.test(atom))) return invalid('localPart');
  if (atoms.some((atom) => atom === '')) return invalid('invalid');
  return valid({ value: `${local}@${typedDomain.toLowerCase()}`, ascii: `${local}@${domain}` });
}

/** `' Jan@Vonk.NL '` → `'Jan@vonk.nl'`; `'jan@Bücher.nl'` → `'jan@bücher.nl'` (shown as typed). */
export function emailAddress(input: string): FieldResult<string, EmailError> {
  const result = parse(input);
  return result.ok ? valid(result.value.value) : result;
}

/** `'jan@bücher.nl'` → `'jan@xn--bcher-kva.nl'`: where a mail goes, one spelling per login name. */
export function emailAddressAscii(input: string): string | undefined {
  const result = parse(input);
  return result.ok ? result.value.ascii : undefined;
}
