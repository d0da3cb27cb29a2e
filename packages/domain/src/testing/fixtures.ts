import type { Account } from '../account/schema.ts';
import type { Product, Subscription } from '../subscription/schema.ts';

export const product = (displayName: string, patch: Partial<Product> = {}): Product => ({
  technicalId: `T-${displayName}`,
  name: displayName,
  displayName,
  price: 10,
  inServiceDate: '2024-02-01',
  wishDate: null,
  ...patch,
});

export const subscription = (patch: Partial<Subscription> = {}): Subscription => ({
  currentInternet: product('Internet 1 Gbit'),
  currentWifiExtenders: [],
  currentTv: null,
  currentPremiumPackages: [],
  currentThemePackages: [],
  currentSettopBoxes: [],
  currentPrimaryVoipProduct: null,
  currentSecondaryVoipProduct: null,
  ...patch,
});

export const account = (patch: Partial<Account> = {}): Account => ({
  customerId: 'CUST-001',
  isAgent: false,
  noConvergedInfoYet: false,
  isAuthenticatedAtMagenta: false,
  magentaAlias: null,
  magentaSubscriptions: [],
  magentaVkfe: 'VKFE-9',
  primaryAddress: {
    street: 'Dorpsstraat',
    houseNumber: 12,
    houseNumberAddition: 'B',
    postalCode: '1234 AB',
    city: 'Utrecht',
  },
  contactInformation: [
    { contactType: 'MobilePhoneNumber', value: '06 1234 5678' },
    { contactType: 'PhoneNumber', value: '030 123 4567' },
  ],
  personInformation: {
    firstName: 'Jan',
    lastName: 'Jansen',
    primaryEmailAddress: 'Jan.Jansen@Example.nl',
  },
  isSubscribedAtFixed: true,
  ...patch,
});
