import type { IsoDate } from '../endpoint/common.ts';
import type { TransferDossier, TransferDossierUpdate } from './schema.ts';
import { isIsoDate } from '../fields/dates.ts';
import { phoneNumber } from '../fields/phoneNumber.ts';
import {
  normaliseReference,
  PUBLIC_REFERENCE_PATTERN,
  referenceError,
} from '../fields/reference.ts';
import type { ReferenceProblem } from '../fields/reference.ts';

// Rules of the public page /overstappen-afronden (spec §2.1, §7.2 transfer dossier). Spec §5 shows
// no field validation for it ("other field-level validation: not shown"), so the rules are
// decided here and written down:
//
// - Current provider: required (who to cancel with), at most 100 characters.
// - Customer number at the current provider: optional (not every customer has it at hand); when
//   given 2 to 30 letters, digits, spaces, dots, dashes or slashes, as providers print them.
// - Contract end date: required, a real date. The sandbox submits a dossier only with it; a
//   customer without a fixed term gives the date the contract can end. It may lie in the past
//   (a contract that already runs month by month).
// - Requested switch date: required, a real date, not in the past (today counts), and not before
//   the contract end date when that is a real date (switching earlier costs a termination fee).
// - Contact phone number: required, a Dutch number (fields/phoneNumber.ts).
//
// Complete details move the dossier to 'Submitted' (contract/transfer.ts). `today` is passed in
// as an ISO date and never read from the clock here.

/** What the customer typed. Dates: '' when empty, the ISO date, or other text when no date. */
export interface TransferDetailsInput {
  currentProvider: string;
  currentCustomerNumber: string;
  contractEndDate: string;
  requestedSwitchDate: string;
  contactPhoneNumber: string;
}

export type TransferDetailsField = keyof TransferDetailsInput;

/** Why a field cannot be sent; the portal turns each into a Dutch message. */
export type TransferDetailsError =
  | 'providerRequired'
  | 'providerTooLong'
  | 'customerNumberInvalid'
  | 'contractEndDateRequired'
  | 'contractEndDateInvalid'
  | 'switchDateRequired'
  | 'switchDateInvalid'
  | 'switchDateInPast'
  | 'switchDateBeforeContractEnd'
  | 'phoneRequired'
  | 'phoneInvalid';

export interface TransferDetailsIssue {
  field: TransferDetailsField;
  error: TransferDetailsError;
}

/** Form order: the error summary lists issues as the fields appear. */
export const TRANSFER_DETAILS_FIELDS: readonly TransferDetailsField[] = [
  'currentProvider',
  'currentCustomerNumber',
  'contractEndDate',
  'requestedSwitchDate',
  'contactPhoneNumber',
];

export const PROVIDER_MAX_LENGTH = 100;
const CUSTOMER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,28}[A-Za-z0-9]$/;

/** A transfer (overstappen) reference: any public-link reference (ADR 064). */
export const TRANSFER_REFERENCE_PATTERN = PUBLIC_REFERENCE_PATTERN;

/** Why a typed transfer reference cannot be looked up: empty, or not shaped like one. */
export type TransferReferenceError = ReferenceProblem;

/** `' ov-2026-0042 '` → `'OV-2026-0042'`: what people paste from an e-mail. */
export const normaliseTransferReference = normaliseReference;

/** The error of a typed transfer reference, or undefined when it can be looked up. */
export function transferReferenceError(value: string): TransferReferenceError | undefined {
  return referenceError(value, TRANSFER_REFERENCE_PATTERN);
}

/** The form prefilled from the dossier: what is known already need not be typed again. */
export function transferDetailsInput(dossier: TransferDossier): TransferDetailsInput {
  return {
    currentProvider: dossier.currentProvider ?? '',
    currentCustomerNumber: dossier.currentCustomerNumber ?? '',
    contractEndDate: dossier.contractEndDate ?? '',
    requestedSwitchDate: dossier.requestedSwitchDate ?? '',
    contactPhoneNumber: dossier.contactPhoneNumber ?? '',
  };
}

/** The error of one field given the whole input (the switch date depends on the end date). */
export function transferDetailsFieldError(
  field: TransferDetailsField,
  input: TransferDetailsInput,
  today: IsoDate,
): TransferDetailsError | undefined {
  const value = input[field].trim();
  switch (field) {
    case 'currentProvider':
      if (value === '') return 'providerRequired';
      return value.length > PROVIDER_MAX_LENGTH ? 'providerTooLong' : undefined;
    case 'currentCustomerNumber':
      return value === '' || CUSTOMER_NUMBER.test(value) ? undefined : 'customerNumberInvalid';
    case 'contractEndDate':
      if (value === '') return 'contractEndDateRequired';
      return isIsoDate(value) ? undefined : 'contractEndDateInvalid';
    case 'requestedSwitchDate': {
      if (value === '') return 'switchDateRequired';
      if (!isIsoDate(value)) return 'switchDateInvalid';
      if (value < today) return 'switchDateInPast';
      const end = input.contractEndDate.trim();
      return isIsoDate(end) && value < end ? 'switchDateBeforeContractEnd' : undefined;
    }
    case 'contactPhoneNumber':
      if (value === '') return 'phoneRequired';
      return phoneNumber(value).ok ? undefined : 'phoneInvalid';
  }
}

/** Every issue of the input in form order; empty when it can be sent. */
export function validateTransferDetails(
  input: TransferDetailsInput,
  today: IsoDate,
): TransferDetailsIssue[] {
  return TRANSFER_DETAILS_FIELDS.flatMap((field) => {
    const error = transferDetailsFieldError(field, input, today);
    return error ? [{ field, error }] : [];
  });
}

/** The PUT body of valid input: trimmed, the phone number in its 10-digit form, '' as null. */
export function toTransferDossierUpdate(input: TransferDetailsInput): TransferDossierUpdate {
  const text = (value: string) => value.trim() || null;
  const phone = phoneNumber(input.contactPhoneNumber);
  return {
    currentProvider: text(input.currentProvider),
    currentCustomerNumber: text(input.currentCustomerNumber),
    contractEndDate: text(input.contractEndDate),
    requestedSwitchDate: text(input.requestedSwitchDate),
    contactPhoneNumber: phone.ok ? phone.value : text(input.contactPhoneNumber),
  };
}
