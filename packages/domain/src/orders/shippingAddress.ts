import type { Address } from '../endpoint/common.ts';
import type { ShippingAddressChangeRequest } from './schema.ts';

const additionKey = (value: string | null | undefined) =>
  (value ?? '').replace(/[\s-]+/g, '').toUpperCase();

/**
 * The address the lookup found for the addition typed (`GET /api/AddressLookup/{postcode}/{nr}`
 * lists every addition at that number): an empty addition matches an address without one. Null
 * is spec §5's unknown combination.
 */
export function matchLookedUpAddress(
  found: readonly Address[],
  houseNumberAddition: string | null | undefined,
): Address | null {
  const wanted = additionKey(houseNumberAddition);
  return found.find((address) => additionKey(address.houseNumberAddition) === wanted) ?? null;
}

/** POST /api/orders/shippingaddress for an order and the address the lookup found. */
export function toShippingAddressChange(
  orderId: string,
  address: Address,
): ShippingAddressChangeRequest {
  return {
    orderId,
    shippingAddress: { ...address, houseNumberAddition: address.houseNumberAddition || null },
  };
}
