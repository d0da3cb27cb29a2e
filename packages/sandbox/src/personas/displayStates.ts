import type { CustomerPersona } from './types.ts';
import { customer } from './billingStates.ts';
import { jan } from './jan.ts';

// Display preferences (issue #30, ADR 142): a customer who chose them on another device. Jan's
// account with a new login and customer code, so every screen of his shows under the preferences.

/** Jan's 3p with text at 150 %, high contrast and large-print invoices already set. */
export const groteLetters: CustomerPersona = {
  ...jan,
  ...customer(jan, 'grote-letters', '10000301', {
    firstName: 'Greet',
    lastName: 'Groot',
    initials: 'GG',
  }),
  purpose:
    'Jan’s 3p with display preferences already set (issue #30): text at 150 %, high contrast and large-print invoices, no reduced motion; applied at login before the shell paints.',
  displayPreferences: {
    textSize: 150,
    reducedMotion: false,
    highContrast: true,
    largePrintInvoices: true,
  },
};
