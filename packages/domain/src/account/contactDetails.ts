import { emailAddress, emailAddressAscii } from '../fields/emailAddress.ts';
import type { EmailError } from '../fields/emailAddress.ts';
import { isMobilePhoneNumber, phoneNumber } from '../fields/phoneNumber.ts';
import type { ContactInformation } from './schema.ts';

// The contact details a customer changes on /mijn-gegevens (spec §3, §7.2): the primary e-mail
// address and the phone numbers, which the API takes "as text" (ADR 044).

export type PrimaryEmailError = EmailError | 'unchanged';

/**
 * The new primary address, or why it cannot be sent: the same login name is no change, in any
 * case or spelling of its domain (`Jan@Bücher.nl` is `jan@xn--bcher-kva.nl`).
 */
export function primaryEmailError(input: string, current: string): PrimaryEmailError | undefined {
  const result = emailAddress(input);
  if (!result.ok) return result.error;
  const known = emailAddressAscii(current);
  return known?.toLowerCase() === emailAddressAscii(input)?.toLowerCase() ? 'unchanged' : undefined;
}

/** The phone-number form: one fixed and one mobile number, either may be empty (not both). */
export interface PhoneNumbersInput {
  fixedNumber: string;
  mobileNumber: string;
}
export type PhoneNumbersField = keyof PhoneNumbersInput;
export type PhoneNumbersError = 'required' | 'invalid' | 'notMobile';

/** The form's values from the account's contact list (the first number of each kind). */
export function phoneNumbersInput(contacts: readonly ContactInformation[]): PhoneNumbersInput {
  const first = (type: ContactInformation['contactType']) =>
    contacts.find((contact) => contact.contactType === type)?.value ?? '';
  return { fixedNumber: first('PhoneNumber'), mobileNumber: first('MobilePhoneNumber') };
}

/** What is wrong with one field: nothing at all typed (said at the first), not a number, not mobile. */
export function phoneNumbersError(
  field: PhoneNumbersField,
  values: PhoneNumbersInput,
): PhoneNumbersError | undefined {
  const typed = values[field].trim();
  if (typed === '') {
    const other = field === 'fixedNumber' ? values.mobileNumber : values.fixedNumber;
    return field === 'fixedNumber' && other.trim() === '' ? 'required' : undefined;
  }
  if (!phoneNumber(typed).ok) return 'invalid';
  return field === 'mobileNumber' && !isMobilePhoneNumber(typed) ? 'notMobile' : undefined;
}

/**
 * The body of POST /api/account/setPhoneNumbers: the valid numbers in national form, fixed first,
 * separated by ', ' (e.g. '0201234567, 0612345678'). Empty fields are left out.
 */
export function phoneNumbersText(values: PhoneNumbersInput): string {
  return [values.fixedNumber, values.mobileNumber]
    .map((typed) => phoneNumber(typed))
    .flatMap((result) => (result.ok ? [result.value] : []))
    .join(', ');
}
