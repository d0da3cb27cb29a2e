import type { Address } from './common.ts';

/** Spec §3: subscription icon type. The numbers are the API's values. */
export const SubscriptionIconType = {
  PrePaid: 0,
  PostPaid: 1,
  Fixed1p: 10,
  Fixed2pVoip: 11,
  Fixed2pTv: 12,
  Fixed3p: 13,
} as const;
export type SubscriptionIconType = (typeof SubscriptionIconType)[keyof typeof SubscriptionIconType];

/** A mobile subscription linked to the fixed account (spec §3 magentaSubscriptions). */
export interface LinkedSubscription {
  alias: string;
  iconType: SubscriptionIconType;
  /** Identifier of the subscription at the mobile side; opens its external account page. */
  vkfe: string;
}

export type ContactType = 'PhoneNumber' | 'MobilePhoneNumber';

export interface ContactInformation {
  contactType: ContactType;
  value: string;
}

/** GET /api/account: customer information (spec §3). */
export interface Account {
  customerId: string;
  /** True when an agent works on this account (spec §6). */
  isAgent: boolean;
  noConvergedInfoYet: boolean;
  isAuthenticatedAtMagenta: boolean;
  magentaAlias: string | null;
  magentaSubscriptions: LinkedSubscription[];
  magentaVkfe: string | null;
  primaryAddress: Address;
  contactInformation: ContactInformation[];
  personInformation: {
    firstName: string;
    lastName: string;
    primaryEmailAddress: string;
  };
  isSubscribedAtFixed: boolean;
}

/**
 * GET /api/account/basic: the small, fast call the header needs (spec §3 "customerInitials from
 * basic customer data"). Shape designed here: the spec names only the initials.
 */
export interface BasicAccount {
  customerId: string;
  /** As the back office stores them; the header shows them only when exactly 2 characters. */
  customerInitials: string;
  firstName: string;
}
