import type { Address } from '../endpoint/common.ts';
import type { HouseholdAddress, HouseholdRegistration } from './schema.ts';

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

/** The four household answers, as their reads normalise them (spec §7.2). */
export interface HouseholdFacts {
  dashboardAddress: HouseholdAddress;
  subscribeAddress: HouseholdAddress;
  mayJoin: boolean;
  registration: HouseholdRegistration;
}

/**
 * Where the customer stands with Klantvoordeel, decided once for the dashboard tile, the
 * /klantvoordeel root and its sub-pages (issue #26, ADR 042): a member (with the address the
 * benefit is on), a sign-up waiting on the mobile side, may join (with the address to sign up
 * with), or cannot join and why.
 */
export type HouseholdState =
  | { kind: 'member'; address: Address }
  | { kind: 'pending'; registration: NonNullable<HouseholdRegistration> }
  | { kind: 'canJoin'; address: Address }
  | { kind: 'cannotJoin'; reason: 'noAddress' | 'notAllowed' };

/**
 * A pending sign-up first (it is not active yet), then membership (a dashboard address), then
 * may join with a subscribe address; else not: without a subscribe address because we know no
 * address, with one because the may-join check said no.
 */
export function householdState(facts: HouseholdFacts): HouseholdState {
  if (facts.registration) return { kind: 'pending', registration: facts.registration };
  if (facts.dashboardAddress) return { kind: 'member', address: facts.dashboardAddress };
  if (!facts.subscribeAddress) return { kind: 'cannotJoin', reason: 'noAddress' };
  return facts.mayJoin
    ? { kind: 'canJoin', address: facts.subscribeAddress }
    : { kind: 'cannotJoin', reason: 'notAllowed' };
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
