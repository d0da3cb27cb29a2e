import type { Address, HouseholdAddress } from '../contract/index.ts';

/** Spec §4, §7.2: the may-join answer is coerced to a boolean; anything falsy means no. */
export function mayJoin(answer: unknown): boolean {
  return Boolean(answer);
}

/**
 * Spec §7.2: the dashboard and subscribe addresses are each null when empty — no body, an empty
 * string or an object without a postcode all read as "no address".
 */
export function householdAddress(answer: unknown): HouseholdAddress {
  if (typeof answer !== 'object' || answer === null) return null;
  const address = answer as Partial<Address>;
  return typeof address.postalCode === 'string' && address.postalCode !== ''
    ? (answer as Address)
    : null;
}
