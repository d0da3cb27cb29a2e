import type { Address } from '@vonk/domain';

/** A known address as the values of AddressFields. */
export const asInput = (address: Address) => ({
  postalCode: address.postalCode,
  houseNumber: String(address.houseNumber),
  houseNumberAddition: address.houseNumberAddition ?? '',
});
