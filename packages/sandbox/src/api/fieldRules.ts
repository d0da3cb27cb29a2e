import { houseNumberAddition, iban, phoneNumber, postcode } from '@vonk/domain/contract';
import type { Address } from '@vonk/domain/contract';

// Field rules the sandbox checks like a real back office would, after the contract's schema has
// checked the shape (middleware/contractValidation.ts). They are the domain's field rules, the
// same ones the portal's forms use. A rule that fails is a soft failure (`success: false` with a
// Dutch message), not a 400.

export const isValidIban = (value: string): boolean => iban(value).ok;

/** Dutch phone number to its national 10-digit form ('+31 6 1234 5678' → '0612345678'), or undefined. */
export function normalisePhoneNumber(value: string): string | undefined {
  const result = phoneNumber(value);
  return result.ok ? result.value : undefined;
}

/** The address with its postcode normalised to '1234 AB'; undefined for an impossible one. */
export function normaliseAddress(address: Address): Address | undefined {
  const code = postcode(address.postalCode);
  const addition = houseNumberAddition(address.houseNumberAddition ?? '');
  if (!code.ok || !addition.ok) return undefined;
  if (!Number.isInteger(address.houseNumber) || address.houseNumber < 1) return undefined;
  return {
    street: address.street.trim(),
    houseNumber: address.houseNumber,
    houseNumberAddition: addition.value,
    postalCode: code.value,
    city: address.city.trim(),
  };
}
