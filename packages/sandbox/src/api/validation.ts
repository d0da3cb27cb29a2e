import { emailAddress, iban, phoneNumber } from '@vonk/domain/contract';
import type { Address } from '@vonk/domain/contract';

/** Small, dependency-free checks for request bodies; the sandbox validates what a real API would. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a JSON body; undefined when it is missing or not JSON. */
export async function jsonBody(request: { json(): Promise<unknown> }): Promise<unknown> {
  return request.json().catch(() => undefined);
}

// The field rules are the domain's (the same the portal's forms use); these keep the names the
// routes call.
export const isValidIban = (value: string): boolean => iban(value).ok;
export const isValidEmail = (value: string): boolean => emailAddress(value).ok;
/** Dutch phone number to its national 10-digit form ('+31 6 1234 5678' → '0612345678'), or undefined. */
export function normalisePhoneNumber(value: string): string | undefined {
  const result = phoneNumber(value);
  return result.ok ? result.value : undefined;
}

/** A postal address as the contract has it; the postcode is normalised to '1234 AB'. */
export function parseAddress(input: unknown): Address | undefined {
  if (!isRecord(input)) return undefined;
  const { street, houseNumber, houseNumberAddition, postalCode, city } = input;
  if (typeof street !== 'string' || typeof city !== 'string' || typeof postalCode !== 'string')
    return undefined;
  if (typeof houseNumber !== 'number' || !Number.isInteger(houseNumber) || houseNumber < 1)
    return undefined;
  if (
    houseNumberAddition !== null &&
    houseNumberAddition !== undefined &&
    typeof houseNumberAddition !== 'string'
  )
    return undefined;
  const postcode = /^(\d{4})\s?([A-Za-z]{2})$/.exec(postalCode.trim());
  if (!postcode) return undefined;
  return {
    street: street.trim(),
    houseNumber,
    houseNumberAddition: houseNumberAddition?.trim() || null,
    postalCode: `${postcode[1]} ${postcode[2]!.toUpperCase()}`,
    city: city.trim(),
  };
}
