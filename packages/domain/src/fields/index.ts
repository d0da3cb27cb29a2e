// Rules for what people type, one file a fact. Pure: also the sandbox's request checks (it imports
// them through @vonk/domain/contract).
export { invalid, optional, valid } from './fieldResult.ts';
export type { FieldError, FieldResult } from './fieldResult.ts';
export { isMobilePhoneNumber, nationalPhoneDigits, phoneNumber } from './phoneNumber.ts';
export {
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  emailAddress,
  emailAddressAscii,
} from './emailAddress.ts';
export type { EmailError } from './emailAddress.ts';
export { emailSuggestion } from './emailSuggestion.ts';
export { IBAN_LENGTHS, compactIban, iban } from './iban.ts';
export { postcode } from './postcode.ts';
export { HOUSE_NUMBER_MAX, houseNumber, houseNumberAddition } from './houseNumber.ts';
export { isIsoDate, isoDate, todayOrLater } from './dates.ts';
export {
  normaliseReference,
  PUBLIC_REFERENCE_PATTERN,
  reference,
  referenceError,
  linkReference,
} from './reference.ts';
export type { LinkReference, ReferenceProblem } from './reference.ts';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS,
  newPassword,
  passwordRequirements,
  passwordStrength,
} from './password.ts';
export type { PasswordError, PasswordRequirement, PasswordStrength } from './password.ts';
