import type { CustomerPersona } from './types.ts';
import { customer } from './billingStates.ts';
import { jan } from './jan.ts';
import { voipLine } from './products.ts';

// Move states of /mijn-gegevens/adresgegevens that jan does not show (issue #13, ADR 072).

/**
 * Jan with a second fixed line whose number is not tied to a place (085): a move to another area
 * code region shows one number going along and one that cannot (the net-code check, path form).
 */
export const verhuizer: CustomerPersona = {
  ...jan,
  ...customer(jan, 'verhuizer', '10000032', {
    firstName: 'Vera',
    lastName: 'Huisman',
    initials: 'VH',
  }),
  purpose:
    'Jan with two fixed lines, 030-1234567 (tied to Utrecht) and 085-1234567 (not tied to a place), no move planned: a move to Amsterdam keeps the 085 number and gives a new one for 030.',
  voip: [...jan.voip, voipLine('0851234567', 'VOIP-ONB')],
};
