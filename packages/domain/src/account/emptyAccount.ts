import type { Account } from './schema.ts';

/** The "empty customer" of spec §8: what the account call yields during maintenance (503). */
export const EMPTY_ACCOUNT: Readonly<Account> = Object.freeze({
  customerId: '',
  isAgent: false,
  noConvergedInfoYet: false,
  isAuthenticatedAtMagenta: false,
  magentaAlias: null,
  magentaSubscriptions: [],
  magentaVkfe: null,
  primaryAddress: {
    street: '',
    houseNumber: 0,
    houseNumberAddition: null,
    postalCode: '',
    city: '',
  },
  contactInformation: [],
  personInformation: { firstName: '', lastName: '', primaryEmailAddress: '' },
  isSubscribedAtFixed: false,
});

/** The account when it is a real customer's, null for the empty customer (an unknown fact). */
export function knownAccount(account: Account | null | undefined): Account | null {
  return account && account.customerId !== '' ? account : null;
}
