import type { CustomerPersona } from './types.ts';
import { customer } from './billingStates.ts';
import { jan } from './jan.ts';
import { applied } from './vouchers.ts';

/** Jan with WELKOM2026 applied (/abonnementen/kortingscodes lists it; it can be taken off). */
export const kortingscode: CustomerPersona = {
  ...jan,
  ...customer(jan, 'kortingscode', '10000044', {
    firstName: 'Koen',
    lastName: 'Korting',
    initials: 'KK',
  }),
  purpose: 'Jan with the voucher WELKOM2026 applied: listed, and it can be taken off.',
  vouchers: [applied('WELKOM2026')],
};
