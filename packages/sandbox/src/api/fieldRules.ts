import type { Address } from '@vonk/domain/contract';

// Field rules the sandbox checks like a real back office would, after the contract's schema has
// checked the shape (middleware/contractValidation.ts). A rule that fails is a soft failure
// (`success: false` with a Dutch message), not a 400. The domain's shared field rules replace
// these once they land.

/** ISO 13616 mod-97 check on an IBAN without spaces. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (char) =>
    String(char.charCodeAt(0) - 55),
  );
  return BigInt(digits) % 97n === 1n;
}

export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value);
}

/** Dutch phone number to its national 10-digit form ('+31 6 1234 5678' → '0612345678'), or undefined. */
export function normalisePhoneNumber(value: string): string | undefined {
  const compact = value.replace(/[\s().-]/g, '').replace(/^(\+|00)31/, '0');
  return /^0\d{9}$/.test(compact) ? compact : undefined;
}

/** The address with its postcode normalised to '1234 AB'; undefined for an impossible one. */
export function normaliseAddress(address: Address): Address | undefined {
  const postcode = /^(\d{4})\s?([A-Za-z]{2})$/.exec(address.postalCode.trim());
  if (!postcode || !Number.isInteger(address.houseNumber) || address.houseNumber < 1)
    return undefined;
  return {
    street: address.street.trim(),
    houseNumber: address.houseNumber,
    houseNumberAddition: address.houseNumberAddition?.trim() || null,
    postalCode: `${postcode[1]} ${postcode[2]!.toUpperCase()}`,
    city: address.city.trim(),
  };
}
