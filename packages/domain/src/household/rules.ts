import type { Address, HouseholdAddress, HouseholdRegistration } from '../contract/index.ts';

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

/** Where /klantvoordeel stands for the customer (issue #12, ADR 042). */
export type HouseholdState = 'active' | 'pending' | 'canJoin' | 'notPossible';

/**
 * The root's decision: a pending sign-up first (it is not active yet), then active (a dashboard
 * address), then may join with a subscribe address, else not possible.
 */
export function householdState(data: {
  dashboardAddress: HouseholdAddress;
  subscribeAddress: HouseholdAddress;
  mayJoin: boolean;
  registration: HouseholdRegistration;
}): HouseholdState {
  if (data.registration) return 'pending';
  if (data.dashboardAddress) return 'active';
  return data.mayJoin && data.subscribeAddress ? 'canJoin' : 'notPossible';
}

/** Why joining is not possible, for the page that says so. */
export function householdNotPossibleReason(data: {
  mayJoin: boolean;
  subscribeAddress: HouseholdAddress;
}): 'noAddress' | 'notAllowed' {
  return data.subscribeAddress ? 'notAllowed' : 'noAddress';
}

/** The mobile numbers that may join: the account's mobile contact numbers, each once. */
export function householdPhoneNumbers(
  contactInformation: readonly { contactType: string; value: string }[],
): string[] {
  return [
    ...new Set(
      contactInformation
        .filter((contact) => contact.contactType === 'MobilePhoneNumber')
        .map((contact) => contact.value),
    ),
  ];
}
