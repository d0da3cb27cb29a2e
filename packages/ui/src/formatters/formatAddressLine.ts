export interface AddressLineInput {
  street: string;
  houseNumber: number | string;
  houseNumberAddition?: string | null;
  postalCode?: string;
  city: string;
}

/**
 * One Dutch address line: 'Dorpsstraat 12A, Utrecht', or with `withPostcode`
 * 'Dorpsstraat 12 A, 3511 AB Utrecht'. An addition of letters joins the number; one that starts
 * with a digit or dash stays apart, as the post office writes it.
 */
export function formatAddressLine(
  address: AddressLineInput,
  { withPostcode = false } = {},
): string {
  const addition = (address.houseNumberAddition ?? '').trim();
  const joined = /^[a-z]$/i.test(addition)
    ? `${address.houseNumber}${addition.toUpperCase()}`
    : [address.houseNumber, addition].filter(Boolean).join(' ');
  const place =
    withPostcode && address.postalCode ? `${address.postalCode} ${address.city}` : address.city;
  return `${address.street} ${joined}, ${place}`;
}
