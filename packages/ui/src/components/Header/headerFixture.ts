import type { HeaderSubscription } from './HeaderSubscriptions.tsx';

/** Linked subscriptions, sorted case-insensitively by alias as the caller would (spec §4). */
export const headerSubscriptions: HeaderSubscription[] = [
  { alias: 'Internet + TV + Vast bellen', iconType: 'Fixed3p', isFixed: true },
  {
    alias: 'Mobiel van Sanne',
    iconType: 'PostPaid',
    isFixed: false,
    href: 'https://www.vonk.nl/my/abonnement/31612345678',
  },
  {
    alias: 'prepaid Daan',
    iconType: 'PrePaid',
    isFixed: false,
    href: 'https://www.vonk.nl/my/abonnement/31687654321',
  },
];
